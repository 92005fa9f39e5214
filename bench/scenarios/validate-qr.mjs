// Gate scanning: POST /api/tickets/validate-qr from 10 gates at once (10 connections).
// Setup (not measured): `gateTickets` paid passenger tickets in bookings of 8 on tomorrow's second
// Merak–Bakauheni sailing (the first carries the demo sales), boarding opened. Measured: every ticket
// scanned once in turn; one scan in ten repeats a ticket scanned 20 scans earlier ("sudah digunakan"),
// one in fifty is unknown data. Checked afterwards in the database: every ticket admitted exactly once.
import { randomBytes } from "node:crypto";
import { load } from "../lib/load.mjs";
import { ADULT, bookingIds, paid, saleBody, seatOf } from "../lib/sales.mjs";
import { latencyGoal, shareOfReference } from "./reference.mjs";

const GATES = 10;
const PER_BOOKING = 8;
/** p95 at most this multiple of the reference's p99 (150 ms on a quiet day). */
const GOAL_P95_TIMES = 90;

/** Tomorrow's second Merak–Bakauheni sailing whose boarding is not open yet (the schedule). */
export async function boardingSailing(client) {
  const tomorrow = new Date(Date.now() + 7 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  const day = (await client.call("GET", `/boardings?date=${tomorrow}`)).data;
  const sailing = day.filter(
    (entry) =>
      entry.schedule.route?.kode_rute === "MRK-BKH" && entry.boarding.state === "belum" && entry.master.ok,
  )[1];
  if (!sailing) throw new Error("no Merak–Bakauheni sailing tomorrow to board");
  return (await client.call("GET", `/schedules/${sailing.schedule.id}`)).data;
}

async function ticketTotal(client, scheduleId, status) {
  const answer = await client.call(
    "GET",
    `/tickets/search?schedule_id=${scheduleId}&jenis=penumpang&status=${status}&search=Gate&per_page=1`,
  );
  return answer.meta.total;
}

export async function validateQr(ctx, app, client) {
  const tickets = ctx.plan.gateTickets;
  const schedule = await boardingSailing(client);
  const seat = seatOf(schedule, ADULT);
  const body = await paid(client, saleBody(schedule.id, seat, "Gate", PER_BOOKING));
  for (let sold = 0; sold < tickets; sold += PER_BOOKING)
    await client.call("POST", "/bookings", { ...body, pemesan_nama: `Gate ${sold}` });
  await client.call("POST", `/boardings/${schedule.id}/open`);
  const secrets = [];
  for (let page = 1; ; page++) {
    const found = await client.call(
      "GET",
      `/tickets/search?schedule_id=${schedule.id}&jenis=penumpang&status=aktif&search=Gate&per_page=100&page=${page}`,
    );
    secrets.push(...found.data.map((ticket) => ticket.qr_data));
    if (page >= found.meta.last_page) break;
  }
  const scans = [];
  for (const [index, secret] of secrets.entries()) {
    scans.push(secret);
    if (index % 10 === 9 && index >= 20) scans.push(secrets[index - 20]);
    if (index % 50 === 49) scans.push(`tidak-ada-${randomBytes(6).toString("hex")}`);
  }
  const run = await load({
    url: `${app.url}/api/tickets/validate-qr`,
    method: "POST",
    headers: client.headers,
    connections: GATES,
    amount: scans.length,
    bodies: scans.map((qr, index) => ({
      qr_data: qr,
      schedule_id: schedule.id,
      gate: `Gerbang ${(index % GATES) + 1}`,
      nonce: randomBytes(16).toString("hex"),
    })),
  });
  const used = await ticketTotal(client, schedule.id, "digunakan");
  const active = await ticketTotal(client, schedule.id, "aktif");
  ctx.results.check(
    `validate-qr on ${app.database}: ${secrets.length} tickets each admitted once, every scan answered 200`,
    secrets.length === tickets && used === tickets && active === 0 && run.statuses[200] === scans.length,
    JSON.stringify({ tickets: secrets.length, used, active, statuses: run.statuses }),
  );
  const scenario = `POST /api/tickets/validate-qr, ${GATES} gates`;
  ctx.results.add({
    scenario,
    figure: `p95 of ${scans.length} scans`,
    database: app.database,
    value: run.latency.p95,
    unit: "ms",
    ...latencyGoal(ctx, run.latency.p95, GOAL_P95_TIMES),
  });
  ctx.results.add({
    scenario,
    figure: "scans/s",
    database: app.database,
    value: run.rps,
    unit: "req/s",
    digits: 0,
    reference: shareOfReference(ctx, run.rps),
  });
  return { bulkBookings: await bookingIds(client, schedule.id, "Gate") };
}
