import type { ReportColumn, ReportQuery } from "@ferry/shared/reports";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Period } from "./period";
import {
  day,
  lazy,
  money,
  num,
  type ReportSource,
  type Row,
  summed,
  summedOnce,
  summer,
  text,
} from "./report-source";
import { int, query, schedCte } from "./sql-parts";

export function monthlyRecap(db: Database, filters: ReportQuery, period: Period): ReportSource {
  // The sailings' kept totals (decision 051) per day and route; the day and route labels join the few results.
  const base = sql`WITH ${schedCte(filters, period)}`;
  const perCargo = (count: "penumpang" | "kendaraan", label: "kelas" | "golongan") => sql`${base}
      SELECT s.tanggal, s.route_id, COALESCE(ct.${sql.raw(label)}, ct.nama) AS ${sql.raw(label)}, SUM(c.${sql.raw(count)})::int AS n
      FROM sched s JOIN sailing_cargo_totals c ON c.schedule_id = s.id JOIN cargo_types ct ON ct.id = c.cargo_type_id
      WHERE c.${sql.raw(count)} > 0 GROUP BY 1, 2, 3`;
  const work = Promise.all([
    query<Row>(
      db,
      sql`${base}
      SELECT s.tanggal, s.route_id, MAX(s.kode_rute) AS kode_rute, MAX(s.nama_rute) AS rute, COUNT(*)::int AS pelayaran,
        COUNT(*) FILTER (WHERE s.status = 'batal')::int AS dibatalkan, COALESCE(SUM(t.dipindah), 0)::int AS dipindah,
        COALESCE(SUM(t.pendapatan_kotor), 0)::bigint AS kotor, COALESCE(SUM(t.refund), 0)::bigint AS refund,
        COALESCE(SUM(t.refund_disetujui) FILTER (WHERE s.status = 'batal'), 0)::bigint AS refund_pembatalan
      FROM sched s LEFT JOIN sailing_totals t ON t.schedule_id = s.id GROUP BY 1, 2 ORDER BY 1, 3`,
    ),
    query<Row>(db, perCargo("penumpang", "kelas")),
    query<Row>(db, perCargo("kendaraan", "golongan")),
  ]);
  let columns: ReportColumn[] = [];
  let totals: Record<string, number> = {};
  const rows = work.then(([trips, people, vehicles]) => {
    const classes = [...new Set(people.map((row) => String(row.kelas)))].sort();
    const groups = [...new Set(vehicles.map((row) => String(row.golongan)))].sort();
    const byKey = new Map<string, Row>();
    for (const trip of trips) {
      const kotor = int(trip.kotor);
      const refund = int(trip.refund);
      const row: Row = {
        tanggal: trip.tanggal as string,
        kode_rute: trip.kode_rute as string,
        rute: trip.rute as string,
        pelayaran: int(trip.pelayaran),
        dibatalkan: int(trip.dibatalkan),
        ...Object.fromEntries(classes.map((name) => [`penumpang:${name}`, 0])),
        total_penumpang: 0,
        ...Object.fromEntries(groups.map((name) => [`kendaraan:${name}`, 0])),
        total_kendaraan: 0,
        dipindah: int(trip.dipindah),
        pendapatan_kotor: kotor,
        refund,
        refund_pembatalan: int(trip.refund_pembatalan),
        pendapatan: kotor - refund,
      };
      byKey.set(`${trip.tanggal}|${trip.route_id}`, row);
    }
    const addCount = (key: string, column: string, total: string, n: number) => {
      const row = byKey.get(key);
      if (!row) return;
      row[column] = int(row[column]) + n;
      row[total] = int(row[total]) + n;
    };
    for (const row of people)
      addCount(`${row.tanggal}|${row.route_id}`, `penumpang:${row.kelas}`, "total_penumpang", int(row.n));
    for (const row of vehicles)
      addCount(`${row.tanggal}|${row.route_id}`, `kendaraan:${row.golongan}`, "total_kendaraan", int(row.n));
    columns = [
      day("tanggal", "Tanggal"),
      text("kode_rute", "Kode Rute"),
      text("rute", "Rute"),
      num("pelayaran", "Pelayaran"),
      num("dibatalkan", "Pelayaran Dibatalkan"),
      ...classes.map((name) => num(`penumpang:${name}`, `Penumpang ${name}`)),
      num("total_penumpang", "Total Penumpang"),
      ...groups.map((name) => num(`kendaraan:${name}`, `Kendaraan ${name}`)),
      num("total_kendaraan", "Total Kendaraan"),
      num("dipindah", "Booking Dipindah"),
      money("pendapatan_kotor", "Pendapatan Kotor"),
      money("refund", "Refund"),
      money("refund_pembatalan", "Refund Pembatalan (termasuk)"),
      money("pendapatan", "Pendapatan"),
    ];
    const list = [...byKey.values()];
    const sums = summer(columns.filter(summed).map((column) => column.key));
    sums.add(list);
    totals = sums.totals;
    return list;
  });
  return lazy(
    rows,
    () => columns,
    () => totals,
  );
}

/** Per day (departure) and route: refunds requested, approved amounts (gross, fee, returned), waiting. */
export function monthlyRefunds(db: Database, filters: ReportQuery, period: Period): ReportSource {
  const sums = summer([
    "pengajuan",
    "disetujui",
    "ditolak",
    "menunggu",
    "tiket",
    "jumlah_kotor",
    "potongan",
    "jumlah_refund",
  ]);
  const rows = query<Row>(
    db,
    sql`WITH ${schedCte(filters, period)},
    items AS (SELECT refund_id, COUNT(*)::int AS n FROM refund_items GROUP BY 1)
    SELECT s.tanggal, s.kode_rute, MAX(s.nama_rute) AS rute, COUNT(r.id)::int AS pengajuan,
      COUNT(*) FILTER (WHERE r.status = 'disetujui')::int AS disetujui,
      COUNT(*) FILTER (WHERE r.status = 'ditolak')::int AS ditolak,
      COUNT(*) FILTER (WHERE r.status = 'menunggu')::int AS menunggu,
      COALESCE(SUM(i.n) FILTER (WHERE r.status = 'disetujui'), 0)::int AS tiket,
      COALESCE(SUM(r.jumlah_kotor) FILTER (WHERE r.status = 'disetujui'), 0)::bigint AS jumlah_kotor,
      COALESCE(SUM(r.potongan) FILTER (WHERE r.status = 'disetujui'), 0)::bigint AS potongan,
      COALESCE(SUM(r.jumlah_refund) FILTER (WHERE r.status = 'disetujui'), 0)::bigint AS jumlah_refund
    FROM refunds r JOIN bookings b ON b.id = r.booking_id JOIN sched s ON s.id = b.schedule_id
    LEFT JOIN items i ON i.refund_id = r.id
    GROUP BY s.tanggal, s.kode_rute ORDER BY s.tanggal, s.kode_rute`,
  ).then((found) =>
    found.map((row) => ({
      ...row,
      jumlah_kotor: int(row.jumlah_kotor),
      potongan: int(row.potongan),
      jumlah_refund: int(row.jumlah_refund),
    })),
  );
  return {
    columns: [
      day("tanggal", "Tanggal"),
      text("kode_rute", "Kode Rute"),
      text("rute", "Rute"),
      num("pengajuan", "Pengajuan"),
      num("disetujui", "Disetujui"),
      num("ditolak", "Ditolak"),
      num("menunggu", "Menunggu"),
      num("tiket", "Tiket Direfund"),
      money("jumlah_kotor", "Jumlah Kotor"),
      money("potongan", "Potongan"),
      money("jumlah_refund", "Dikembalikan"),
    ],
    batches: summedOnce(rows, sums),
    totals: () => sums.totals,
  };
}
