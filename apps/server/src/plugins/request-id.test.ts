import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { testConfig } from "../test/app";
import { appsClosedAfterEach } from "../test/cleanup";
import { resetDatabase, testDatabase } from "../test/database";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("X-Request-Id", () => {
  const { testApp, closeLater } = appsClosedAfterEach();

  it("generates a UUID when the caller sends none, a new one per request", async () => {
    const app = await testApp();
    const first = await app.inject({ method: "GET", url: "/api/health" });
    const second = await app.inject({ method: "GET", url: "/api/health" });
    expect(first.headers["x-request-id"]).toMatch(UUID);
    expect(second.headers["x-request-id"]).toMatch(UUID);
    expect(first.headers["x-request-id"]).not.toBe(second.headers["x-request-id"]);
  });

  it("returns a sane incoming id, also on a 404 and a 422", async () => {
    const app = await testApp();
    const ok = await app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "lb-7f3a.42" },
    });
    expect(ok.headers["x-request-id"]).toBe("lb-7f3a.42");
    const missing = await app.inject({
      method: "GET",
      url: "/api/tidak-ada",
      headers: { "x-request-id": "abc-404" },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["x-request-id"]).toBe("abc-404");
    const invalid = await app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "" },
      headers: { "x-request-id": "abc-422" },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.headers["x-request-id"]).toBe("abc-422");
    const denied = await app.inject({
      method: "GET",
      url: "/api/ports",
      headers: { "x-request-id": "abc-401" },
    });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers["x-request-id"]).toBe("abc-401");
  });

  it("replaces an id that is too long or has odd characters", async () => {
    const app = await testApp();
    for (const bad of ["a".repeat(129), "dua kata", "<script>", "a\tb"]) {
      const response = await app.inject({
        method: "GET",
        url: "/api/health",
        headers: { "x-request-id": bad },
      });
      expect(response.headers["x-request-id"], bad).toMatch(UUID);
    }
  });

  it("writes JSON logs that carry the request id", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split("\n").filter(Boolean));
        done();
      },
    });
    const database = await testDatabase();
    await resetDatabase(database);
    const app = await buildApp({ config: testConfig(), database, logger: { level: "info", stream } });
    closeLater(app);
    await app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "log-trace-1" } });
    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    const mine = entries.filter((entry) => entry.reqId === "log-trace-1");
    expect(mine.map((entry) => entry.msg)).toEqual(["incoming request", "request completed"]);
  });
});
