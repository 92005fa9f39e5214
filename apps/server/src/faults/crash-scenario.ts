import { expect } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { runMigrations } from "../db/migrate";
import { type ServerProcess, startServerProcess } from "../test/server-process";
import { bookingCensus, brokenInvariants } from "./invariants";
import {
  freePort,
  inBatches,
  prepareRush,
  RETRIED_UNCOMMITTED,
  RUSH_SALES,
  rushAndKill,
  type SaleOutcome,
  saleKey,
  sell,
  WARM_UP_FROM,
} from "./rush";

type Census = Awaited<ReturnType<typeof bookingCensus>>;
/** About 15 s on an idle machine; generous because CI machines are often busy. */
export const CRASH_TIMEOUT_MS = 180_000;

/** The database the server under test runs on: its environment and how the test opens it. */
export type Target = {
  env: Record<string, string>;
  open: () => Promise<DatabaseHandle>;
  /** Bookings committed so far, read while the server runs (PostgreSQL only: PGlite has one owner). */
  written?: () => Promise<number>;
};

export async function withDatabase<T>(
  target: Pick<Target, "open">,
  use: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const handle = await target.open();
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

const notConfirmedIn = (census: Census, outcomes: SaleOutcome[]) =>
  outcomes.filter((outcome) => census.ids.get(outcome.bookingId ?? 0) !== "confirmed");

/**
 * SIGKILL of the real server (`src/main.ts`) in the middle of a rush of counter and agent sales, then a
 * restart on the same database: nothing half-written, no seat lost or sold twice, every confirmed
 * booking with its tickets, every agent's balance equal to its ledger, and every sale that was answered
 * 201 still there. Run on PGlite by crash-during-rush.test.ts and on PostgreSQL by its `.pg.test.ts`
 * twin; the started processes go onto `servers` (killed after the test). Answers the quality report's
 * figures.
 */
export async function crashScenario(target: Target, servers: ServerProcess[]) {
  const world = await withDatabase(target, async (handle) => {
    await runMigrations(handle);
    return prepareRush(handle);
  });
  const port = await freePort();
  const first = await startServerProcess(port, target.env);
  servers.push(first);

  // A warm process (one sale of each kind) so that the rush, not start-up, is what gets killed.
  const warm = await Promise.all([0, 1, 2].map((kind) => sell(first.url, world, WARM_UP_FROM + kind)));
  expect(warm.map((outcome) => outcome.status)).toEqual([201, 201, 201]);
  const before = (await target.written?.()) ?? 0;
  const outcomes = await rushAndKill(
    first.url,
    world,
    () => first.stop("SIGKILL"),
    target.written && (async () => ((await target.written?.()) ?? 0) - before),
  );
  const killed = outcomes.filter((outcome) => outcome.status === "killed");
  const sold = outcomes.filter((outcome) => outcome.status === 201);
  expect(first.child.signalCode).toBe("SIGKILL");
  expect(killed.length, "requests still in flight when the process died").toBeGreaterThan(0);
  for (const outcome of outcomes.filter((item) => item.status !== "killed"))
    expect([201, 409], JSON.stringify(outcome)).toContain(outcome.status);

  // The database as the crash left it (PGlite replays its WAL on open): whole sales or none.
  const crashed = await withDatabase(target, async (handle) => {
    expect(await brokenInvariants(handle.db)).toEqual([]);
    return bookingCensus(handle.db);
  });
  expect(notConfirmedIn(crashed, [...warm, ...sold]), "answered sales lost").toEqual([]);
  const committedUnanswered = crashed.ids.size - warm.length - sold.length;
  expect(crashed.ids.size - warm.length, "rush sales written before the kill").toBeGreaterThan(0);

  // The restarted server: clients retry killed requests with their Idempotency-Key. Each sale the crash
  // committed answers 200 with the booking it made (never a second one); the others sell now.
  const second = await startServerProcess(port, target.env);
  servers.push(second);
  const committed = killed.filter((outcome) => crashed.keys.has(saleKey(outcome.index)));
  expect(committed.length).toBe(committedUnanswered);
  const retry = [
    ...committed,
    ...killed.filter((outcome) => !crashed.keys.has(saleKey(outcome.index))).slice(0, RETRIED_UNCOMMITTED),
  ];
  const retried = await inBatches(retry, 10, (outcome) => sell(second.url, world, outcome.index));
  for (const outcome of retried)
    expect([200, 201, 409], `${JSON.stringify(outcome)}\n${second.output()}`).toContain(outcome.status);
  const replayed = retried.filter((outcome) => outcome.status === 200);
  expect(replayed.map((outcome) => outcome.bookingId)).toEqual(
    committed.map((outcome) => crashed.keys.get(saleKey(outcome.index))),
  );
  const soldAfter = retried.filter((outcome) => outcome.status === 201);
  expect(soldAfter.length, "sales after the restart").toBeGreaterThan(0);
  await second.stop("SIGTERM");

  const final = await withDatabase(target, async (handle) => {
    expect(await brokenInvariants(handle.db)).toEqual([]);
    return bookingCensus(handle.db);
  });
  expect(notConfirmedIn(final, [...warm, ...sold, ...replayed, ...soldAfter])).toEqual([]);
  expect(final.ids.size).toBe(crashed.ids.size + soldAfter.length);
  // Figures for the quality report (`meta` of the JSON reporter).
  return {
    sent: RUSH_SALES,
    answered: outcomes.length - killed.length,
    killed: killed.length,
    committedUnanswered,
    retried: retried.length,
    soldAfterRestart: soldAfter.length,
  };
}
