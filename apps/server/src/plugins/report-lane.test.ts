import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { testConfig } from "../test/app";
import { testDatabase } from "../test/database";
import { errorsPlugin } from "./errors";
import { REPORT_LANE, REPORTS_BUSY, reportLanePlugin } from "./report-lane";

/** Lets the test finish a running report when it chooses. */
function gateOpener() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await testDatabase();
});

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

async function laneApp(database: DatabaseHandle, concurrency: number, waitFor: Promise<void>) {
  const server = Fastify();
  server.decorate("config", { ...testConfig(), reportConcurrency: concurrency });
  server.decorate("database", database);
  await server.register(errorsPlugin);
  await server.register(reportLanePlugin);
  let running = 0;
  let most = 0;
  server.get("/api/reports/slow", { config: REPORT_LANE }, async () => {
    running++;
    most = Math.max(most, running);
    await waitFor;
    running--;
    return { ok: true };
  });
  server.get("/api/sales/fast", async () => ({ ok: true }));
  app = server;
  return { server, most: () => most };
}

describe("the report lane", () => {
  it("runs at most REPORT_CONCURRENCY reports at once, the rest wait, and other routes never wait", async () => {
    const finish = gateOpener();
    const { server, most } = await laneApp(database, 2, finish.opened);
    const reports = [1, 2, 3, 4].map(() => server.inject({ method: "GET", url: "/api/reports/slow" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await server.inject({ method: "GET", url: "/api/sales/fast" })).statusCode).toBe(200);
    finish.open();
    expect((await Promise.all(reports)).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(most()).toBe(2);
  });

  it("answers 503 'sedang sibuk' when the lane's queue is full", async () => {
    const finish = gateOpener();
    // One running and ten waiting fill a lane of one; the twelfth is refused at once.
    const { server } = await laneApp(database, 1, finish.opened);
    const admitted = Array.from({ length: 11 }, () =>
      server.inject({ method: "GET", url: "/api/reports/slow" }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await server.inject({ method: "GET", url: "/api/reports/slow" });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      success: false,
      code: "SERVICE_UNAVAILABLE",
      message: REPORTS_BUSY,
    });
    finish.open();
    expect((await Promise.all(admitted)).every((answer) => answer.statusCode === 200)).toBe(true);
  });

  it("reads from the primary on PGlite (one connection, nothing else to open)", async () => {
    const { server } = await laneApp(database, 1, Promise.resolve());
    await server.ready();
    expect(server.reportDb).toBe(database.db);
  });
});
