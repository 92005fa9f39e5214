import type { ReportColumn, ReportQuery, ReportResult, VoyageReportKey } from "@ferry/shared/reports";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { percent } from "../../lib/percent";
import type { Period } from "./period";
import { COUNTED_BOOKINGS, int, query, schedCte } from "./sql-parts";

type Row = Record<string, string | number | null>;
/** A report computed in pages: the columns, then batches of rows; totals once all rows are read. */
export type ReportSource = {
  columns: ReportColumn[];
  batches: AsyncIterable<Row[]>;
  totals: () => Record<string, number>;
};

const money = (key: string, label: string): ReportColumn => ({ key, label, kind: "money" });
const num = (key: string, label: string): ReportColumn => ({ key, label, kind: "number" });
const text = (key: string, label: string): ReportColumn => ({ key, label, kind: "text" });

function summer(keys: string[]) {
  const totals: Record<string, number> = Object.fromEntries(keys.map((key) => [key, 0]));
  return {
    add(rows: Row[]) {
      for (const row of rows) for (const key of keys) totals[key] = (totals[key] ?? 0) + int(row[key]);
    },
    totals,
  };
}

async function* once(rows: Promise<Row[]>) {
  yield await rows;
}

/** Per sailing: capacity, seats held, load factor, people and vehicles carried, boarded, revenue. */
function summaryManifest(db: Database, filters: ReportQuery, period: Period): ReportSource {
  const rows = query<Row>(
    db,
    sql`WITH ${schedCte(filters, period)}, ${COUNTED_BOOKINGS},
    cap AS (SELECT q.schedule_id, SUM(q.kapasitas)::int AS kapasitas, SUM(q.terjual)::int AS terjual
      FROM schedule_quotas q JOIN sched s ON s.id = q.schedule_id GROUP BY 1),
    cash AS (SELECT schedule_id, SUM(total_harga)::bigint AS kotor, SUM(refund)::bigint AS refund FROM counted GROUP BY 1),
    pax AS (SELECT c.schedule_id, COUNT(*)::int AS n FROM counted c JOIN booking_passengers p ON p.booking_id = c.id
      WHERE c.status = 'confirmed' GROUP BY 1),
    veh AS (SELECT c.schedule_id, COUNT(*)::int AS n FROM counted c JOIN booking_vehicles v ON v.booking_id = c.id
      WHERE c.status = 'confirmed' GROUP BY 1),
    naik AS (SELECT b.schedule_id, COUNT(*)::int AS n FROM passenger_tickets t JOIN bookings b ON b.id = t.booking_id
      JOIN sched s ON s.id = b.schedule_id WHERE t.status_tiket = 'digunakan' GROUP BY 1)
    SELECT s.id AS schedule_id, s.tanggal, s.jam, s.kode_rute, s.nama_rute AS rute, s.kapal, s.status,
      COALESCE(cap.kapasitas, 0) AS kapasitas, COALESCE(cap.terjual, 0) AS terjual,
      COALESCE(pax.n, 0) AS penumpang, COALESCE(veh.n, 0) AS kendaraan, COALESCE(naik.n, 0) AS naik,
      COALESCE(cash.kotor, 0) AS pendapatan_kotor, COALESCE(cash.refund, 0) AS refund
    FROM sched s LEFT JOIN cap ON cap.schedule_id = s.id LEFT JOIN cash ON cash.schedule_id = s.id
    LEFT JOIN pax ON pax.schedule_id = s.id LEFT JOIN veh ON veh.schedule_id = s.id LEFT JOIN naik ON naik.schedule_id = s.id
    ORDER BY s.waktu_berangkat, s.id`,
  ).then((found) =>
    found.map((row) => {
      const kotor = int(row.pendapatan_kotor);
      const refund = int(row.refund);
      return {
        ...row,
        pendapatan_kotor: kotor,
        refund,
        pendapatan: kotor - refund,
        load_factor: percent(int(row.terjual), int(row.kapasitas)),
      };
    }),
  );
  const keys = [
    "kapasitas",
    "terjual",
    "penumpang",
    "kendaraan",
    "naik",
    "pendapatan_kotor",
    "refund",
    "pendapatan",
  ];
  const sums = summer(keys);
  return {
    columns: [
      text("tanggal", "Tanggal"),
      text("jam", "Jam"),
      text("kode_rute", "Kode Rute"),
      text("rute", "Rute"),
      text("kapal", "Kapal"),
      text("status", "Status"),
      num("kapasitas", "Kapasitas"),
      num("terjual", "Terjual"),
      { key: "load_factor", label: "Load Factor (%)", kind: "percent" },
      num("penumpang", "Penumpang"),
      num("kendaraan", "Kendaraan"),
      num("naik", "Naik"),
      money("pendapatan_kotor", "Pendapatan Kotor"),
      money("refund", "Refund"),
      money("pendapatan", "Pendapatan"),
    ],
    batches: (async function* () {
      const found = await rows;
      sums.add(found);
      yield found;
    })(),
    totals: () => ({
      ...sums.totals,
      load_factor: percent(sums.totals.terjual ?? 0, sums.totals.kapasitas ?? 0),
    }),
  };
}

/** Per sailing: departure and arrival, status, capacity, held and remaining seats. */
function scheduleList(db: Database, filters: ReportQuery, period: Period): ReportSource {
  const sums = summer(["kapasitas", "terjual", "sisa"]);
  const rows = query<Row>(
    db,
    sql`WITH ${schedCte(filters, period)},
    cap AS (SELECT q.schedule_id, SUM(q.kapasitas)::int AS kapasitas, SUM(q.terjual)::int AS terjual
      FROM schedule_quotas q JOIN sched s ON s.id = q.schedule_id GROUP BY 1)
    SELECT s.id AS schedule_id, s.tanggal, s.jam AS berangkat, s.jam_tiba AS tiba, s.kode_rute, s.nama_rute AS rute,
      s.kapal, s.status, COALESCE(cap.kapasitas, 0) AS kapasitas, COALESCE(cap.terjual, 0) AS terjual,
      COALESCE(cap.kapasitas - cap.terjual, 0) AS sisa
    FROM sched s LEFT JOIN cap ON cap.schedule_id = s.id ORDER BY s.waktu_berangkat, s.id`,
  );
  return {
    columns: [
      text("tanggal", "Tanggal"),
      text("berangkat", "Berangkat"),
      text("tiba", "Tiba"),
      text("kode_rute", "Kode Rute"),
      text("rute", "Rute"),
      text("kapal", "Kapal"),
      text("status", "Status"),
      num("kapasitas", "Kapasitas"),
      num("terjual", "Terjual"),
      num("sisa", "Sisa"),
    ],
    batches: (async function* () {
      const found = await rows;
      sums.add(found);
      yield found;
    })(),
    totals: () => sums.totals,
  };
}

const PAGE = 2000;

/** People (or vehicles) of the confirmed bookings of the sailings, read in pages by id. */
function manifest(
  db: Database,
  filters: ReportQuery,
  period: Period,
  kind: "penumpang" | "kendaraan",
): ReportSource {
  const sums = summer(kind === "penumpang" ? ["jumlah", "harga"] : ["jumlah", "harga"]);
  const page = (after: number) =>
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
          WHERE b.status = 'confirmed' AND p.id > ${after} ORDER BY p.id LIMIT ${PAGE}`,
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
          WHERE b.status = 'confirmed' AND v.id > ${after} ORDER BY v.id LIMIT ${PAGE}`,
        );
  const head = [
    text("tanggal", "Tanggal"),
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
      let after = 0;
      for (;;) {
        const found = await page(after);
        if (found.length === 0) return;
        sums.add(found);
        yield found;
        if (found.length < PAGE) return;
        after = int(found[found.length - 1]?.id);
      }
    })(),
    totals: () => sums.totals,
  };
}

/**
 * Per day and route: sailings, passengers by class, vehicles by golongan, revenue and refunds. Three
 * GROUP BY queries; only the (day × route) results are merged here.
 */
function monthlyRecap(db: Database, filters: ReportQuery, period: Period): ReportSource {
  // Aggregate by integer keys (schedule, cargo type) first; the day and route labels join the few results.
  const base = sql`WITH ${schedCte(filters, period)}`;
  const perSchedule = (table: "booking_passengers" | "booking_vehicles") => sql`
    per AS (SELECT b.schedule_id, x.cargo_type_id, COUNT(*)::int AS n
      FROM ${sql.raw(table)} x JOIN bookings b ON b.id = x.booking_id
      WHERE b.status = 'confirmed' AND b.schedule_id IN (SELECT id FROM sched) GROUP BY 1, 2)`;
  const work = Promise.all([
    query<Row>(
      db,
      sql`${base}, ${COUNTED_BOOKINGS},
      cash AS (SELECT schedule_id, SUM(total_harga)::bigint AS kotor, SUM(refund)::bigint AS refund FROM counted GROUP BY 1)
      SELECT s.tanggal, s.route_id, MAX(s.kode_rute) AS kode_rute, MAX(s.nama_rute) AS rute, COUNT(*)::int AS pelayaran,
        COALESCE(SUM(cash.kotor), 0)::bigint AS kotor, COALESCE(SUM(cash.refund), 0)::bigint AS refund
      FROM sched s LEFT JOIN cash ON cash.schedule_id = s.id GROUP BY 1, 2 ORDER BY 1, 3`,
    ),
    query<Row>(
      db,
      sql`${base}, ${perSchedule("booking_passengers")}
      SELECT s.tanggal, s.route_id, COALESCE(ct.kelas, ct.nama) AS kelas, SUM(per.n)::int AS n
      FROM per JOIN sched s ON s.id = per.schedule_id JOIN cargo_types ct ON ct.id = per.cargo_type_id GROUP BY 1, 2, 3`,
    ),
    query<Row>(
      db,
      sql`${base}, ${perSchedule("booking_vehicles")}
      SELECT s.tanggal, s.route_id, COALESCE(ct.golongan, ct.nama) AS golongan, SUM(per.n)::int AS n
      FROM per JOIN sched s ON s.id = per.schedule_id JOIN cargo_types ct ON ct.id = per.cargo_type_id GROUP BY 1, 2, 3`,
    ),
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
        ...Object.fromEntries(classes.map((name) => [`penumpang:${name}`, 0])),
        total_penumpang: 0,
        ...Object.fromEntries(groups.map((name) => [`kendaraan:${name}`, 0])),
        total_kendaraan: 0,
        pendapatan_kotor: kotor,
        refund,
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
      text("tanggal", "Tanggal"),
      text("kode_rute", "Kode Rute"),
      text("rute", "Rute"),
      num("pelayaran", "Pelayaran"),
      ...classes.map((name) => num(`penumpang:${name}`, `Penumpang ${name}`)),
      num("total_penumpang", "Total Penumpang"),
      ...groups.map((name) => num(`kendaraan:${name}`, `Kendaraan ${name}`)),
      num("total_kendaraan", "Total Kendaraan"),
      money("pendapatan_kotor", "Pendapatan Kotor"),
      money("refund", "Refund"),
      money("pendapatan", "Pendapatan"),
    ];
    const list = [...byKey.values()];
    const sums = summer(columns.filter((column) => column.kind !== "text").map((column) => column.key));
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
function monthlyRefunds(db: Database, filters: ReportQuery, period: Period): ReportSource {
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
      text("tanggal", "Tanggal"),
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
    batches: (async function* () {
      const found = await rows;
      sums.add(found);
      yield found;
    })(),
    totals: () => sums.totals,
  };
}

function lazy(
  rows: Promise<Row[]>,
  columns: () => ReportColumn[],
  totals: () => Record<string, number>,
): ReportSource {
  // The recap's columns depend on the classes found: read them after the batches.
  return {
    get columns() {
      return columns();
    },
    batches: once(rows),
    totals,
  };
}

const BUILDERS: Record<
  VoyageReportKey,
  (db: Database, filters: ReportQuery, period: Period) => ReportSource
> = {
  "summary-manifest": summaryManifest,
  "jadwal-pelayaran": scheduleList,
  "manifest-penumpang": (db, filters, period) => manifest(db, filters, period, "penumpang"),
  "manifest-kendaraan": (db, filters, period) => manifest(db, filters, period, "kendaraan"),
  "rekap-manifest-bulanan": monthlyRecap,
  "rekap-refund-bulanan": monthlyRefunds,
};

export function reportSource(
  db: Database,
  key: VoyageReportKey,
  filters: ReportQuery,
  period: Period,
): ReportSource {
  return BUILDERS[key](db, filters, period);
}

/** The whole report for the screen (the manifests stop after `limit` rows; exports read them all). */
export async function runReport(
  db: Database,
  key: VoyageReportKey,
  filters: ReportQuery,
  period: Period,
  limit = 5000,
): Promise<ReportResult & { truncated: boolean }> {
  const source = reportSource(db, key, filters, period);
  const rows: Row[] = [];
  let truncated = false;
  for await (const batch of source.batches) {
    rows.push(...batch);
    if (rows.length >= limit) {
      truncated = true;
      break;
    }
  }
  return {
    from: period.from,
    to: period.to,
    columns: source.columns,
    rows: rows.slice(0, limit),
    totals: source.totals(),
    truncated,
  };
}
