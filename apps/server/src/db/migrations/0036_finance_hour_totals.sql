CREATE TABLE "payment_hour_totals" (
	"jam" timestamp with time zone NOT NULL,
	"metode" text NOT NULL,
	"transaksi" integer DEFAULT 0 NOT NULL,
	"jumlah" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_hour_totals_jam_metode_pk" PRIMARY KEY("jam","metode")
);
--> statement-breakpoint
CREATE TABLE "revenue_hour_totals" (
	"jam" timestamp with time zone NOT NULL,
	"route_id" integer NOT NULL,
	"kanal" text NOT NULL,
	"booking" integer DEFAULT 0 NOT NULL,
	"pendapatan_kotor" bigint DEFAULT 0 NOT NULL,
	"refund" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "revenue_hour_totals_jam_route_id_kanal_pk" PRIMARY KEY("jam","route_id","kanal")
);
--> statement-breakpoint
-- Decision 054: the finance report's revenue and accepted payments kept summed per UTC hour, refreshed from
-- the raw rows at every commit as the per-sailing totals are (decision 051). An hour is kept as its number
-- since the epoch (`finance_hour_of`) while listed, so nothing depends on the session's time zone.
CREATE FUNCTION finance_hour_of(at timestamptz) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT floor(extract(epoch FROM at) / 3600)::bigint
$$;
--> statement-breakpoint
-- The hours' locks, in hour order: two commits refreshing the same hours queue one after the other (never
-- crosswise), and the statements after the lock see what every earlier commit wrote. Many hours at once (a
-- rebuild, a sailing's route changed) lock the whole table instead, which waits for every commit writing
-- it and holds off the next (the lock table has room for a few thousand locks, not a year of hours).
CREATE FUNCTION finance_hours_locked(kind text, hours timestamptz[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE h timestamptz;
BEGIN
  IF cardinality(hours) > 48 THEN
    EXECUTE format('LOCK TABLE %I IN EXCLUSIVE MODE', kind);
    RETURN;
  END IF;
  FOR h IN SELECT DISTINCT x FROM unnest(hours) AS x ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(hashtextextended(kind || ':' || finance_hour_of(h), 0));
  END LOOP;
END $$;
--> statement-breakpoint
-- The revenue rows of the given hours made again from the bookings created in them (the rules the finance
-- report had: a booking counts when confirmed, or cancelled with an approved refund; its approved refunds
-- are subtracted, whenever they were decided).
CREATE FUNCTION revenue_hour_refresh(hours timestamptz[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM finance_hours_locked('revenue_hour_totals', hours);
  DELETE FROM revenue_hour_totals t WHERE t.jam = ANY(hours);
  INSERT INTO revenue_hour_totals (jam, route_id, kanal, booking, pendapatan_kotor, refund)
  WITH hrs AS (SELECT DISTINCT x AS jam FROM unnest(hours) AS x),
  made AS (
    SELECT hrs.jam, b.id, b.schedule_id, b.channel, b.status, b.total_harga FROM hrs
    JOIN bookings b ON b.created_at >= hrs.jam AND b.created_at < hrs.jam + interval '1 hour'),
  approved AS (
    SELECT r.booking_id, SUM(r.jumlah_refund) AS refund FROM refunds r JOIN made ON made.id = r.booking_id
    WHERE r.status = 'disetujui' GROUP BY 1)
  SELECT made.jam, s.route_id, made.channel, COUNT(*), SUM(made.total_harga), COALESCE(SUM(a.refund), 0)
  FROM made JOIN schedules s ON s.id = made.schedule_id LEFT JOIN approved a ON a.booking_id = made.id
  WHERE made.status = 'confirmed' OR (made.status = 'cancel' AND a.booking_id IS NOT NULL)
  GROUP BY 1, 2, 3;
END $$;
--> statement-breakpoint
-- The accepted payments of the given hours made again from the payments accepted in them.
CREATE FUNCTION payment_hour_refresh(hours timestamptz[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM finance_hours_locked('payment_hour_totals', hours);
  DELETE FROM payment_hour_totals t WHERE t.jam = ANY(hours);
  INSERT INTO payment_hour_totals (jam, metode, transaksi, jumlah)
  SELECT hrs.jam, p.method, COUNT(*), SUM(p.amount) FROM (SELECT DISTINCT x AS jam FROM unnest(hours) AS x) hrs
  JOIN booking_payments p ON p.status = 'diterima'
    AND COALESCE(p.verified_at, p.created_at) >= hrs.jam AND COALESCE(p.verified_at, p.created_at) < hrs.jam + interval '1 hour'
  GROUP BY 1, 2;
END $$;
--> statement-breakpoint
-- Every hour's finance totals made again from the raw rows (the backfill; after a bulk load with the triggers off).
CREATE FUNCTION finance_totals_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM revenue_hour_refresh(ARRAY(
    SELECT DISTINCT to_timestamp(finance_hour_of(b.created_at) * 3600) FROM bookings b
    UNION SELECT t.jam FROM revenue_hour_totals t));
  PERFORM payment_hour_refresh(ARRAY(
    SELECT DISTINCT to_timestamp(finance_hour_of(COALESCE(p.verified_at, p.created_at)) * 3600)
    FROM booking_payments p WHERE p.status = 'diterima'
    UNION SELECT t.jam FROM payment_hour_totals t));
END $$;
--> statement-breakpoint
-- Adds hours (or any keys) to a transaction-local list (`set_config(…, true)`: rolled back with its savepoint).
CREATE FUNCTION kept_totals_list(setting text, keys bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  listed text := COALESCE(current_setting(setting, true), '');
  k bigint;
BEGIN
  FOREACH k IN ARRAY keys LOOP
    IF k IS NOT NULL AND position(',' || k || ',' IN listed) = 0 THEN
      listed := CASE WHEN listed = '' THEN ',' ELSE listed END || k || ',';
    END IF;
  END LOOP;
  PERFORM set_config(setting, listed, true);
END $$;
--> statement-breakpoint
-- As a row is written: the hour(s) it counts in join the transaction's lists (`ferry.revenue_hours_dirty`:
-- the creation hour of the booking, of the refunded booking, of every booking of a sailing whose route
-- changed; `ferry.payment_hours_dirty`: the acceptance hour of an accepted payment, before and after).
CREATE FUNCTION finance_totals_mark() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  revenue bigint[] := ARRAY[]::bigint[];
  paid bigint[] := ARRAY[]::bigint[];
BEGIN
  IF TG_TABLE_NAME = 'bookings' THEN
    IF TG_OP <> 'INSERT' THEN revenue := revenue || finance_hour_of(OLD.created_at); END IF;
    IF TG_OP <> 'DELETE' THEN revenue := revenue || finance_hour_of(NEW.created_at); END IF;
  ELSIF TG_TABLE_NAME = 'refunds' THEN
    IF TG_OP <> 'INSERT' AND OLD.status = 'disetujui' THEN
      revenue := revenue || (SELECT finance_hour_of(b.created_at) FROM bookings b WHERE b.id = OLD.booking_id);
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.status = 'disetujui' THEN
      revenue := revenue || (SELECT finance_hour_of(b.created_at) FROM bookings b WHERE b.id = NEW.booking_id);
    END IF;
  ELSIF TG_TABLE_NAME = 'schedules' THEN
    revenue := ARRAY(SELECT DISTINCT finance_hour_of(b.created_at) FROM bookings b WHERE b.schedule_id = NEW.id);
  ELSE
    -- booking_payments
    IF TG_OP <> 'INSERT' AND OLD.status = 'diterima' THEN
      paid := paid || finance_hour_of(COALESCE(OLD.verified_at, OLD.created_at));
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.status = 'diterima' THEN
      paid := paid || finance_hour_of(COALESCE(NEW.verified_at, NEW.created_at));
    END IF;
  END IF;
  PERFORM kept_totals_list('ferry.revenue_hours_dirty', revenue);
  PERFORM kept_totals_list('ferry.payment_hours_dirty', paid);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The listed keys of a transaction-local list, emptied.
CREATE FUNCTION kept_totals_taken(setting text) RETURNS bigint[] LANGUAGE plpgsql AS $$
DECLARE
  listed text := COALESCE(current_setting(setting, true), '');
BEGIN
  IF listed = '' THEN RETURN ARRAY[]::bigint[]; END IF;
  PERFORM set_config(setting, '', true);
  RETURN ARRAY(SELECT DISTINCT x::bigint FROM unnest(string_to_array(trim(BOTH ',' FROM listed), ',')) AS x ORDER BY 1);
END $$;
--> statement-breakpoint
-- At the commit (deferred), once per transaction whatever the rows, every kept total listed, always in the
-- same order: the sailings (decision 051) in id order, then the revenue hours, then the payment hours, each
-- in hour order. One flush for all, so no two commits take these locks in crossed orders.
CREATE FUNCTION kept_totals_flush() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sailings bigint[] := kept_totals_taken('ferry.sailing_totals_dirty');
  revenue bigint[] := kept_totals_taken('ferry.revenue_hours_dirty');
  paid bigint[] := kept_totals_taken('ferry.payment_hours_dirty');
BEGIN
  IF cardinality(sailings) > 0 THEN PERFORM sailing_totals_refresh(sailings::integer[]); END IF;
  IF cardinality(revenue) > 0 THEN
    PERFORM revenue_hour_refresh(ARRAY(SELECT to_timestamp(h * 3600) FROM unnest(revenue) AS h));
  END IF;
  IF cardinality(paid) > 0 THEN
    PERFORM payment_hour_refresh(ARRAY(SELECT to_timestamp(h * 3600) FROM unnest(paid) AS h));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER sailing_totals_flush ON bookings;
--> statement-breakpoint
DROP TRIGGER sailing_totals_flush ON booking_passengers;
--> statement-breakpoint
DROP TRIGGER sailing_totals_flush ON booking_vehicles;
--> statement-breakpoint
DROP TRIGGER sailing_totals_flush ON passenger_tickets;
--> statement-breakpoint
DROP TRIGGER sailing_totals_flush ON refunds;
--> statement-breakpoint
DROP TRIGGER sailing_totals_flush ON schedule_quotas;
--> statement-breakpoint
DROP TRIGGER sailing_totals_flush ON reschedules;
--> statement-breakpoint
DROP FUNCTION sailing_totals_flush();
--> statement-breakpoint
CREATE TRIGGER finance_totals_mark AFTER INSERT OR DELETE ON bookings FOR EACH ROW EXECUTE FUNCTION finance_totals_mark();
--> statement-breakpoint
CREATE TRIGGER finance_totals_mark_update AFTER UPDATE OF status, total_harga, schedule_id, channel, created_at ON bookings FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.total_harga IS DISTINCT FROM NEW.total_harga OR OLD.schedule_id IS DISTINCT FROM NEW.schedule_id
    OR OLD.channel IS DISTINCT FROM NEW.channel OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION finance_totals_mark();
--> statement-breakpoint
CREATE TRIGGER finance_totals_mark AFTER INSERT OR DELETE OR UPDATE OF status, jumlah_refund, booking_id ON refunds FOR EACH ROW EXECUTE FUNCTION finance_totals_mark();
--> statement-breakpoint
CREATE TRIGGER finance_totals_mark AFTER UPDATE OF route_id ON schedules FOR EACH ROW
  WHEN (OLD.route_id IS DISTINCT FROM NEW.route_id) EXECUTE FUNCTION finance_totals_mark();
--> statement-breakpoint
CREATE TRIGGER finance_totals_mark AFTER INSERT OR DELETE OR UPDATE OF status, amount, method, verified_at, created_at ON booking_payments
  FOR EACH ROW EXECUTE FUNCTION finance_totals_mark();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER kept_totals_flush AFTER INSERT OR DELETE OR UPDATE OF status, total_harga, schedule_id, channel, created_at ON bookings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kept_totals_flush();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER kept_totals_flush AFTER INSERT OR DELETE OR UPDATE OF booking_id, cargo_type_id ON booking_passengers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kept_totals_flush();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER kept_totals_flush AFTER INSERT OR DELETE OR UPDATE OF booking_id, cargo_type_id ON booking_vehicles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kept_totals_flush();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER kept_totals_flush AFTER INSERT OR DELETE OR UPDATE OF status_tiket, booking_id ON passenger_tickets
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kept_totals_flush();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER kept_totals_flush AFTER INSERT OR DELETE OR UPDATE OF status, jumlah_refund, booking_id ON refunds
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kept_totals_flush();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER kept_totals_flush AFTER INSERT OR DELETE OR UPDATE OF kapasitas, terjual, cargo_type_id, schedule_id ON schedule_quotas
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kept_totals_flush();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER kept_totals_flush AFTER INSERT OR DELETE OR UPDATE OF from_schedule_id, booking_id ON reschedules
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kept_totals_flush();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER kept_totals_flush AFTER UPDATE OF route_id ON schedules
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kept_totals_flush();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER kept_totals_flush AFTER INSERT OR DELETE OR UPDATE OF status, amount, method, verified_at, created_at ON booking_payments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kept_totals_flush();
--> statement-breakpoint
SELECT finance_totals_rebuild();
