// Yearly monthly-recap speed on PostgreSQL: 365 days x 20 sailings x 300 passengers (2.19 M people).
//   npx tsx bench/report-recap.mjs [postgres://postgres@127.0.0.1:5432/postgres]
// Creates a throwaway database, migrates it, fills it with generate_series inserts (not measured), runs
// the recap the API runs (`rekap-manifest-bulanan` over the whole year, three GROUP BY queries) three
// times, prints the times and drops the database. Goal: under 2 s.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openPostgres } from "../apps/server/src/db/client.ts";
import { runMigrations } from "../apps/server/src/db/migrate.ts";
import { periodOf } from "../apps/server/src/modules/reports/period.ts";
import { runReport } from "../apps/server/src/modules/reports/voyage-reports.ts";

const [adminUrl = "postgres://postgres@127.0.0.1:5432/postgres"] = process.argv.slice(2);
const DAYS = 365;
const SAILINGS = 20;
const PEOPLE = 300;
const PER_BOOKING = 5;
const VEHICLES = 20; // per sailing, one per booking of the first 20 bookings
const GOAL_MS = 2000;
const ZONE = "Asia/Jakarta";
const YEAR_START = "2025-01-01";

// BENCH_KEEP=name keeps (or reuses) a filled database between runs while tuning.
const kept = process.env.BENCH_KEEP;
const name = kept ?? `bench_recap_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const exists =
  kept && (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount > 0;
if (!exists) await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const handle = await openPostgres(url.toString(), 4);
let failed = false;
try {
  await runMigrations(handle);
  const db = handle.pool;
  const run = (text) => db.query(text);
  const started = Date.now();
  if (!exists) await fill(run);
  const counts = (
    await run(`SELECT (SELECT count(*) FROM schedules) AS schedules, (SELECT count(*) FROM bookings) AS bookings,
    (SELECT count(*) FROM booking_passengers) AS passengers, (SELECT count(*) FROM booking_vehicles) AS vehicles`)
  ).rows[0];
  console.log(`data: ${JSON.stringify(counts)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const period = periodOf({ from: YEAR_START, to: "2025-12-31" }, ZONE);
  const times = [];
  let result;
  for (let round = 0; round < 3; round++) {
    const t0 = performance.now();
    result = await runReport(handle.db, "rekap-manifest-bulanan", {}, period, 100_000);
    times.push(performance.now() - t0);
  }
  console.log(
    `rekap-manifest-bulanan over ${period.from}..${period.to}: ${result.rows.length} rows (day x route), ` +
      `penumpang ${result.totals.total_penumpang}, kendaraan ${result.totals.total_kendaraan}, pendapatan ${result.totals.pendapatan}`,
  );
  console.log(`times: ${times.map((ms) => `${ms.toFixed(0)} ms`).join(", ")} (goal < ${GOAL_MS} ms)`);
  failed = Math.min(...times) >= GOAL_MS;
} finally {
  await handle.close?.();
  await handle.pool?.end?.().catch(() => {});
  if (!kept) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
process.exit(failed ? 1 : 0);

async function fill(run) {
  await run(`INSERT INTO ports (nama, kode, kota, zona_waktu) VALUES
    ('Merak','MRK','Cilegon','Asia/Jakarta'),('Bakauheni','BKH','Lampung','Asia/Jakarta'),
    ('Ketapang','KTP','Banyuwangi','Asia/Jakarta'),('Gilimanuk','GLM','Jembrana','Asia/Makassar')`);
  await run(`INSERT INTO sea_routes (kode_rute, nama_rute, port_origin_id, port_destination_id, jarak, duration_minutes) VALUES
    ('MRK-BKH','Merak - Bakauheni',1,2,15,120),('BKH-MRK','Bakauheni - Merak',2,1,15,120),
    ('KTP-GLM','Ketapang - Gilimanuk',3,4,5,45),('GLM-KTP','Gilimanuk - Ketapang',4,3,5,45)`);
  await run(`INSERT INTO ships (nama, kode_kapal, jenis, gt, tahun)
    SELECT 'KMP Bench ' || g, 'KB' || g, 'Ro-Ro', 5000, 2015 FROM generate_series(1, 20) g`);
  await run(`INSERT INTO cargo_types (kategori, nama, kelas, golongan) VALUES
    ('penumpang','Ekonomi','Ekonomi',NULL),('penumpang','Bisnis','Bisnis',NULL),('penumpang','Eksekutif','Eksekutif',NULL),
    ('kendaraan','Gol II','', 'II'),('kendaraan','Gol IV','', 'IV'),('kendaraan','Gol V','', 'V'),('kendaraan','Gol VI','', 'VI')`);
  await run(`UPDATE cargo_types SET kelas = NULL WHERE kategori = 'kendaraan'`);
  // 20 sailings a day, one per ship, routes in turn, every 72 minutes from 00:00 WIB.
  await run(`INSERT INTO schedules (route_id, ship_id, waktu_berangkat, waktu_tiba, status)
    SELECT (s % 4) + 1, s + 1, t, t + interval '2 hours', 'tiba'
    FROM generate_series(0, ${DAYS - 1}) d, generate_series(0, ${SAILINGS - 1}) s,
      LATERAL (SELECT ('${YEAR_START} 00:00+07'::timestamptz + d * interval '1 day' + s * interval '72 minutes') AS t) x`);
  await run(`INSERT INTO schedule_quotas (schedule_id, cargo_type_id, harga, kapasitas, terjual)
    SELECT s.id, c.id, CASE WHEN c.kategori = 'penumpang' THEN 25000 * c.id ELSE 300000 END,
      CASE WHEN c.kategori = 'penumpang' THEN 200 ELSE 10 END, CASE WHEN c.kategori = 'penumpang' THEN 100 ELSE 5 END
    FROM schedules s CROSS JOIN cargo_types c`);
  // 60 bookings per sailing of 5 passengers; one in 50 cancelled; the first 20 carry a vehicle.
  await run(`INSERT INTO bookings (booking_code, schedule_id, channel, status, pemesan_nama, total_harga, total_dibayar, created_at)
    SELECT 'B' || s.id || 'N' || n, s.id, (ARRAY['loket','agen','ekspedisi','online'])[n % 4 + 1],
      CASE WHEN n % 50 = 0 THEN 'cancel' ELSE 'confirmed' END, 'Pemesan',
      ${PER_BOOKING} * 50000 + CASE WHEN n <= ${VEHICLES} THEN 300000 ELSE 0 END,
      ${PER_BOOKING} * 50000 + CASE WHEN n <= ${VEHICLES} THEN 300000 ELSE 0 END, s.waktu_berangkat - interval '1 day'
    FROM schedules s, generate_series(1, ${PEOPLE / PER_BOOKING}) n`);
  await run(`INSERT INTO booking_passengers (booking_id, schedule_quota_id, cargo_type_id, nama_lengkap, harga)
    SELECT b.id, q.id, q.cargo_type_id, 'Penumpang ' || p, 10000
    FROM bookings b CROSS JOIN generate_series(1, ${PER_BOOKING}) p
    JOIN schedule_quotas q ON q.schedule_id = b.schedule_id AND q.cargo_type_id = (p % 3) + 1`);
  await run(`INSERT INTO booking_vehicles (booking_id, schedule_quota_id, cargo_type_id, nomor_kendaraan, nama_pemilik, tipe_tiket, harga)
    SELECT b.id, q.id, q.cargo_type_id, 'B ' || b.id, 'Pemilik', 'kendaraan', 300000
    FROM bookings b JOIN schedule_quotas q ON q.schedule_id = b.schedule_id
      AND q.cargo_type_id = 4 + (b.id % 4)
    WHERE b.booking_code ~ 'N([1-9]|1[0-9]|20)$'`);
  await run(`INSERT INTO refunds (booking_id, status, alasan, potongan_persen, jumlah_kotor, potongan, jumlah_refund, decided_at)
    SELECT id, 'disetujui', 'bench', 25, total_harga, total_harga / 4, total_harga - total_harga / 4, created_at
    FROM bookings WHERE status = 'cancel'`);
  // A year of data is old data: vacuumed (hint bits and visibility map set) and analysed.
  await run("VACUUM ANALYZE");
}
