// A year of history in a fresh PostgreSQL database, through the project's own migrations and demo seed:
//   node --import tsx bench/history/load.mjs [--scale 3] [--reference 2026-11-01] [--indexed] [--drop]
// Creates `ferry_history_*` on BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/
// postgres), migrates it, seeds the demo data, then writes 365 days of sailings before the reference date
// (fixed, not today: the same rows whenever it runs) with generate_series into the real tables (their
// secondary indexes and constraints made again afterwards from the migrations' definitions; --indexed:
// kept during the load; the per-sailing totals' triggers off, the totals rebuilt after), ANALYZEs, VACUUMs,
// checks the data (quota counts, booking totals) and prints the counts, the time taken and the database's
// URL (kept unless --drop). At 1x: 35,040 sailings, 595,680 bookings, 1.5 M passengers and tickets,
// 1.6 M gate scans, 1.19 M activity-log rows. `--scale N` multiplies the sailings a day (and everything on them).
import { fileURLToPath } from "node:url";
import pg from "pg";
import { createDatabase, migrateAndSeed } from "./database.mjs";
import { historyStatements } from "./fill.mjs";
import { BULK_TABLES, dropSecondary } from "./indexes.mjs";
import { historyCounts, historyProblems } from "./verify.mjs";

/** The history ends the day before this date (operator zone). Fixed, so every run loads the same rows. */
export const REFERENCE_DATE = "2026-11-01";

/**
 * Fills the migrated and seeded database at `url`; resolves { seconds, counts }. The tables' secondary
 * indexes and constraints are dropped for the load and made again from their definitions afterwards
 * (`indexed`: load into the indexed tables instead).
 */
export async function fillHistory(
  url,
  { scale = 1, reference = REFERENCE_DATE, zone, indexed = false, say = () => {} },
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  const timed = async (label, work) => {
    const t0 = performance.now();
    await work();
    say(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  try {
    await client.query(
      "SET synchronous_commit = off; SET maintenance_work_mem = '256MB'; SET work_mem = '64MB'",
    );
    const rebuild = indexed ? [] : await dropSecondary(client);
    // The kept totals' triggers (decisions 051, 054) are off for the bulk load; the totals are rebuilt after it.
    const triggers = (verb) =>
      BULK_TABLES.map((table) => `ALTER TABLE ${table} ${verb} TRIGGER USER`).join("; ");
    await client.query(triggers("DISABLE"));
    for (const [label, text] of historyStatements({ scale, reference, zone }))
      await timed(label, () => client.query(text));
    await timed(`indexes and constraints (${rebuild.length})`, async () => {
      for (const text of rebuild) await client.query(text);
    });
    // Statistics first: without them the totals' rebuild plans its joins blind (minutes instead of seconds).
    await timed("analyze", () => client.query("ANALYZE"));
    await timed("sailing totals", () => client.query("SELECT sailing_totals_rebuild()"));
    await timed("finance hour totals", () => client.query("SELECT finance_totals_rebuild()"));
    await client.query(triggers("ENABLE"));
    // As a database a year old is: vacuumed (autovacuum would otherwise start on every bulk-loaded table
    // during the measurements, and without the visibility map no index-only scan pays off) and analysed.
    await timed("vacuum and analyze", () => client.query("VACUUM (ANALYZE)"));
    const problems = await historyProblems(client);
    if (problems.length > 0) throw new Error(`history data inconsistent: ${problems.join("; ")}`);
    return { seconds: (performance.now() - started) / 1000, counts: await historyCounts(client) };
  } finally {
    await client.end();
  }
}

/** A new database with the demo data and a year of history: { name, url, drop, zone, seconds, counts }. */
export async function loadHistory({
  scale = 1,
  reference = REFERENCE_DATE,
  indexed = false,
  say = () => {},
} = {}) {
  const database = await createDatabase("history");
  try {
    const started = performance.now();
    const zone = await migrateAndSeed(database.url, say);
    const filled = await fillHistory(database.url, { scale, reference, zone, indexed, say });
    return { ...database, zone, ...filled, seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const scale = Number(option("--scale", "1"));
  if (!(scale > 0)) throw new Error("--scale: a positive number");
  const loaded = await loadHistory({
    scale,
    reference: option("--reference", REFERENCE_DATE),
    indexed: args.includes("--indexed"),
    say: (line) => console.log(line),
  });
  console.log(JSON.stringify(loaded.counts));
  console.log(`history loaded at ${scale}x in ${loaded.seconds.toFixed(0)} s: ${loaded.url}`);
  if (args.includes("--drop")) await loaded.drop();
}
