import type { ReportQuery } from "@ferry/shared/reports";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Period } from "./period";
import { money, num, type ReportSource, type Row, summedOnce, summer, text } from "./report-source";
import { int, query, schedCte } from "./sql-parts";

/**
 * Per sailing with vehicles re-measured at the gate ('Ukur Ulang', decision 033): how many moved up or
 * down a golongan, which (plate, old → new class), what was charged (kurang bayar), credited (lebih bayar)
 * and the revenue the reclassifications brought.
 */
export function reclassificationReport(db: Database, filters: ReportQuery, period: Period): ReportSource {
  const rows = query<Row>(
    db,
    sql`WITH ${schedCte(filters, period)},
    rk AS (
      SELECT v.schedule_id, COUNT(*)::int AS jumlah,
        COUNT(*) FILTER (WHERE v.selisih > 0)::int AS naik, COUNT(*) FILTER (WHERE v.selisih <= 0)::int AS turun,
        COALESCE(SUM(v.selisih) FILTER (WHERE v.selisih > 0), 0)::bigint AS kurang_bayar,
        COALESCE(-SUM(v.selisih) FILTER (WHERE v.selisih < 0), 0)::bigint AS lebih_bayar,
        string_agg(bv.nomor_kendaraan || ' ' || COALESCE(v.golongan_lama, '-') || ' ke ' || v.golongan_baru, ', '
          ORDER BY v.id) AS rincian
      FROM vehicle_reclassifications v JOIN sched s ON s.id = v.schedule_id
      JOIN booking_vehicles bv ON bv.id = v.booking_vehicle_id
      GROUP BY 1
    )
    SELECT s.id AS schedule_id, s.tanggal, s.jam, s.kode_rute, s.nama_rute AS rute, s.kapal,
      rk.jumlah, rk.naik, rk.turun, rk.rincian, rk.kurang_bayar, rk.lebih_bayar
    FROM sched s JOIN rk ON rk.schedule_id = s.id ORDER BY s.waktu_berangkat, s.id`,
  ).then((found) =>
    found.map((row) => {
      const kurang = int(row.kurang_bayar);
      const lebih = int(row.lebih_bayar);
      return { ...row, kurang_bayar: kurang, lebih_bayar: lebih, pendapatan: kurang - lebih };
    }),
  );
  const sums = summer(["jumlah", "naik", "turun", "kurang_bayar", "lebih_bayar", "pendapatan"]);
  return {
    columns: [
      text("tanggal", "Tanggal"),
      text("jam", "Jam"),
      text("kode_rute", "Kode Rute"),
      text("rute", "Rute"),
      text("kapal", "Kapal"),
      num("jumlah", "Reklasifikasi"),
      num("naik", "Naik Golongan"),
      num("turun", "Turun Golongan"),
      text("rincian", "Kendaraan (golongan lama ke baru)"),
      money("kurang_bayar", "Kurang Bayar Ditagih"),
      money("lebih_bayar", "Lebih Bayar Dikembalikan"),
      money("pendapatan", "Pendapatan Reklasifikasi"),
    ],
    batches: summedOnce(rows, sums),
    totals: () => sums.totals,
  };
}
