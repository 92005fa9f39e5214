// GET /api/public/schedules/available as the home page asks for it ("Jadwal terbaru":
// apps/web/src/features/public/home/latest-schedules.tsx), 50 connections, on the demo data. Visitors
// share an answer for a second (apps/server/src/modules/public-voyage/routes.ts); a second run asks for a
// different page in every request so that each one reaches the database (no goal: what a miss costs).
import { load } from "../lib/load.mjs";
import { CONNECTIONS, latencyGoal, shareOfReference, timesReference } from "./reference.mjs";

const PATH = "/api/public/schedules/available?per_page=6&sort_by=waktu_berangkat";
const GOAL_SHARE = { PostgreSQL: 0.3, PGlite: 0.2 };
/** p99 at most this multiple of the reference's p99 (50 ms on a quiet day). */
const GOAL_P99_TIMES = 30;
/** What every browser sends with the web app's request. */
const BROWSER = { accept: "application/json", "accept-encoding": "gzip, deflate, br" };

// Pages 1..150 of 6 to 12 schedules each, shuffled: about a thousand different questions.
const MISSES = Array.from({ length: 150 * 7 }, (_, index) => {
  const perPage = 6 + (index % 7);
  const page = 1 + (Math.floor(index / 7) % Math.floor(900 / perPage));
  return `/api/public/schedules/available?per_page=${perPage}&page=${page}&sort_by=waktu_berangkat`;
}).sort(() => Math.random() - 0.5);

async function runLoad(ctx, app, job, name) {
  const result = await load(
    { url: app.url, connections: CONNECTIONS, duration: ctx.plan.seconds, headers: BROWSER, ...job },
    { connections: CONNECTIONS, duration: ctx.plan.warmup },
  );
  ctx.results.check(
    `public schedules (${name}) on ${app.database}: answers, every one 200`,
    result.requests > 0 && result.statuses[200] === result.requests && result.errors === 0,
    JSON.stringify({ statuses: result.statuses, errors: result.errors, timeouts: result.timeouts }),
  );
  return result;
}

export async function publicSchedules(ctx, app) {
  const run = await runLoad(ctx, app, { paths: [PATH] }, "home page");
  const misses = await runLoad(ctx, app, { paths: MISSES }, "a different page each time");
  const scenario = "GET /api/public/schedules/available (home page)";
  const share = GOAL_SHARE[app.database];
  ctx.results.add({
    scenario,
    figure: `req/s at ${CONNECTIONS} connections`,
    database: app.database,
    value: run.rps,
    unit: "req/s",
    digits: 0,
    reference: shareOfReference(ctx, run.rps),
    goal: `≥ ${share * 100}% of reference`,
    pass: run.rps >= share * ctx.reference.rps,
  });
  ctx.results.add({
    scenario,
    figure: `p99 at ${CONNECTIONS} connections`,
    database: app.database,
    value: run.latency.p99,
    unit: "ms",
    ...latencyGoal(ctx, run.latency.p99, GOAL_P99_TIMES),
  });
  ctx.results.add({ scenario, figure: "p50", database: app.database, value: run.latency.p50, unit: "ms" });
  const uncached = "every request a different page (a database round each)";
  ctx.results.add({
    scenario,
    figure: `${uncached}: req/s`,
    database: app.database,
    value: misses.rps,
    unit: "req/s",
    digits: 0,
    reference: shareOfReference(ctx, misses.rps),
  });
  ctx.results.add({
    scenario,
    figure: `${uncached}: p99`,
    database: app.database,
    value: misses.latency.p99,
    unit: "ms",
    reference: timesReference(ctx, misses.latency.p99),
  });
}
