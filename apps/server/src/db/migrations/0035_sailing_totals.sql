CREATE TABLE "sailing_cargo_totals" (
	"schedule_id" integer NOT NULL,
	"cargo_type_id" integer NOT NULL,
	"penumpang" integer DEFAULT 0 NOT NULL,
	"kendaraan" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sailing_cargo_totals_schedule_id_cargo_type_id_pk" PRIMARY KEY("schedule_id","cargo_type_id")
);
--> statement-breakpoint
CREATE TABLE "sailing_totals" (
	"schedule_id" integer PRIMARY KEY NOT NULL,
	"kursi" integer DEFAULT 0 NOT NULL,
	"kursi_terjual" integer DEFAULT 0 NOT NULL,
	"tempat_kendaraan" integer DEFAULT 0 NOT NULL,
	"tempat_terjual" integer DEFAULT 0 NOT NULL,
	"penumpang" integer DEFAULT 0 NOT NULL,
	"kendaraan" integer DEFAULT 0 NOT NULL,
	"naik" integer DEFAULT 0 NOT NULL,
	"dipindah" integer DEFAULT 0 NOT NULL,
	"pendapatan_kotor" bigint DEFAULT 0 NOT NULL,
	"refund" bigint DEFAULT 0 NOT NULL,
	"refund_disetujui" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sailing_cargo_totals" ADD CONSTRAINT "sailing_cargo_totals_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sailing_totals" ADD CONSTRAINT "sailing_totals_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 051: the per-sailing totals the reports read, computed from the sailings' own rows. The one
-- definition serves the refresh at every commit and the whole rebuild (the backfill below, the history loader).
CREATE FUNCTION sailing_totals_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- A row per sailing, then the rows locked in id order: two commits refreshing the same sailings queue
  -- here one after the other (never crosswise), and each sums what was committed before it.
  INSERT INTO sailing_totals (schedule_id) SELECT s.id FROM schedules s WHERE s.id = ANY(ids)
    ON CONFLICT (schedule_id) DO NOTHING;
  PERFORM 1 FROM sailing_totals t WHERE t.schedule_id = ANY(ids) ORDER BY t.schedule_id FOR UPDATE;
  -- People and vehicles of the confirmed bookings per cargo type first; the sailing's counts sum them.
  DELETE FROM sailing_cargo_totals c WHERE c.schedule_id = ANY(ids);
  INSERT INTO sailing_cargo_totals (schedule_id, cargo_type_id, penumpang, kendaraan)
  SELECT schedule_id, cargo_type_id, SUM(penumpang), SUM(kendaraan) FROM (
    SELECT b.schedule_id, p.cargo_type_id, 1 AS penumpang, 0 AS kendaraan
    FROM bookings b JOIN booking_passengers p ON p.booking_id = b.id
    WHERE b.schedule_id = ANY(ids) AND b.status = 'confirmed'
    UNION ALL
    SELECT b.schedule_id, v.cargo_type_id, 0, 1
    FROM bookings b JOIN booking_vehicles v ON v.booking_id = b.id
    WHERE b.schedule_id = ANY(ids) AND b.status = 'confirmed'
  ) people GROUP BY 1, 2;
  UPDATE sailing_totals t SET
    kursi = COALESCE(cap.kursi, 0), kursi_terjual = COALESCE(cap.kursi_terjual, 0),
    tempat_kendaraan = COALESCE(cap.tempat_kendaraan, 0), tempat_terjual = COALESCE(cap.tempat_terjual, 0),
    penumpang = COALESCE(people.penumpang, 0), kendaraan = COALESCE(people.kendaraan, 0), naik = COALESCE(naik.n, 0),
    dipindah = COALESCE(moved.n, 0), pendapatan_kotor = COALESCE(cash.kotor, 0),
    refund = COALESCE(cash.refund, 0), refund_disetujui = COALESCE(cash.disetujui, 0)
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
    SELECT c.schedule_id, SUM(c.penumpang) AS penumpang, SUM(c.kendaraan) AS kendaraan FROM sailing_cargo_totals c
    WHERE c.schedule_id = ANY(ids) GROUP BY 1
  ) people ON people.schedule_id = x.id
  LEFT JOIN (
    SELECT b.schedule_id, COUNT(*) AS n FROM bookings b JOIN passenger_tickets pt ON pt.booking_id = b.id
    WHERE b.schedule_id = ANY(ids) AND pt.status_tiket = 'digunakan' GROUP BY 1
  ) naik ON naik.schedule_id = x.id
  LEFT JOIN (
    SELECT m.from_schedule_id AS schedule_id, COUNT(DISTINCT m.booking_id) AS n FROM reschedules m
    WHERE m.from_schedule_id = ANY(ids) GROUP BY 1
  ) moved ON moved.schedule_id = x.id
  WHERE t.schedule_id = x.id;
END $$;
--> statement-breakpoint
-- Every sailing's totals made again from its rows (the backfill; after a bulk load with the triggers off).
CREATE FUNCTION sailing_totals_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sailing_totals t WHERE NOT EXISTS (SELECT 1 FROM schedules s WHERE s.id = t.schedule_id);
  PERFORM sailing_totals_refresh(ARRAY(SELECT id FROM schedules ORDER BY id));
END $$;
--> statement-breakpoint
-- As a row is written: its sailing (and, for a booking moved, the one it left) joins the transaction's
-- list of sailings to refresh (`ferry.sailing_totals_dirty`, local to the transaction and its savepoints).
CREATE FUNCTION sailing_totals_mark() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[] := ARRAY[]::integer[];
  listed text := COALESCE(current_setting('ferry.sailing_totals_dirty', true), '');
  id integer;
BEGIN
  IF TG_TABLE_NAME = 'bookings' THEN
    IF TG_OP <> 'INSERT' THEN touched := touched || OLD.schedule_id; END IF;
    IF TG_OP <> 'DELETE' THEN touched := touched || NEW.schedule_id; END IF;
  ELSIF TG_TABLE_NAME = 'schedule_quotas' THEN
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
  FOREACH id IN ARRAY touched LOOP
    IF id IS NOT NULL AND position(',' || id || ',' IN listed) = 0 THEN
      listed := CASE WHEN listed = '' THEN ',' ELSE listed END || id || ',';
    END IF;
  END LOOP;
  PERFORM set_config('ferry.sailing_totals_dirty', listed, true);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- At the commit (deferred), once per transaction whatever the rows: the listed sailings refreshed in id order.
CREATE FUNCTION sailing_totals_flush() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  listed text := COALESCE(current_setting('ferry.sailing_totals_dirty', true), '');
BEGIN
  IF listed <> '' THEN
    PERFORM set_config('ferry.sailing_totals_dirty', '', true);
    PERFORM sailing_totals_refresh(ARRAY(
      SELECT DISTINCT x::integer FROM unnest(string_to_array(trim(BOTH ',' FROM listed), ',')) AS x ORDER BY 1));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sailing_totals_mark AFTER INSERT OR DELETE ON bookings FOR EACH ROW EXECUTE FUNCTION sailing_totals_mark();
--> statement-breakpoint
CREATE TRIGGER sailing_totals_mark_update AFTER UPDATE OF status, total_harga, schedule_id ON bookings FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.total_harga IS DISTINCT FROM NEW.total_harga OR OLD.schedule_id IS DISTINCT FROM NEW.schedule_id)
  EXECUTE FUNCTION sailing_totals_mark();
--> statement-breakpoint
CREATE TRIGGER sailing_totals_mark AFTER INSERT OR DELETE OR UPDATE OF booking_id, cargo_type_id ON booking_passengers FOR EACH ROW EXECUTE FUNCTION sailing_totals_mark();
--> statement-breakpoint
CREATE TRIGGER sailing_totals_mark AFTER INSERT OR DELETE OR UPDATE OF booking_id, cargo_type_id ON booking_vehicles FOR EACH ROW EXECUTE FUNCTION sailing_totals_mark();
--> statement-breakpoint
CREATE TRIGGER sailing_totals_mark AFTER INSERT OR DELETE ON passenger_tickets FOR EACH ROW EXECUTE FUNCTION sailing_totals_mark();
--> statement-breakpoint
CREATE TRIGGER sailing_totals_mark_update AFTER UPDATE OF status_tiket, booking_id ON passenger_tickets FOR EACH ROW
  WHEN (OLD.status_tiket IS DISTINCT FROM NEW.status_tiket OR OLD.booking_id IS DISTINCT FROM NEW.booking_id)
  EXECUTE FUNCTION sailing_totals_mark();
--> statement-breakpoint
CREATE TRIGGER sailing_totals_mark AFTER INSERT OR DELETE OR UPDATE OF status, jumlah_refund, booking_id ON refunds FOR EACH ROW EXECUTE FUNCTION sailing_totals_mark();
--> statement-breakpoint
CREATE TRIGGER sailing_totals_mark AFTER INSERT OR DELETE OR UPDATE OF kapasitas, terjual, cargo_type_id, schedule_id ON schedule_quotas FOR EACH ROW EXECUTE FUNCTION sailing_totals_mark();
--> statement-breakpoint
CREATE TRIGGER sailing_totals_mark AFTER INSERT OR DELETE OR UPDATE OF from_schedule_id, booking_id ON reschedules FOR EACH ROW EXECUTE FUNCTION sailing_totals_mark();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sailing_totals_flush AFTER INSERT OR DELETE OR UPDATE OF status, total_harga, schedule_id ON bookings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sailing_totals_flush();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sailing_totals_flush AFTER INSERT OR DELETE OR UPDATE OF booking_id, cargo_type_id ON booking_passengers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sailing_totals_flush();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sailing_totals_flush AFTER INSERT OR DELETE OR UPDATE OF booking_id, cargo_type_id ON booking_vehicles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sailing_totals_flush();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sailing_totals_flush AFTER INSERT OR DELETE OR UPDATE OF status_tiket, booking_id ON passenger_tickets
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sailing_totals_flush();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sailing_totals_flush AFTER INSERT OR DELETE OR UPDATE OF status, jumlah_refund, booking_id ON refunds
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sailing_totals_flush();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sailing_totals_flush AFTER INSERT OR DELETE OR UPDATE OF kapasitas, terjual, cargo_type_id, schedule_id ON schedule_quotas
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sailing_totals_flush();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sailing_totals_flush AFTER INSERT OR DELETE OR UPDATE OF from_schedule_id, booking_id ON reschedules
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sailing_totals_flush();
--> statement-breakpoint
SELECT sailing_totals_rebuild();
