// Selling at once through POST /api/bookings (counter sales as the demo Super Admin):
// - the rush: `rushBuyers` buyers at once for the last 10 VIP seats of a sailing: exactly 10 sold;
// - creation throughput, `throughputBookings` paid one-passenger bookings on one hot sailing against the
//   same number spread over `spreadSchedules` sailings (goal: hot at least half of spread).
import { load } from "../lib/load.mjs";
import { ADULT, bookingIds, laterSchedules, paid, saleBody, seatOf, VIP } from "../lib/sales.mjs";
import { shareOfReference, timesReference } from "./reference.mjs";

const SEATS = 10;
const CONNECTIONS = 20;

export async function bookingRush(ctx, app, client) {
  const { rushBuyers, throughputBookings, spreadSchedules } = ctx.plan;
  // The rush needs a sailing with at least 10 VIP seats (the demo ships differ); the rest come after it.
  const candidates = await laterSchedules(client, 3, spreadSchedules + 2);
  const rushSchedule = candidates.find((schedule) => (seatOf(schedule, VIP)?.sisa_kuota ?? 0) >= SEATS);
  if (!rushSchedule) throw new Error(`no sailing with ${SEATS} VIP seats among ${candidates.length}`);
  // The hot sailing is the one with the most adult seats left, so that its sales last long enough to measure.
  const others = candidates.filter((schedule) => schedule !== rushSchedule).slice(0, spreadSchedules + 1);
  const hotSchedule = others.reduce((most, schedule) =>
    seatOf(schedule, ADULT).sisa_kuota > seatOf(most, ADULT).sisa_kuota ? schedule : most,
  );
  const spread = others.filter((schedule) => schedule !== hotSchedule);
  const scenario = "POST /api/bookings";

  // The rush: leave exactly 10 VIP seats, then every buyer at once on its own connection.
  const vip = seatOf(rushSchedule, VIP);
  if (vip.sisa_kuota > SEATS)
    await client.call(
      "POST",
      "/bookings",
      await paid(client, saleBody(rushSchedule.id, vip, "Rombongan", vip.sisa_kuota - SEATS)),
    );
  const rush = await load({
    url: `${app.url}/api/bookings`,
    method: "POST",
    headers: client.headers,
    connections: rushBuyers,
    amount: rushBuyers,
    bodies: Array.from({ length: rushBuyers }, (_, index) => saleBody(rushSchedule.id, vip, `Rush ${index}`)),
  });
  const after = (await client.call("GET", `/schedules/${rushSchedule.id}`)).data;
  const sold = (await bookingIds(client, rushSchedule.id, "Rush")).length;
  ctx.results.check(
    `rush on ${app.database}: ${rushBuyers} buyers for ${SEATS} seats sell exactly ${SEATS}`,
    sold === SEATS &&
      seatOf(after, VIP).sisa_kuota === 0 &&
      rush.statuses[201] === SEATS &&
      rush.statuses[409] === rushBuyers - SEATS,
    JSON.stringify({ bookings: sold, seatsLeft: seatOf(after, VIP).sisa_kuota, statuses: rush.statuses }),
  );
  ctx.results.add({
    scenario,
    figure: `rush: bookings sold, ${rushBuyers} buyers for ${SEATS} seats (counted in the database)`,
    database: app.database,
    value: sold,
    unit: "sold",
    digits: 0,
    goal: `exactly ${SEATS}`,
    pass: sold === SEATS,
  });
  ctx.results.add({
    scenario,
    figure: "rush: p99 of the answers",
    database: app.database,
    value: rush.latency.p99,
    unit: "ms",
    reference: timesReference(ctx, rush.latency.p99),
  });

  // Throughput: the same number of paid bookings on one sailing and spread over many.
  const hotSeat = seatOf(hotSchedule, ADULT);
  const count = Math.min(throughputBookings, hotSeat.sisa_kuota);
  const hotBody = await paid(client, saleBody(hotSchedule.id, hotSeat, "Hot"));
  const spreadBodies = await Promise.all(
    spread.map((schedule) => paid(client, saleBody(schedule.id, seatOf(schedule, ADULT), "Spread"))),
  );
  const run = (bodies) =>
    load({
      url: `${app.url}/api/bookings`,
      method: "POST",
      headers: client.headers,
      connections: Math.min(CONNECTIONS, count),
      amount: count,
      bodies: Array.from({ length: count }, (_, index) => bodies[index % bodies.length]),
    });
  const hot = await run([hotBody]);
  const spreadRun = await run(spreadBodies);
  for (const [name, result] of [
    ["hot", hot],
    ["spread", spreadRun],
  ])
    ctx.results.check(
      `${name} bookings on ${app.database}: every one created`,
      result.statuses[201] === count,
      JSON.stringify({ statuses: result.statuses, errors: result.errors }),
    );
  const figure = (name) => `${name}: bookings/s, ${count} paid bookings, ${CONNECTIONS} connections`;
  ctx.results.add({
    scenario,
    figure: figure("one hot sailing"),
    database: app.database,
    value: hot.rps,
    unit: "req/s",
    reference: shareOfReference(ctx, hot.rps),
  });
  ctx.results.add({
    scenario,
    figure: figure(`spread over ${spread.length} sailings`),
    database: app.database,
    value: spreadRun.rps,
    unit: "req/s",
    reference: shareOfReference(ctx, spreadRun.rps),
  });
  ctx.results.add({
    scenario,
    figure: "hot / spread throughput",
    database: app.database,
    value: hot.rps / spreadRun.rps,
    unit: "×",
    digits: 2,
    goal: "≥ 0.5",
    pass: hot.rps >= 0.5 * spreadRun.rps,
  });
  ctx.results.add({
    scenario,
    figure: "hot: p99",
    database: app.database,
    value: hot.latency.p99,
    unit: "ms",
    reference: timesReference(ctx, hot.latency.p99),
  });
  return { hotScheduleId: hotSchedule.id };
}
