CREATE TABLE "booking_revenue_shares" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"jam" timestamp with time zone,
	"route_id" integer,
	"kanal" text,
	"booking" integer DEFAULT 0 NOT NULL,
	"pendapatan_kotor" bigint DEFAULT 0 NOT NULL,
	"refund" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_shares" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"jam" timestamp with time zone,
	"metode" text,
	"transaksi" integer DEFAULT 0 NOT NULL,
	"jumlah" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Issue 26, decision 054: the finance hours are kept by differences, not made again. Each booking's and each
-- payment's share of the hours is kept; the commit that changed one locks its share (booking or payment id
-- order), makes it again from the raw rows, then adds new minus old to the hours (in key order). No hour is
-- locked before the commit nor read whole: two sales of one hour wait only for each other's last updates.
-- The revenue a counted booking (confirmed, or cancelled with an approved refund) brings now: its creation
-- hour, its sailing's route, its channel, its price and its approved refunds (whenever they were decided).
CREATE FUNCTION booking_revenue_shares_of(ids integer[])
RETURNS TABLE (booking_id integer, jam timestamptz, route_id integer, kanal text, pendapatan_kotor bigint, refund bigint)
LANGUAGE sql STABLE AS $$
  WITH approved AS (
    SELECT r.booking_id, SUM(r.jumlah_refund)::bigint AS refund FROM unnest(ids) AS x JOIN refunds r ON r.booking_id = x
    WHERE r.status = 'disetujui' GROUP BY 1)
  SELECT b.id, to_timestamp(finance_hour_of(b.created_at) * 3600), s.route_id, b.channel, b.total_harga::bigint,
    COALESCE(a.refund, 0)
  FROM unnest(ids) AS x JOIN bookings b ON b.id = x JOIN schedules s ON s.id = b.schedule_id
  LEFT JOIN approved a ON a.booking_id = b.id
  WHERE b.status = 'confirmed' OR (b.status = 'cancel' AND a.booking_id IS NOT NULL)
$$;
--> statement-breakpoint
-- The accepted payments among the given ones: their hour of acceptance, method and amount.
CREATE FUNCTION payment_shares_of(ids integer[])
RETURNS TABLE (payment_id integer, jam timestamptz, metode text, jumlah bigint) LANGUAGE sql STABLE AS $$
  SELECT p.id, to_timestamp(finance_hour_of(COALESCE(p.verified_at, p.created_at)) * 3600), p.method, p.amount::bigint
  FROM unnest(ids) AS x JOIN booking_payments p ON p.id = x WHERE p.status = 'diterima'
$$;
--> statement-breakpoint
-- The given bookings' shares made again and the difference added to their hours. The shares are locked first
-- (made empty when missing), so the raw rows are read after every earlier commit that changed these bookings
-- (each statement here reads what was committed when it began). The hours are written in key order (no two
-- commits lock them crosswise); an hour left with no booking is deleted (the report shows no empty row).
CREATE FUNCTION revenue_shares_apply(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  hours timestamptz[];
  routes integer[];
  channels text[];
BEGIN
  INSERT INTO booking_revenue_shares (booking_id) SELECT x FROM unnest(ids) AS x ORDER BY 1 ON CONFLICT DO NOTHING;
  PERFORM 1 FROM booking_revenue_shares t WHERE t.booking_id = ANY(ids) ORDER BY t.booking_id FOR UPDATE;
  WITH made AS (
    SELECT x AS booking_id, f.jam, f.route_id, f.kanal, (f.booking_id IS NOT NULL)::int AS booking,
      COALESCE(f.pendapatan_kotor, 0) AS pendapatan_kotor, COALESCE(f.refund, 0) AS refund
    FROM unnest(ids) AS x LEFT JOIN booking_revenue_shares_of(ids) f ON f.booking_id = x),
  was AS (SELECT t.* FROM booking_revenue_shares t WHERE t.booking_id = ANY(ids)),
  kept AS (
    UPDATE booking_revenue_shares t SET jam = m.jam, route_id = m.route_id, kanal = m.kanal, booking = m.booking,
      pendapatan_kotor = m.pendapatan_kotor, refund = m.refund
    FROM made m WHERE t.booking_id = m.booking_id
      AND (t.jam, t.route_id, t.kanal, t.booking, t.pendapatan_kotor, t.refund)
        IS DISTINCT FROM (m.jam, m.route_id, m.kanal, m.booking, m.pendapatan_kotor, m.refund)),
  changed AS (
    INSERT INTO revenue_hour_totals AS h (jam, route_id, kanal, booking, pendapatan_kotor, refund)
    SELECT d.jam, d.route_id, d.kanal, SUM(d.booking), SUM(d.pendapatan_kotor), SUM(d.refund) FROM (
      SELECT m.jam, m.route_id, m.kanal, m.booking, m.pendapatan_kotor, m.refund FROM made m
      UNION ALL SELECT w.jam, w.route_id, w.kanal, -w.booking, -w.pendapatan_kotor, -w.refund FROM was w) d
    WHERE d.jam IS NOT NULL GROUP BY 1, 2, 3
    HAVING (SUM(d.booking), SUM(d.pendapatan_kotor), SUM(d.refund)) <> (0, 0, 0) ORDER BY 1, 2, 3
    ON CONFLICT (jam, route_id, kanal) DO UPDATE SET booking = h.booking + EXCLUDED.booking,
      pendapatan_kotor = h.pendapatan_kotor + EXCLUDED.pendapatan_kotor, refund = h.refund + EXCLUDED.refund
    RETURNING h.jam, h.route_id, h.kanal, h.booking)
  SELECT array_agg(c.jam), array_agg(c.route_id), array_agg(c.kanal) INTO hours, routes, channels
  FROM changed c WHERE c.booking = 0;
  IF hours IS NOT NULL THEN
    DELETE FROM revenue_hour_totals t USING unnest(hours, routes, channels) AS e(jam, route_id, kanal)
    WHERE t.jam = e.jam AND t.route_id = e.route_id AND t.kanal = e.kanal AND t.booking = 0;
  END IF;
END $$;
--> statement-breakpoint
-- The same for the given payments' shares and the accepted payments' hours.
CREATE FUNCTION payment_shares_apply(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  hours timestamptz[];
  methods text[];
BEGIN
  INSERT INTO payment_shares (payment_id) SELECT x FROM unnest(ids) AS x ORDER BY 1 ON CONFLICT DO NOTHING;
  PERFORM 1 FROM payment_shares t WHERE t.payment_id = ANY(ids) ORDER BY t.payment_id FOR UPDATE;
  WITH made AS (
    SELECT x AS payment_id, f.jam, f.metode, (f.payment_id IS NOT NULL)::int AS transaksi,
      COALESCE(f.jumlah, 0) AS jumlah
    FROM unnest(ids) AS x LEFT JOIN payment_shares_of(ids) f ON f.payment_id = x),
  was AS (SELECT t.* FROM payment_shares t WHERE t.payment_id = ANY(ids)),
  kept AS (
    UPDATE payment_shares t SET jam = m.jam, metode = m.metode, transaksi = m.transaksi, jumlah = m.jumlah
    FROM made m WHERE t.payment_id = m.payment_id
      AND (t.jam, t.metode, t.transaksi, t.jumlah) IS DISTINCT FROM (m.jam, m.metode, m.transaksi, m.jumlah)),
  changed AS (
    INSERT INTO payment_hour_totals AS h (jam, metode, transaksi, jumlah)
    SELECT d.jam, d.metode, SUM(d.transaksi), SUM(d.jumlah) FROM (
      SELECT m.jam, m.metode, m.transaksi, m.jumlah FROM made m
      UNION ALL SELECT w.jam, w.metode, -w.transaksi, -w.jumlah FROM was w) d
    WHERE d.jam IS NOT NULL GROUP BY 1, 2 HAVING (SUM(d.transaksi), SUM(d.jumlah)) <> (0, 0) ORDER BY 1, 2
    ON CONFLICT (jam, metode) DO UPDATE SET transaksi = h.transaksi + EXCLUDED.transaksi, jumlah = h.jumlah + EXCLUDED.jumlah
    RETURNING h.jam, h.metode, h.transaksi)
  SELECT array_agg(c.jam), array_agg(c.metode) INTO hours, methods FROM changed c WHERE c.transaksi = 0;
  IF hours IS NOT NULL THEN
    DELETE FROM payment_hour_totals t USING unnest(hours, methods) AS e(jam, metode)
    WHERE t.jam = e.jam AND t.metode = e.metode AND t.transaksi = 0;
  END IF;
END $$;
--> statement-breakpoint
-- Every share and hour made again from the raw rows (the backfill; after a bulk load with the triggers off).
-- The tables locked first, in the flush's order: it waits for the commits writing them and holds off the next.
-- Only counted bookings and accepted payments get a share (a missing share adds nothing).
CREATE OR REPLACE FUNCTION finance_totals_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE booking_revenue_shares, revenue_hour_totals, payment_shares, payment_hour_totals IN EXCLUSIVE MODE;
  DELETE FROM booking_revenue_shares;
  DELETE FROM revenue_hour_totals;
  INSERT INTO booking_revenue_shares (booking_id, jam, route_id, kanal, booking, pendapatan_kotor, refund)
  SELECT f.booking_id, f.jam, f.route_id, f.kanal, 1, f.pendapatan_kotor, f.refund
  FROM booking_revenue_shares_of(ARRAY(SELECT b.id FROM bookings b)) f;
  INSERT INTO revenue_hour_totals (jam, route_id, kanal, booking, pendapatan_kotor, refund)
  SELECT t.jam, t.route_id, t.kanal, SUM(t.booking), SUM(t.pendapatan_kotor), SUM(t.refund)
  FROM booking_revenue_shares t GROUP BY 1, 2, 3;
  DELETE FROM payment_shares;
  DELETE FROM payment_hour_totals;
  INSERT INTO payment_shares (payment_id, jam, metode, transaksi, jumlah)
  SELECT f.payment_id, f.jam, f.metode, 1, f.jumlah
  FROM payment_shares_of(ARRAY(SELECT p.id FROM booking_payments p WHERE p.status = 'diterima')) f;
  INSERT INTO payment_hour_totals (jam, metode, transaksi, jumlah)
  SELECT t.jam, t.metode, SUM(t.transaksi), SUM(t.jumlah) FROM payment_shares t GROUP BY 1, 2;
END $$;
--> statement-breakpoint
-- As a row is written: the bookings and payments whose share it may change join the transaction's lists
-- (`ferry.revenue_bookings_dirty`: a booking confirmed or cancelled before or after, the booking of an
-- approved refund, every booking of a sailing whose route changed; `ferry.payments_dirty`: a payment
-- accepted before or after).
CREATE OR REPLACE FUNCTION finance_totals_mark() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  revenue bigint[] := ARRAY[]::bigint[];
  paid bigint[] := ARRAY[]::bigint[];
BEGIN
  IF TG_TABLE_NAME = 'bookings' THEN
    IF TG_OP <> 'INSERT' AND OLD.status IN ('confirmed', 'cancel') THEN revenue := revenue || OLD.id::bigint; END IF;
    IF TG_OP <> 'DELETE' AND NEW.status IN ('confirmed', 'cancel') THEN revenue := revenue || NEW.id::bigint; END IF;
  ELSIF TG_TABLE_NAME = 'refunds' THEN
    IF TG_OP <> 'INSERT' AND OLD.status = 'disetujui' THEN revenue := revenue || OLD.booking_id::bigint; END IF;
    IF TG_OP <> 'DELETE' AND NEW.status = 'disetujui' THEN revenue := revenue || NEW.booking_id::bigint; END IF;
  ELSIF TG_TABLE_NAME = 'schedules' THEN
    revenue := ARRAY(SELECT b.id::bigint FROM bookings b WHERE b.schedule_id = NEW.id);
  ELSE
    -- booking_payments
    IF TG_OP <> 'INSERT' AND OLD.status = 'diterima' THEN paid := paid || OLD.id::bigint; END IF;
    IF TG_OP <> 'DELETE' AND NEW.status = 'diterima' THEN paid := paid || NEW.id::bigint; END IF;
  END IF;
  PERFORM kept_totals_list('ferry.revenue_bookings_dirty', revenue);
  PERFORM kept_totals_list('ferry.payments_dirty', paid);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- At the commit (deferred), once per transaction: the sailings (decision 051) as before, then the listed
-- bookings' and payments' shares (each in id order, their hours in key order). Generic plans as in 0037.
CREATE OR REPLACE FUNCTION kept_totals_flush() RETURNS trigger LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  sailings bigint[] := kept_totals_taken('ferry.sailing_totals_dirty');
  revenue bigint[] := kept_totals_taken('ferry.revenue_bookings_dirty');
  paid bigint[] := kept_totals_taken('ferry.payments_dirty');
BEGIN
  IF cardinality(sailings) > 0 THEN PERFORM sailing_totals_refresh(sailings::integer[]); END IF;
  IF cardinality(revenue) > 0 THEN PERFORM revenue_shares_apply(revenue::integer[]); END IF;
  IF cardinality(paid) > 0 THEN PERFORM payment_shares_apply(paid::integer[]); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP FUNCTION revenue_hour_refresh(timestamptz[]);
--> statement-breakpoint
DROP FUNCTION payment_hour_refresh(timestamptz[]);
--> statement-breakpoint
DROP FUNCTION finance_hours_locked(text, timestamptz[]);
--> statement-breakpoint
SELECT finance_totals_rebuild();
