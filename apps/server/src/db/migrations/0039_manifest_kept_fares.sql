ALTER TABLE "sailing_cargo_totals" ADD COLUMN "harga_penumpang" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sailing_cargo_totals" ADD COLUMN "harga_kendaraan" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sailing_totals" ADD COLUMN "harga_penumpang" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sailing_totals" ADD COLUMN "harga_kendaraan" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Issue 26: the manifest reports total their period's people (or vehicles) and net fares from the kept rows
-- instead of summing every person of the period (a month of a busy port: 127,000). The refresh of decision
-- 051 now also keeps the net fare (harga - potongan) per sailing and cargo type, and a change of a line's
-- fare or discount alone (a move repriced, a vehicle's class changed) refreshes its sailing.
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
    kursi = COALESCE(cap.kursi, 0), kursi_terjual = COALESCE(cap.kursi_terjual, 0),
    tempat_kendaraan = COALESCE(cap.tempat_kendaraan, 0), tempat_terjual = COALESCE(cap.tempat_terjual, 0),
    penumpang = COALESCE(people.penumpang, 0), kendaraan = COALESCE(people.kendaraan, 0),
    harga_penumpang = COALESCE(people.harga_penumpang, 0), harga_kendaraan = COALESCE(people.harga_kendaraan, 0),
    naik = COALESCE(naik.n, 0),
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
    SELECT c.schedule_id, SUM(c.penumpang) AS penumpang, SUM(c.kendaraan) AS kendaraan,
      SUM(c.harga_penumpang) AS harga_penumpang, SUM(c.harga_kendaraan) AS harga_kendaraan FROM sailing_cargo_totals c
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
DROP TRIGGER sailing_totals_mark ON booking_passengers;
--> statement-breakpoint
DROP TRIGGER sailing_totals_mark ON booking_vehicles;
--> statement-breakpoint
DROP TRIGGER kept_totals_flush ON booking_passengers;
--> statement-breakpoint
DROP TRIGGER kept_totals_flush ON booking_vehicles;
--> statement-breakpoint
CREATE TRIGGER sailing_totals_mark AFTER INSERT OR DELETE OR UPDATE OF booking_id, cargo_type_id, harga, potongan ON booking_passengers
  FOR EACH ROW EXECUTE FUNCTION sailing_totals_mark();
--> statement-breakpoint
CREATE TRIGGER sailing_totals_mark AFTER INSERT OR DELETE OR UPDATE OF booking_id, cargo_type_id, harga, potongan ON booking_vehicles
  FOR EACH ROW EXECUTE FUNCTION sailing_totals_mark();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER kept_totals_flush AFTER INSERT OR DELETE OR UPDATE OF booking_id, cargo_type_id, harga, potongan ON booking_passengers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kept_totals_flush();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER kept_totals_flush AFTER INSERT OR DELETE OR UPDATE OF booking_id, cargo_type_id, harga, potongan ON booking_vehicles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kept_totals_flush();
--> statement-breakpoint
SELECT sailing_totals_rebuild();
