import http from "node:http";
import net, { type AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../lib/app-error";
import { ok } from "../lib/envelope";
import { appsClosedAfterEach } from "../test/cleanup";
import { testDatabase } from "../test/database";
import { publicAccess } from "./access";
import { RETRY_AFTER_SECONDS } from "./admission";

const { testApp } = appsClosedAfterEach();
// The worker's database is migrated once, under the hook timeout rather than a test's.
beforeAll(() => testDatabase());

/**
 * An app whose gate lets one request work and one wait (a pool of 3 keeps 2 connections back), with a
 * route that works until the test lets it finish, counting how many requests got to work.
 */
async function busyApp() {
  const app = await testApp({ databasePoolSize: 3, databaseQueueSize: 1, databaseQueueTimeoutSeconds: 1 });
  const finish: (() => void)[] = [];
  let started = 0;
  app.get("/api/test/work", { config: publicAccess }, async () => {
    started++;
    await new Promise<void>((resolve) => finish.push(resolve));
    return ok({ done: true });
  });
  let bodyAwaited = false;
  app.post("/api/test/echo", {
    config: publicAccess,
    preParsing: async () => {
      bodyAwaited = true;
    },
    handler: async (request) => ok(request.body),
  });
  await app.ready();
  return {
    app,
    bodyAwaited: () => bodyAwaited,
    started: () => started,
    finishAll: () => {
      for (const resolve of finish.splice(0)) resolve();
    },
  };
}

const work = (app: FastifyInstance) => app.inject({ method: "GET", url: "/api/test/work" });
const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe("admission control", () => {
  it("queues a request while the working slots are taken, refuses beyond the queue with Retry-After", async () => {
    const { app, started, finishAll } = await busyApp();
    const first = work(app);
    await until(() => started() === 1);
    const queued = work(app);
    await until(() => app.admission.waiting === 1);

    const refused = await work(app);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
    expect(refused.json()).toMatchObject({ success: false, code: "SERVICE_UNAVAILABLE" });
    // A load balancer's checks and the metrics do not wait in the queue; the metrics show it.
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    const metrics = (await app.inject({ method: "GET", url: "/api/metrics" })).body;
    expect(metrics).toContain('http_admission_requests{state="working"} 1');
    expect(metrics).toContain('http_admission_requests{state="waiting"} 1');

    finishAll();
    expect((await first).statusCode).toBe(200);
    await until(() => started() === 2);
    finishAll();
    expect((await queued).statusCode).toBe(200);
    expect(started()).toBe(2);
    expect({ working: app.admission.working, waiting: app.admission.waiting }).toEqual({
      working: 0,
      waiting: 0,
    });
  });

  it("answers 503 with Retry-After to a request that waited too long, without running it", async () => {
    const { app, started, finishAll } = await busyApp();
    const first = work(app);
    await until(() => started() === 1);
    const waited = await work(app);
    expect(waited.statusCode).toBe(503);
    expect(waited.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
    expect(started()).toBe(1);
    finishAll();
    expect((await first).statusCode).toBe(200);
  });

  it("lets go of the slot while a slow body arrives, and queues the request again once it has", async () => {
    const { app, started, finishAll, bodyAwaited } = await busyApp();
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const body = JSON.stringify({ pesan: "halo dari pelabuhan" });
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.write(
      `POST /api/test/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    );
    await until(bodyAwaited);

    // The slow sender holds nothing: another request works at once.
    const other = work(app);
    await until(() => started() === 1);
    expect(app.admission.waiting).toBe(0);

    socket.write(body.slice(5));
    await until(() => app.admission.waiting === 1);
    finishAll();
    expect((await other).statusCode).toBe(200);
    await new Promise((resolve) => socket.once("close", resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"pesan":"halo dari pelabuhan"');
    expect(app.admission.working).toBe(0);
  });

  it("adds Retry-After to the other 503s (the database unreachable)", async () => {
    const app = await testApp();
    app.get("/api/test/down", { config: publicAccess }, async () => {
      throw new AppError("SERVICE_UNAVAILABLE");
    });
    const answer = await app.inject({ method: "GET", url: "/api/test/down" });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
    expect(app.admission.working).toBe(0);
  });

  it("gives the place back when a queued caller hangs up", async () => {
    const { app, started, finishAll } = await busyApp();
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const first = work(app);
    await until(() => started() === 1);
    const request = http.get({ host: "127.0.0.1", port, path: "/api/test/work" });
    request.on("error", () => {});
    await until(() => app.admission.waiting === 1);
    request.destroy();
    await until(() => app.admission.waiting === 0);
    finishAll();
    expect((await first).statusCode).toBe(200);
    expect(started()).toBe(1);
    expect(app.admission.working).toBe(0);
  });
});
