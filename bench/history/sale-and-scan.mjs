// The two calls of the day that history must not slow down: a paid one-passenger counter sale on a
// sailing three days ahead, and a gate scan on tomorrow's Merak–Bakauheni sailing (boarding opened, its
// tickets sold beforehand in bookings of 8). One at a time, after warm-up calls, as timeCalls makes them.
import { randomBytes } from "node:crypto";
import { ADULT, laterSchedules, paid, saleBody, seatOf } from "../lib/sales.mjs";
import { boardingSailing } from "../scenarios/validate-qr.mjs";
import { timeCalls, warmUpsOf } from "./measure.mjs";

const PER_BOOKING = 8;

export async function timeSales(baseUrl, client, times) {
  const [schedule] = await laterSchedules(client, 3, 1);
  const body = await paid(client, saleBody(schedule.id, seatOf(schedule, ADULT), "Riwayat"));
  return timeCalls(
    baseUrl,
    client,
    (index) => ({
      method: "POST",
      path: "/bookings",
      body: { ...body, pemesan_nama: `Riwayat ${index + 1}` },
    }),
    times,
  );
}

export async function timeScans(baseUrl, client, times) {
  const schedule = await boardingSailing(client);
  const body = await paid(
    client,
    saleBody(schedule.id, seatOf(schedule, ADULT), "Riwayat Gate", PER_BOOKING),
  );
  for (let sold = 0; sold < times + warmUpsOf(times); sold += PER_BOOKING)
    await client.call("POST", "/bookings", body);
  await client.call("POST", `/boardings/${schedule.id}/open`);
  const found = await client.call(
    "GET",
    `/tickets/search?schedule_id=${schedule.id}&jenis=penumpang&status=aktif&search=Riwayat&per_page=100`,
  );
  const secrets = found.data.map((ticket) => ticket.qr_data);
  return timeCalls(
    baseUrl,
    client,
    (index) => ({
      method: "POST",
      path: "/tickets/validate-qr",
      body: {
        qr_data: secrets[index],
        schedule_id: schedule.id,
        gate: "Gerbang 1",
        nonce: randomBytes(16).toString("hex"),
      },
    }),
    times,
  );
}
