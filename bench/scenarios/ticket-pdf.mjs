// Ticket PDFs through the API, each booking's first request (nothing cached):
// - one-page tickets (one-passenger bookings, rendered in the request's thread), p95;
// - bulk: 8-ticket bookings in the `normal` and `thermal_sk` templates (rendered in worker threads), with
//   the server's event-loop lag measured by a probe request meanwhile (lib/probe.mjs).
import { load } from "../lib/load.mjs";
import { withLagProbe } from "../lib/probe.mjs";
import { bookingIds } from "../lib/sales.mjs";
import { latencyGoal } from "./reference.mjs";

const CONNECTIONS = 4;
/** Multiples of the reference's p99 (100 ms and 50 ms on a quiet day). */
const GOAL_P95_TIMES = 60;
const GOAL_LAG_TIMES = 30;

export async function ticketPdf(ctx, app, client, { hotScheduleId, bulkBookings }) {
  const single = (await bookingIds(client, hotScheduleId, "Hot")).slice(0, ctx.plan.pdfBookings);
  const bulk = bulkBookings.flatMap((id) =>
    [`normal`, `thermal_sk`].map((template) => `/api/tickets/bookings/${id}/pdf/${template}`),
  );
  const run = (paths) =>
    load({ url: app.url, headers: client.headers, connections: CONNECTIONS, amount: paths.length, paths });
  const onePage = await run(single.map((id) => `/api/tickets/bookings/${id}/pdf/normal`));
  const { work: bulkRun, lag } = await withLagProbe(app.url, () => run(bulk));
  for (const [name, result, count] of [
    ["one-page", onePage, single.length],
    ["bulk", bulkRun, bulk.length],
  ])
    ctx.results.check(
      `${name} ticket PDFs on ${app.database}: every one 200`,
      result.statuses[200] === count,
      JSON.stringify(result.statuses),
    );
  const scenario = `ticket PDFs, ${CONNECTIONS} connections`;
  ctx.results.add({
    scenario,
    figure: `one-page ticket: p95 of ${single.length}`,
    database: app.database,
    value: onePage.latency.p95,
    unit: "ms",
    ...latencyGoal(ctx, onePage.latency.p95, GOAL_P95_TIMES),
  });
  ctx.results.add({
    scenario,
    figure: `bulk (8 tickets): tickets/s over ${bulk.length} PDFs`,
    database: app.database,
    value: bulkRun.rps * 8,
    unit: "tickets/s",
    digits: 0,
  });
  ctx.results.add({
    scenario,
    figure: `event-loop lag p99 during bulk generation (probe, ${lag.count} samples)`,
    database: app.database,
    value: lag.p99,
    unit: "ms",
    ...latencyGoal(ctx, lag.p99, GOAL_LAG_TIMES),
  });
}
