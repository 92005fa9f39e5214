import type { ReportQuery } from "@ferry/shared/reports";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { percent } from "../../lib/percent";
import type { Period } from "./period";
import { day, money, num, type ReportSource, type Row, text } from "./report-source";
import { sailingPages, summedColumns } from "./sailing-pages";
import { int, KEPT_COUNTS, query, schedCte } from "./sql-parts";

/**
 * Per sailing: passenger seats and vehicle places apart (capacity, held, load factor of each), people and
 * vehicles carried, boarded, revenue — read from the sailings' kept totals (`sailing_totals`, decision 051).
 */
export function summaryManifest(db: Database, filters: ReportQuery, period: Period): ReportSource {
  const paged = sailingPages(db, filters, period, {
    columns: sql`s.id AS schedule_id, s.tanggal, s.jam, s.kode_rute, s.nama_rute AS rute, s.kapal, s.status,
      ${KEPT_COUNTS}, COALESCE(t.penumpang, 0) AS penumpang, COALESCE(t.kendaraan, 0) AS kendaraan,
      COALESCE(t.naik, 0) AS naik, COALESCE(t.dipindah, 0) AS dipindah,
      COALESCE(t.pendapatan_kotor, 0) AS pendapatan_kotor, COALESCE(t.refund, 0) AS refund,
      CASE WHEN s.status = 'batal' THEN COALESCE(t.refund_disetujui, 0) ELSE 0 END AS refund_pembatalan`,
    sums: sql`${summedColumns(["kursi", "kursi_terjual", "tempat_kendaraan", "tempat_terjual", "penumpang", "kendaraan", "naik", "dipindah", "pendapatan_kotor", "refund"])},
      COALESCE(SUM(CASE WHEN s.status = 'batal' THEN t.refund_disetujui ELSE 0 END), 0) AS refund_pembatalan,
      COALESCE(SUM(t.pendapatan_kotor - t.refund), 0) AS pendapatan`,
    shape: (row) => {
      const kotor = int(row.pendapatan_kotor);
      const refund = int(row.refund);
      return {
        ...row,
        pendapatan_kotor: kotor,
        refund,
        refund_pembatalan: int(row.refund_pembatalan),
        pendapatan: kotor - refund,
        lf_kursi: percent(int(row.kursi_terjual), int(row.kursi)),
        lf_kendaraan: percent(int(row.tempat_terjual), int(row.tempat_kendaraan)),
      };
    },
  });
  return {
    columns: [
      day("tanggal", "Tanggal"),
      text("jam", "Jam"),
      text("kode_rute", "Kode Rute"),
      text("rute", "Rute"),
      text("kapal", "Kapal"),
      text("status", "Status"),
      num("kursi", "Kursi"),
      num("kursi_terjual", "Kursi Terjual"),
      { key: "lf_kursi", label: "Load Factor Kursi (%)", kind: "percent" },
      num("tempat_kendaraan", "Tempat Kendaraan"),
      num("tempat_terjual", "Tempat Kendaraan Terjual"),
      { key: "lf_kendaraan", label: "Load Factor Kendaraan (%)", kind: "percent" },
      num("penumpang", "Penumpang"),
      num("kendaraan", "Kendaraan"),
      num("naik", "Naik"),
      num("dipindah", "Booking Dipindah"),
      money("pendapatan_kotor", "Pendapatan Kotor"),
      money("refund", "Refund"),
      money("refund_pembatalan", "Refund Pembatalan (termasuk)"),
      money("pendapatan", "Pendapatan"),
    ],
    batches: paged.batches,
    totals: () => {
      const sums = paged.totals();
      return {
        ...sums,
        lf_kursi: percent(sums.kursi_terjual ?? 0, sums.kursi ?? 0),
        lf_kendaraan: percent(sums.tempat_terjual ?? 0, sums.tempat_kendaraan ?? 0),
      };
    },
  };
}

/** Per sailing: departure and arrival, status, and passenger seats and vehicle places apart: capacity, held, left. */
export function scheduleList(db: Database, filters: ReportQuery, period: Period): ReportSource {
  const paged = sailingPages(db, filters, period, {
    columns: sql`s.id AS schedule_id, s.tanggal, s.jam AS berangkat, s.jam_tiba AS tiba, s.kode_rute,
      s.nama_rute AS rute, s.kapal, s.status, ${KEPT_COUNTS},
      COALESCE(t.kursi - t.kursi_terjual, 0) AS sisa_kursi,
      COALESCE(t.tempat_kendaraan - t.tempat_terjual, 0) AS sisa_tempat`,
    sums: sql`${summedColumns(["kursi", "kursi_terjual", "tempat_kendaraan", "tempat_terjual"])},
      COALESCE(SUM(t.kursi - t.kursi_terjual), 0) AS sisa_kursi,
      COALESCE(SUM(t.tempat_kendaraan - t.tempat_terjual), 0) AS sisa_tempat`,
  });
  return {
    columns: [
      day("tanggal", "Tanggal"),
      text("berangkat", "Berangkat"),
      text("tiba", "Tiba"),
      text("kode_rute", "Kode Rute"),
      text("rute", "Rute"),
      text("kapal", "Kapal"),
      text("status", "Status"),
      num("kursi", "Kursi"),
      num("kursi_terjual", "Kursi Terjual"),
      num("sisa_kursi", "Sisa Kursi"),
      num("tempat_kendaraan", "Tempat Kendaraan"),
      num("tempat_terjual", "Tempat Kendaraan Terjual"),
      num("sisa_tempat", "Sisa Tempat Kendaraan"),
    ],
    ...paged,
  };
}

const PAGE = 2000;

/** People (or vehicles) of the confirmed bookings of the sailings, read in pages by id. */
export function manifest(
  db: Database,
  filters: ReportQuery,
  period: Period,
  kind: "penumpang" | "kendaraan",
  pageSize = PAGE,
): ReportSource {
  let totals: Record<string, number> = {};
  const page = (after: number, last: number) =>
    kind === "penumpang"
      ? query<Row>(
          db,
          sql`WITH ${schedCte(filters, period)}
          SELECT p.id, s.tanggal, s.jam, s.kode_rute, s.kapal, b.booking_code AS kode_booking, t.kode_tiket,
            p.nama_lengkap AS nama, COALESCE(ct.kelas, ct.nama) AS kelas, p.jenis_kelamin, p.usia,
            p.nomor_identitas, t.status_tiket, (p.harga - p.potongan) AS harga, 1 AS jumlah
          FROM booking_passengers p JOIN bookings b ON b.id = p.booking_id JOIN sched s ON s.id = b.schedule_id
          JOIN cargo_types ct ON ct.id = p.cargo_type_id
          LEFT JOIN passenger_tickets t ON t.booking_passenger_id = p.id
          WHERE b.status = 'confirmed' AND p.id > ${after} AND p.id <= ${last} ORDER BY p.id LIMIT ${pageSize}`,
        )
      : query<Row>(
          db,
          sql`WITH ${schedCte(filters, period)}
          SELECT v.id, s.tanggal, s.jam, s.kode_rute, s.kapal, b.booking_code AS kode_booking, t.kode_tiket,
            v.nomor_kendaraan, v.nama_pemilik, COALESCE(ct.golongan, ct.nama) AS golongan, v.berat_kg,
            t.status_tiket, (v.harga - v.potongan) AS harga, 1 AS jumlah
          FROM booking_vehicles v JOIN bookings b ON b.id = v.booking_id JOIN sched s ON s.id = b.schedule_id
          JOIN cargo_types ct ON ct.id = v.cargo_type_id
          LEFT JOIN vehicle_tickets t ON t.booking_vehicle_id = v.id
          WHERE b.status = 'confirmed' AND v.id > ${after} AND v.id <= ${last} ORDER BY v.id LIMIT ${pageSize}`,
        );
  const head = [
    day("tanggal", "Tanggal"),
    text("jam", "Jam"),
    text("kode_rute", "Kode Rute"),
    text("kapal", "Kapal"),
    text("kode_booking", "Kode Booking"),
    text("kode_tiket", "Kode Tiket"),
  ];
  const columns =
    kind === "penumpang"
      ? [
          ...head,
          text("nama", "Nama"),
          text("kelas", "Kelas"),
          text("jenis_kelamin", "Jenis Kelamin"),
          num("usia", "Usia"),
          text("nomor_identitas", "No. Identitas"),
          text("status_tiket", "Status Tiket"),
          money("harga", "Harga"),
        ]
      : [
          ...head,
          text("nomor_kendaraan", "No. Kendaraan"),
          text("nama_pemilik", "Pemilik"),
          text("golongan", "Golongan"),
          num("berat_kg", "Berat (kg)"),
          text("status_tiket", "Status Tiket"),
          money("harga", "Harga"),
        ];
  return {
    columns,
    batches: (async function* () {
      // Pages walk the people (or vehicles) by id between the period's first and last one, never through
      // the rest of the history (a month sold before a year of others would walk them all). The same read
      // sums the whole period, so the totals hold when the screen stops after its first rows.
      const table = sql.raw(kind === "penumpang" ? "booking_passengers" : "booking_vehicles");
      const [first] = await query<{
        id: number | null;
        last: number | null;
        jumlah: unknown;
        harga: unknown;
      }>(
        db,
        sql`WITH ${schedCte(filters, period)}
        SELECT MIN(x.id) AS id, MAX(x.id) AS last, COUNT(x.id) AS jumlah, COALESCE(SUM(x.harga - x.potongan), 0) AS harga
        FROM sched s JOIN bookings b ON b.schedule_id = s.id
        JOIN ${table} x ON x.booking_id = b.id WHERE b.status = 'confirmed'`,
      );
      totals = { jumlah: int(first?.jumlah), harga: int(first?.harga) };
      if (first?.id == null) return;
      let after = int(first.id) - 1;
      const last = int(first.last);
      for (;;) {
        const found = await page(after, last);
        if (found.length === 0) return;
        yield found;
        if (found.length < pageSize) return;
        after = int(found[found.length - 1]?.id);
      }
    })(),
    totals: () => totals,
  };
}

/**
 * Per day and route: sailings, passengers by class, vehicles by golongan, revenue and refunds. Three
 * GROUP BY queries; only the (day × route) results are merged here.
 */
