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

/**
 * People (or vehicles) of the confirmed bookings of the sailings, in departure order (sailing by sailing,
 * then as they were booked). The period's sailings are read in pages with their kept counts and net fares
 * (`sailingPages`, decision 051, migration 0039), which give the totals before the first row; a page of rows
 * is then the people of the next sailings that together hold at least `pageSize` of them, read by sailing,
 * so a page costs its own rows whatever the history around the period (a month's first page on a year of
 * history as on the demo's month).
 */
export function manifest(
  db: Database,
  filters: ReportQuery,
  period: Period,
  kind: "penumpang" | "kendaraan",
  pageSize = PAGE,
): ReportSource {
  const linesOf = (ids: number[]) => {
    const ofSailings = sql`s.id = ANY(${`{${ids.join(",")}}`}::int[]) AND b.status = 'confirmed'`;
    return kind === "penumpang"
      ? query<Row>(
          db,
          sql`WITH ${schedCte(filters, period)}
          SELECT p.id, s.tanggal, s.jam, s.kode_rute, s.kapal, b.booking_code AS kode_booking, t.kode_tiket,
            p.nama_lengkap AS nama, COALESCE(ct.kelas, ct.nama) AS kelas, p.jenis_kelamin, p.usia,
            p.nomor_identitas, t.status_tiket, (p.harga - p.potongan) AS harga, 1 AS jumlah
          FROM sched s JOIN bookings b ON b.schedule_id = s.id JOIN booking_passengers p ON p.booking_id = b.id
          JOIN cargo_types ct ON ct.id = p.cargo_type_id
          LEFT JOIN passenger_tickets t ON t.booking_passenger_id = p.id
          WHERE ${ofSailings} ORDER BY s.waktu_berangkat, s.id, p.id`,
        )
      : query<Row>(
          db,
          sql`WITH ${schedCte(filters, period)}
          SELECT v.id, s.tanggal, s.jam, s.kode_rute, s.kapal, b.booking_code AS kode_booking, t.kode_tiket,
            v.nomor_kendaraan, v.nama_pemilik, COALESCE(ct.golongan, ct.nama) AS golongan, v.berat_kg,
            t.status_tiket, (v.harga - v.potongan) AS harga, 1 AS jumlah
          FROM sched s JOIN bookings b ON b.schedule_id = s.id JOIN booking_vehicles v ON v.booking_id = b.id
          JOIN cargo_types ct ON ct.id = v.cargo_type_id
          LEFT JOIN vehicle_tickets t ON t.booking_vehicle_id = v.id
          WHERE ${ofSailings} ORDER BY s.waktu_berangkat, s.id, v.id`,
        );
  };
  const sailings = sailingPages(db, filters, period, {
    columns: sql`s.id, COALESCE(t.${sql.raw(kind)}, 0) AS n`,
    sums: sql`COALESCE(SUM(t.${sql.raw(kind)}), 0) AS jumlah, COALESCE(SUM(t.${sql.raw(`harga_${kind}`)}), 0) AS harga`,
  });
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
      let next: number[] = [];
      let held = 0;
      for await (const page of sailings.batches) {
        for (const sailing of page) {
          if (int(sailing.n) === 0) continue;
          next.push(int(sailing.id));
          held += int(sailing.n);
          if (held < pageSize) continue;
          yield await linesOf(next);
          next = [];
          held = 0;
        }
      }
      if (next.length > 0) yield await linesOf(next);
    })(),
    totals: sailings.totals,
  };
}

/**
 * Per day and route: sailings, passengers by class, vehicles by golongan, revenue and refunds. Three
 * GROUP BY queries; only the (day × route) results are merged here.
 */
