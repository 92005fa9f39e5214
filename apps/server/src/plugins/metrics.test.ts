import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { openPglite } from "../db/client";
import { testConfig } from "../test/app";
import { appsClosedAfterEach } from "../test/cleanup";

const TOKEN = "rahasia-metrik-0123456789";

describe("GET /api/metrics", () => {
  const { testApp, closeLater } = appsClosedAfterEach();

  const scrape = (app: FastifyInstance, headers: Record<string, string> = {}, remoteAddress?: string) =>
    app.inject({ method: "GET", url: "/api/metrics", headers, remoteAddress });

  it("counts requests and their latency by route pattern, not by URL", async () => {
    const app = await testApp();
    await app.inject({ method: "GET", url: "/api/health" });
    await app.inject({ method: "GET", url: "/api/public/informations/tidak-ada" });
    await app.inject({ method: "GET", url: "/api/public/informations/lain-lagi" });
    const response = await scrape(app);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    const text = response.body;
    expect(text).toContain('http_requests_total{method="GET",route="/api/health",status_code="200"} 1');
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/health"} 1');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/health"\} 1/,
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/public/informations/:slugOrId"} 2',
    );
    expect(text).not.toContain("tidak-ada");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    if (app.database.pool) {
      expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
      expect(text).toMatch(/db_pool_waiting_requests \d+/);
    } else {
      expect(text).not.toContain("db_pool_connections");
    }
  });

  it("counts 5xx answers as errors", async () => {
    const database = await openPglite(undefined);
    const app = await buildApp({ config: testConfig(), database, logger: false });
    closeLater(app);
    await database.close();
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(503);
    const text = (await scrape(app)).body;
    expect(text).toContain('http_request_errors_total{method="GET",route="/api/health",status_code="503"} 1');
  }, 60_000);

  it("without METRICS_TOKEN answers only local callers that did not come through a proxy", async () => {
    const app = await testApp();
    expect((await scrape(app, {}, "127.0.0.1")).statusCode).toBe(200);
    const remote = await scrape(app, {}, "10.1.2.3");
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ success: false, code: "ACCESS_DENIED" });
    const proxied = await scrape(app, { "x-forwarded-for": "203.0.113.9" }, "127.0.0.1");
    expect(proxied.statusCode).toBe(403);
  });

  it("with METRICS_TOKEN asks every caller, local ones too, for the bearer token", async () => {
    const app = await testApp({ metricsToken: TOKEN });
    const missing = await scrape(app);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ success: false, code: "TOKEN_INVALID" });
    expect((await scrape(app, { authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(401);
    const remote = await scrape(app, { authorization: `Bearer ${TOKEN}` }, "10.1.2.3");
    expect(remote.statusCode).toBe(200);
    expect(remote.body).toContain("http_requests_total");
  });
});
