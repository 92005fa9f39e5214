import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { buildApp } from "../app";
import { type DatabaseHandle, rowsOf } from "../db/client";
import { runMigrations } from "../db/migrate";
import { type Target, withDatabase } from "../faults/crash-scenario";
import { bookingCensus, brokenInvariants } from "../faults/invariants";
import { freePort } from "../faults/rush";
import { syncPermissionCatalogue } from "../modules/access/index";
import { testConfig } from "../test/app";
import { adult, CASHIER, saleWorld, staffCaller } from "../test/sales-fixtures";
import { type ServerProcess, startServerProcess } from "../test/server-process";

/** The seats left for the rush: the schedule's 100 adult seats minus a group booked before it. */
export const LAST_SEATS = 60;
/** About 40 s on a busy 2-core machine for 800 buyers on PostgreSQL; generous for CI. */
export const OVERLOAD_TIMEOUT_MS = 240_000;

type LastSeats = { scheduleId: number; priceId: number; cashier: string; sale: (index: number) => object };

export type Outcome = {
  index: number;
  status: number;
  retryAfter: string | null;
  id?: number;
  code?: string;
};

/** A schedule with LAST_SEATS adult seats left, a cashier, and the body of cash sale `index` (one seat). */
async function prepareLastSeats(database: DatabaseHandle): Promise<LastSeats> {
  await runMigrations(database);
  await syncPermissionCatalogue(database.db);
  const app = await buildApp({ config: testConfig(), database, logger: false });
  try {
    const world = await saleWorld(app);
    const cashier = await staffCaller(app, CASHIER);
    const person = (index: number) => ({
      ...adult(world.adultPrice, `Penumpang ${index}`),
      nomor_identitas: String(3510010101900000 + index),
    });
    const group = Array.from({ length: 100 - LAST_SEATS }, (_, index) => person(100_000 + index));
    const booked = await cashier.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "Rombongan",
      passengers: group,
    });
    if (booked.statusCode !== 201) throw new Error(`group booking: ${booked.statusCode} ${booked.body}`);
    const one = { schedule_id: world.schedule.id, pemesan_nama: "Pembeli", passengers: [person(0)] };
    const quote = await cashier.call("POST", "/bookings/quote", one);
    const price = quote.json().data.total_harga as number;
    return {
      scheduleId: world.schedule.id,
      priceId: world.adultPrice,
      cashier: cashier.authorization,
      sale: (index) => ({
        ...one,
        pemesan_nama: `Pembeli ${index}`,
        passengers: [person(index)],
        payment: { method: "tunai", amount: price },
      }),
    };
  } finally {
    await app.close();
  }
}

const saleKey = (index: number) => `overload-${index}-sale`;

async function buy(url: string, world: LastSeats, index: number): Promise<Outcome> {
  const response = await fetch(`${url}/api/bookings`, {
    method: "POST",
    headers: {
      authorization: world.cashier,
      "content-type": "application/json",
      "idempotency-key": saleKey(index),
    },
    body: JSON.stringify(world.sale(index)),
  });
  const answer = (await response.json()) as { data?: { id: number }; code?: string };
  const retryAfter = response.headers.get("retry-after");
  return { index, status: response.status, retryAfter, id: answer.data?.id, code: answer.code };
}

/** Seats of the rush's entry still free, read from the database. */
async function seatsLeft(database: DatabaseHandle, world: LastSeats): Promise<number> {
  const rows = rowsOf<{ left: number }>(
    await database.db.execute(
      sql`select kapasitas - terjual as left from schedule_quotas
          where schedule_id = ${world.scheduleId} and ticket_price_id = ${world.priceId}`,
    ),
  );
  return Number(rows[0]?.left);
}

/**
 * `buyers` cash sales at once for the last LAST_SEATS seats, spread over `processes` real server
 * processes (`src/main.ts`) with their default pool and admission settings. Every answer must tell the
 * truth about money: 201 (sold, and the booking is there, confirmed), 409 (sold out), or 503 with
 * `Retry-After` for a sale that committed nothing; exactly LAST_SEATS sold. Answers the figures for the
 * decision record.
 */
export async function overloadScenario(
  target: Target,
  servers: ServerProcess[],
  options: { buyers: number; processes: number },
) {
  const world = await withDatabase(target, prepareLastSeats);
  for (let count = 0; count < options.processes; count++)
    servers.push(await startServerProcess(await freePort(), target.env));
  const started = Date.now();
  const outcomes = await Promise.all(
    Array.from({ length: options.buyers }, (_, index) =>
      buy((servers[index % options.processes] as ServerProcess).url, world, index),
    ),
  );
  const seconds = (Date.now() - started) / 1000;
  const output = () => servers.map((server) => server.output()).join("\n");

  const byStatus = (status: number) => outcomes.filter((outcome) => outcome.status === status);
  const unexpected = outcomes.filter((outcome) => ![201, 409, 503].includes(outcome.status));
  expect(unexpected, output()).toEqual([]);
  expect(byStatus(409).filter((outcome) => outcome.code !== "QUOTA_EXCEEDED")).toEqual([]);
  expect(byStatus(503).filter((outcome) => outcome.retryAfter === null)).toEqual([]);
  expect(byStatus(201)).toHaveLength(LAST_SEATS);

  await withDatabase(target, async (database) => {
    const census = await bookingCensus(database.db);
    expect(byStatus(201).filter((outcome) => census.ids.get(outcome.id ?? 0) !== "confirmed")).toEqual([]);
    expect(byStatus(503).filter((outcome) => census.keys.has(saleKey(outcome.index)))).toEqual([]);
    const rushBookings = [...census.keys.keys()].filter((key) => key.startsWith("overload-"));
    expect(rushBookings).toHaveLength(LAST_SEATS);
    expect(await seatsLeft(database, world)).toBe(0);
    expect(await brokenInvariants(database.db)).toEqual([]);
  });
  return {
    sent: options.buyers,
    processes: options.processes,
    sold: byStatus(201).length,
    soldOut: byStatus(409).length,
    refused: byStatus(503).length,
    seconds: Math.round(seconds),
  };
}
