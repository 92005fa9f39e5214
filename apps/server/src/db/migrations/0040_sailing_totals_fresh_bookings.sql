-- Issue 26 (decision 051, addendum): a sale no longer sums its whole sailing again at its commit. A booking
-- the transaction inserted (a fresh one) is listed apart (`ferry.sailing_fresh_bookings`), and so are its
-- passengers', vehicles' and unused tickets' inserts (not listed at all: they count through their booking);
-- a change of a schedule's entries lists its sailing for its capacity alone (`ferry.sailing_capacity_dirty`).
-- At the commit a sailing listed for anything else is made again whole from its rows, as before
-- (`sailing_totals_refresh`, the definition, which the backfill and the rebuild use); the others
-- add what their fresh confirmed bookings bring (people, vehicles and fares per cargo type, revenue) and
-- count their capacity and people again from the entries and the kept per-cargo-type rows (a few rows each).
-- Same locks in the same order (every touched sailing's row, in id order, before anything is read).

-- The sailings' capacity (their entries) and people (their kept per-cargo-type rows), counted again: the
-- refresh's last step, and all a sale's commit counts again.
CREATE FUNCTION sailing_totals_recount(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sailing_totals t SET
    kursi = COALESCE(cap.kursi, 0), kursi_terjual = COALESCE(cap.kursi_terjual, 0),
    tempat_kendaraan = COALESCE(cap.tempat_kendaraan, 0), tempat_terjual = COALESCE(cap.tempat_terjual, 0),
    penumpang = COALESCE(people.penumpang, 0), kendaraan = COALESCE(people.kendaraan, 0),
    harga_penumpang = COALESCE(people.harga_penumpang, 0), harga_kendaraan = COALESCE(people.harga_kendaraan, 0)
  FROM unnest(ids) AS x(id)
  LEFT JOIN (
    SELECT q.schedule_id,
      SUM(q.kapasitas) FILTER (WHERE ct.kategori = 'penumpang') AS kursi,
      SUM(q.terjual) FILTER (WHERE ct.kategori = 'penumpang') AS kursi_terjual,
      SUM(q.kapasitas) FILTER (WHERE ct.kategori = 'kendaraan') AS tempat_kendaraan,
      SUM(q.terjual) FILTER (WHERE ct.kategori = 'kendaraan') AS tempat_terjual
    FROM schedule_quotas q JOIN cargo_types ct ON ct.id = q.cargo_type_id
    WHERE q.schedule_id = ANY(ids) GROUP BY 1
  ) cap ON cap.schedule_id = x.id
  LEFT JOIN (
    SELECT c.schedule_id, SUM(c.penumpang) AS penumpang, SUM(c.kendaraan) AS kendaraan,
      SUM(c.harga_penumpang) AS harga_penumpang, SUM(c.harga_kendaraan) AS harga_kendaraan FROM sailing_cargo_totals c
    WHERE c.schedule_id = ANY(ids) GROUP BY 1
  ) people ON people.schedule_id = x.id
  WHERE t.schedule_id = x.id;
END $$;
--> statement-breakpoint
-- People, vehicles and their net fares per sailing and cargo type of the given bookings' confirmed ones (what
-- the refresh sums per sailing, for a few bookings).
CREATE FUNCTION booking_people_of(ids integer[])
RETURNS TABLE (schedule_id integer, cargo_type_id integer, penumpang bigint, kendaraan bigint, harga_penumpang bigint, harga_kendaraan bigint)
LANGUAGE sql STABLE AS $$
  SELECT schedule_id, cargo_type_id, SUM(penumpang)::bigint, SUM(kendaraan)::bigint, SUM(penumpang * harga)::bigint,
    SUM(kendaraan * harga)::bigint FROM (
    SELECT b.schedule_id, p.cargo_type_id, 1 AS penumpang, 0 AS kendaraan, (p.harga - p.potongan)::bigint AS harga
    FROM bookings b JOIN booking_passengers p ON p.booking_id = b.id
    WHERE b.id = ANY(ids) AND b.status = 'confirmed'
    UNION ALL
    SELECT b.schedule_id, v.cargo_type_id, 0, 1, (v.harga - v.potongan)::bigint
    FROM bookings b JOIN booking_vehicles v ON v.booking_id = b.id
    WHERE b.id = ANY(ids) AND b.status = 'confirmed'
  ) people GROUP BY 1, 2 ORDER BY 1, 2
$$;
--> statement-breakpoint
-- The given sailings made again whole from their own rows (the definition, which the backfill and the rebuild
-- use), as in 0039; their capacity and people now counted by `sailing_totals_recount`, which a sale's commit
-- uses alone.
CREATE OR REPLACE FUNCTION sailing_totals_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- A row per sailing, then the rows locked in id order: two commits refreshing the same sailings queue
  -- here one after the other (never crosswise), and each sums what was committed before it.
  INSERT INTO sailing_totals (schedule_id) SELECT s.id FROM schedules s WHERE s.id = ANY(ids)
    ON CONFLICT (schedule_id) DO NOTHING;
  PERFORM 1 FROM sailing_totals t WHERE t.schedule_id = ANY(ids) ORDER BY t.schedule_id FOR UPDATE;
  -- People and vehicles of the confirmed bookings per cargo type first; the sailing's counts sum them.
  DELETE FROM sailing_cargo_totals c WHERE c.schedule_id = ANY(ids);
  INSERT INTO sailing_cargo_totals (schedule_id, cargo_type_id, penumpang, kendaraan, harga_penumpang, harga_kendaraan)
  SELECT schedule_id, cargo_type_id, SUM(penumpang), SUM(kendaraan), SUM(penumpang * harga), SUM(kendaraan * harga) FROM (
    SELECT b.schedule_id, p.cargo_type_id, 1 AS penumpang, 0 AS kendaraan, p.harga - p.potongan AS harga
    FROM bookings b JOIN booking_passengers p ON p.booking_id = b.id
    WHERE b.schedule_id = ANY(ids) AND b.status = 'confirmed'
    UNION ALL
    SELECT b.schedule_id, v.cargo_type_id, 0, 1, v.harga - v.potongan
    FROM bookings b JOIN booking_vehicles v ON v.booking_id = b.id
    WHERE b.schedule_id = ANY(ids) AND b.status = 'confirmed'
  ) people GROUP BY 1, 2;
  UPDATE sailing_totals t SET
    naik = COALESCE(naik.n, 0),
    dipindah = COALESCE(moved.n, 0), pendapatan_kotor = COALESCE(cash.kotor, 0),
    refund = COALESCE(cash.refund, 0), refund_disetujui = COALESCE(cash.disetujui, 0)
  FROM unnest(ids) AS x(id)
  LEFT JOIN (
    -- The bookings that bring revenue: confirmed ones, and cancelled ones with an approved refund.
    SELECT b.schedule_id,
      SUM(b.total_harga) FILTER (WHERE b.status = 'confirmed' OR (b.status = 'cancel' AND a.booking_id IS NOT NULL)) AS kotor,
      SUM(a.refund) FILTER (WHERE b.status = 'confirmed' OR (b.status = 'cancel' AND a.booking_id IS NOT NULL)) AS refund,
      SUM(a.refund) AS disetujui
    FROM bookings b
    LEFT JOIN (
      SELECT r.booking_id, SUM(r.jumlah_refund) AS refund FROM refunds r JOIN bookings rb ON rb.id = r.booking_id
      WHERE r.status = 'disetujui' AND rb.schedule_id = ANY(ids) GROUP BY 1
    ) a ON a.booking_id = b.id
    WHERE b.schedule_id = ANY(ids) GROUP BY 1
  ) cash ON cash.schedule_id = x.id
  LEFT JOIN (
    SELECT b.schedule_id, COUNT(*) AS n FROM bookings b JOIN passenger_tickets pt ON pt.booking_id = b.id
    WHERE b.schedule_id = ANY(ids) AND pt.status_tiket = 'digunakan' GROUP BY 1
  ) naik ON naik.schedule_id = x.id
  LEFT JOIN (
    SELECT m.from_schedule_id AS schedule_id, COUNT(DISTINCT m.booking_id) AS n FROM reschedules m
    WHERE m.from_schedule_id = ANY(ids) GROUP BY 1
  ) moved ON moved.schedule_id = x.id
  WHERE t.schedule_id = x.id;
  PERFORM sailing_totals_recount(ids);
END $$;
--> statement-breakpoint
-- A commit's sailings: `whole` made again from their rows; the others gain their `fresh` confirmed bookings
-- and have their capacity and people counted again (those of `capacity` too).
CREATE FUNCTION sailing_totals_apply(whole integer[], fresh integer[], capacity integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  added integer[] := ARRAY(SELECT b.id FROM bookings b
    WHERE b.id = ANY(fresh) AND b.status = 'confirmed' AND b.schedule_id <> ALL(whole) ORDER BY 1);
  partial integer[] := ARRAY(SELECT DISTINCT x FROM (
      SELECT unnest(capacity) UNION SELECT b.schedule_id FROM bookings b WHERE b.id = ANY(added)) s(x)
    WHERE x IS NOT NULL AND x <> ALL(whole) ORDER BY 1);
  touched integer[] := ARRAY(SELECT DISTINCT x FROM unnest(whole || partial) AS x ORDER BY 1);
BEGIN
  IF cardinality(touched) = 0 THEN RETURN; END IF;
  INSERT INTO sailing_totals (schedule_id) SELECT s.id FROM schedules s WHERE s.id = ANY(touched)
    ON CONFLICT (schedule_id) DO NOTHING;
  PERFORM 1 FROM sailing_totals t WHERE t.schedule_id = ANY(touched) ORDER BY t.schedule_id FOR UPDATE;
  IF cardinality(whole) > 0 THEN PERFORM sailing_totals_refresh(whole); END IF;
  IF cardinality(partial) = 0 THEN RETURN; END IF;
  IF cardinality(added) > 0 THEN
    INSERT INTO sailing_cargo_totals AS c (schedule_id, cargo_type_id, penumpang, kendaraan, harga_penumpang, harga_kendaraan)
    SELECT * FROM booking_people_of(added)
    ON CONFLICT (schedule_id, cargo_type_id) DO UPDATE SET penumpang = c.penumpang + EXCLUDED.penumpang,
      kendaraan = c.kendaraan + EXCLUDED.kendaraan, harga_penumpang = c.harga_penumpang + EXCLUDED.harga_penumpang,
      harga_kendaraan = c.harga_kendaraan + EXCLUDED.harga_kendaraan;
    UPDATE sailing_totals t SET pendapatan_kotor = t.pendapatan_kotor + d.kotor
    FROM (SELECT b.schedule_id, SUM(b.total_harga) AS kotor FROM bookings b WHERE b.id = ANY(added) GROUP BY 1) d
    WHERE t.schedule_id = d.schedule_id;
  END IF;
  PERFORM sailing_totals_recount(partial);
END $$;
--> statement-breakpoint
-- As a row is written: fresh bookings and their lines listed apart, entries for the capacity, the rest as before.
CREATE OR REPLACE FUNCTION sailing_totals_mark() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[] := ARRAY[]::integer[];
  fresh text := COALESCE(current_setting('ferry.sailing_fresh_bookings', true), '');
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF TG_TABLE_NAME = 'bookings' THEN
      PERFORM kept_totals_list('ferry.sailing_fresh_bookings', ARRAY[NEW.id::bigint]);
      RETURN NULL;
    ELSIF TG_TABLE_NAME IN ('booking_passengers', 'booking_vehicles') THEN
      IF position(',' || NEW.booking_id || ',' IN fresh) > 0 THEN RETURN NULL; END IF;
    ELSIF TG_TABLE_NAME = 'passenger_tickets' THEN
      IF NEW.status_tiket <> 'digunakan' AND position(',' || NEW.booking_id || ',' IN fresh) > 0 THEN
        RETURN NULL;
      END IF;
    END IF;
  END IF;
  IF TG_TABLE_NAME = 'schedule_quotas' THEN
    IF TG_OP <> 'INSERT' THEN touched := touched || OLD.schedule_id; END IF;
    IF TG_OP <> 'DELETE' THEN touched := touched || NEW.schedule_id; END IF;
    PERFORM kept_totals_list('ferry.sailing_capacity_dirty', touched::bigint[]);
    RETURN NULL;
  ELSIF TG_TABLE_NAME = 'bookings' THEN
    IF TG_OP <> 'INSERT' THEN touched := touched || OLD.schedule_id; END IF;
    IF TG_OP <> 'DELETE' THEN touched := touched || NEW.schedule_id; END IF;
  ELSIF TG_TABLE_NAME = 'reschedules' THEN
    IF TG_OP <> 'INSERT' THEN touched := touched || OLD.from_schedule_id; END IF;
    IF TG_OP <> 'DELETE' THEN touched := touched || NEW.from_schedule_id; END IF;
  ELSE
    -- booking_passengers, booking_vehicles, passenger_tickets, refunds: the sailing of their booking.
    IF TG_OP <> 'INSERT' THEN touched := touched || (SELECT b.schedule_id FROM bookings b WHERE b.id = OLD.booking_id); END IF;
    IF TG_OP <> 'DELETE' THEN touched := touched || (SELECT b.schedule_id FROM bookings b WHERE b.id = NEW.booking_id); END IF;
  END IF;
  PERFORM kept_totals_list('ferry.sailing_totals_dirty', touched::bigint[]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kept_totals_flush() RETURNS trigger LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  sailings bigint[] := kept_totals_taken('ferry.sailing_totals_dirty');
  fresh bigint[] := kept_totals_taken('ferry.sailing_fresh_bookings');
  capacity bigint[] := kept_totals_taken('ferry.sailing_capacity_dirty');
  revenue bigint[] := kept_totals_taken('ferry.revenue_bookings_dirty');
  paid bigint[] := kept_totals_taken('ferry.payments_dirty');
BEGIN
  IF cardinality(sailings) + cardinality(fresh) + cardinality(capacity) > 0 THEN
    PERFORM sailing_totals_apply(sailings::integer[], fresh::integer[], capacity::integer[]);
  END IF;
  IF cardinality(revenue) > 0 THEN PERFORM revenue_shares_apply(revenue::integer[]); END IF;
  IF cardinality(paid) > 0 THEN PERFORM payment_shares_apply(paid::integer[]); END IF;
  RETURN NULL;
END $$;
