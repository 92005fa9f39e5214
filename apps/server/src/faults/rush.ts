import net from "node:net";
import { buildApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { syncPermissionCatalogue } from "../modules/access/index";
import { AGENT_PERMISSIONS, FINANCE_PERMISSIONS } from "../modules/agents/test-fixtures";
import { testConfig } from "../test/app";
import { adult, CASHIER, saleWorld, staffCaller } from "../test/sales-fixtures";

/** The figures of the crash scenario (the quality report reads them). */
export const RUSH_SALES = 150;
/** How many of the killed sales that the crash did not commit are retried after the restart. */
export const RETRIED_UNCOMMITTED = 10;
/** The process is killed once this many rush sales have answered or been committed, mid-rush. */
export const KILL_AFTER = 10;
/** ...or after this long at the latest (a slow machine). */
export const KILL_AFTER_MS = 20_000;
/** Index of the warm-up sales made before the rush (one of each kind). */
export const WARM_UP_FROM = 3_000;
const AGENT_TOPUP = 5_000_000;

export type RushWorld = {
  scheduleId: number;
  cashier: string;
  agent: string;
  adultSale: (index: number) => object;
  carSale: (index: number) => object;
  agentSale: (index: number) => object;
};

/**
 * Builds the sale world through the services (an app on the open database, requests by `inject`): a
 * schedule (100 adult seats, 20 cars), a cashier, and an agent with balance. Answers the bearer headers
 * and the bodies of the three kinds of sale; the sessions live in the database, so they outlive the app.
 */
export async function prepareRush(database: DatabaseHandle): Promise<RushWorld> {
  await syncPermissionCatalogue(database.db);
  const app = await buildApp({ config: testConfig(), database, logger: false });
  try {
    const world = await saleWorld(app);
    const cashier = await staffCaller(app, CASHIER);
    const agent = await staffCaller(app, AGENT_PERMISSIONS, { tipe_pengguna: "agen" });
    const finance = await staffCaller(app, FINANCE_PERMISSIONS);
    const topup = await agent.call("POST", "/agents/topups", { amount: AGENT_TOPUP, method: "tunai" });
    const approved = await finance.call("POST", `/agents/topups/${topup.json().data.id}/approve`, {});
    if (approved.statusCode !== 200) throw new Error(`top-up: ${approved.statusCode} ${approved.body}`);
    const scheduleId = world.schedule.id;
    const passenger = (index: number) => adult(world.adultPrice, `Penumpang ${index}`);
    const adultBody = { schedule_id: scheduleId, pemesan_nama: "Pembeli", passengers: [passenger(0)] };
    const carBody = {
      schedule_id: scheduleId,
      pemesan_nama: "Pemilik",
      vehicles: [
        {
          ticket_price_id: world.carPrice,
          nomor_kendaraan: "P 1 AB",
          nama_pemilik: "Pemilik",
          tipe_tiket: "kosong",
          riders: [{ nama_lengkap: "Sopir" }],
        },
      ],
    };
    const priceOf = async (body: object) => {
      const quote = await cashier.call("POST", "/bookings/quote", body);
      if (quote.statusCode !== 200) throw new Error(`quote: ${quote.statusCode} ${quote.body}`);
      return quote.json().data.total_harga as number;
    };
    const adultPrice = await priceOf(adultBody);
    const carPrice = await priceOf(carBody);
    return {
      scheduleId,
      cashier: cashier.authorization,
      agent: agent.authorization,
      adultSale: (index) => ({
        ...adultBody,
        pemesan_nama: `Pembeli ${index}`,
        passengers: [passenger(index)],
        payment: { method: "tunai", amount: adultPrice },
      }),
      carSale: (index) => ({
        ...carBody,
        pemesan_nama: `Pemilik ${index}`,
        vehicles: [{ ...carBody.vehicles[0], nomor_kendaraan: `P ${index} AB` }],
        payment: { method: "tunai", amount: carPrice },
      }),
      agentSale: (index) => ({ ...adultBody, pemesan_nama: `Tamu ${index}`, passengers: [passenger(index)] }),
    };
  } finally {
    await app.close();
  }
}

/** The Idempotency-Key of sale `index` (a retry of the same sale sends the same key). */
export const saleKey = (index: number) => `rush-${index}-sale`;

export type SaleOutcome = { index: number; status: number | "killed"; bookingId?: number; code?: string };

/** One sale by `fetch` against a running server: cash at the counter (adult or car) or an agent's. */
export async function sell(baseUrl: string, world: RushWorld, index: number): Promise<SaleOutcome> {
  const kind = index % 3;
  const body =
    kind === 0 ? world.agentSale(index) : kind === 1 ? world.adultSale(index) : world.carSale(index);
  try {
    const response = await fetch(`${baseUrl}/api/bookings`, {
      method: "POST",
      headers: {
        authorization: kind === 0 ? world.agent : world.cashier,
        "content-type": "application/json",
        "idempotency-key": saleKey(index),
      },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { data?: { id: number }; code?: string };
    return { index, status: response.status, bookingId: answer.data?.id, code: answer.code };
  } catch {
    return { index, status: "killed" };
  }
}

/**
 * Fires RUSH_SALES sales at once and calls `kill` while most are still in flight: once KILL_AFTER sales
 * have answered, or once `written()` (when given: rush bookings committed, counted on a separate
 * connection) reaches KILL_AFTER, or after KILL_AFTER_MS at the latest. Resolves every outcome (the
 * unanswered ones as `killed`).
 */
export async function rushAndKill(
  baseUrl: string,
  world: RushWorld,
  kill: () => Promise<unknown>,
  written?: () => Promise<number>,
): Promise<SaleOutcome[]> {
  let answered = 0;
  let fired = false;
  let fire: () => void = () => {};
  const trigger = new Promise<void>((resolve) => {
    fire = () => {
      fired = true;
      resolve();
    };
  });
  const timer = setTimeout(() => fire(), KILL_AFTER_MS);
  const sales = Array.from({ length: RUSH_SALES }, (_, index) =>
    sell(baseUrl, world, index).then((outcome) => {
      if (outcome.status !== "killed" && ++answered >= KILL_AFTER) fire();
      return outcome;
    }),
  );
  const poll = async () => {
    while (written && !fired) {
      if ((await written()) >= KILL_AFTER) fire();
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  void poll();
  await trigger;
  clearTimeout(timer);
  await kill();
  return Promise.all(sales);
}

/** Runs `task` over `items`, at most `width` at a time (clients retrying, not a second rush). */
export async function inBatches<T, R>(
  items: T[],
  width: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width)
    results.push(...(await Promise.all(items.slice(start, start + width).map(task))));
  return results;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}
