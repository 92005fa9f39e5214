// Issue 26's calls at demo size and with a year of history, in one run, on PostgreSQL: a fresh database is
// migrated and seeded (bench/history/database.mjs), the API started on it and every call measured
// (bench/history/calls.mjs, plus a sale and a gate scan); then the API stops, a year of history is written
// into the same database (bench/history/fill.mjs), the API starts again and the same calls are measured.
// Writes the section 'History (a year of data)' (bench/history/section.mjs) to `target` when given.
import os from "node:os";
import pg from "pg";
import { addDays, todayIn } from "../../packages/shared/src/zoned-time.ts";
import { HISTORY_CALLS, HISTORY_EXPORTS } from "../history/calls.mjs";
import { createDatabase, migrateAndSeed } from "../history/database.mjs";
import { fillHistory, REFERENCE_DATE } from "../history/load.mjs";
import { timeCalls, timeExport } from "../history/measure.mjs";
import { timeSales, timeScans } from "../history/sale-and-scan.mjs";
import { historyRows, historySection, SALE, SCAN, SECTION_TITLE } from "../history/section.mjs";
import { staffClient } from "../lib/api.mjs";
import { machineInfo } from "../lib/machine.mjs";
import { writeSections } from "../lib/results.mjs";
import { startApp } from "../lib/servers.mjs";

const NAME = "Budi Hartono";

/** A booking of the middle of the database's id range (a history booking once the history is in). */
async function middleCode(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT booking_code FROM bookings WHERE id >= (SELECT (min(id) + max(id)) / 2 FROM bookings) ORDER BY id LIMIT 1",
    );
    return rows[0].booking_code;
  } finally {
    await client.end();
  }
}

/** Starts the API on the database at `url`, measures every call, stops it (the database stays). */
async function measure(ctx, url, periods, say) {
  const times = (count) => (ctx.plan.historyCalls ? Math.min(ctx.plan.historyCalls, count) : count);
  const app = await startApp("postgres", { database: { env: { DATABASE_URL: url }, drop: async () => {} } });
  try {
    const client = await staffClient(app.url);
    const p = { ...periods, code: await middleCode(url) };
    const figures = { code: p.code };
    for (const { call, path, times: count } of HISTORY_CALLS) {
      figures[call] = await timeCalls(app.url, client, () => ({ path: path(p) }), times(count));
      say(`  ${call}: p50 ${figures[call].p50.toFixed(1)} ms, p95 ${figures[call].p95.toFixed(1)} ms`);
    }
    figures[SALE] = await timeSales(app.url, client, times(60));
    figures[SCAN] = await timeScans(app.url, client, times(60));
    say(`  sale p95 ${figures[SALE].p95.toFixed(1)} ms, scan p95 ${figures[SCAN].p95.toFixed(1)} ms`);
    // The exports last: the garbage of a year's export is collected during the calls after it (decision 055).
    for (const { call, path } of HISTORY_EXPORTS) {
      const run = await timeExport(app.url, client, path(p), app.pid);
      figures[call] = run;
      say(
        `  ${call}: ${run.ms.toFixed(0)} ms, first byte ${run.firstByteMs.toFixed(0)} ms, RSS ${run.rssBeforeMb.toFixed(0)} → ${run.rssPeakMb.toFixed(0)} MB`,
      );
    }
    return figures;
  } finally {
    await app.stop();
  }
}

/**
 * The scenario. `ctx.plan`: { historyScale, historyCalls (undefined: every call its full count) };
 * `target`: the RESULTS.md file to write the section to (none: printed). Resolves { missed: [call, ...] }.
 */
export async function history(ctx, { target } = {}) {
  const say = (line) => console.log(line);
  const machine = machineInfo();
  const database = await createDatabase("history");
  try {
    const zone = await migrateAndSeed(database.url, say);
    const periods = {
      name: NAME,
      demoMonth: todayIn(zone).slice(0, 7),
      historyMonth: addDays(REFERENCE_DATE, -1).slice(0, 7),
      year: { from: addDays(REFERENCE_DATE, -365), to: addDays(REFERENCE_DATE, -1) },
    };
    say("demo data:");
    const demo = await measure(ctx, database.url, periods, say);
    say(`a year of history at ${ctx.plan.historyScale}x:`);
    const filled = await fillHistory(database.url, { scale: ctx.plan.historyScale, zone, say });
    say(`  written in ${filled.seconds.toFixed(0)} s: ${JSON.stringify(filled.counts)}`);
    const after = await measure(ctx, database.url, periods, say);
    const rows = historyRows(demo, after);
    const section = historySection(rows, {
      judged: ctx.results.judged,
      scale: ctx.plan.historyScale,
      counts: filled.counts,
      fillSeconds: filled.seconds,
      reference: REFERENCE_DATE,
      periods: { ...periods, codes: `${demo.code} (demo) · ${after.code} (history)` },
      machine,
      loadEnd: os.loadavg().map((value) => value.toFixed(2)),
      note: process.env.BENCH_NOTE,
    });
    if (target) writeSections(target, section);
    else console.log(`\n${section}`);
    const missed = ctx.results.judged
      ? rows.filter((row) => row.met === false).map((row) => row.cells[0])
      : [];
    return { title: SECTION_TITLE, missed };
  } finally {
    await database.drop();
  }
}
