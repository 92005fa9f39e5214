import { describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { openPglite } from "../../db/client";
import { runMigrations } from "../../db/migrate";
import { buildTestApp, testConfig } from "../../test/app";
import { appsClosedAfterEach } from "../../test/cleanup";

describe("GET /api/health", () => {
  const { closeLater } = appsClosedAfterEach();

  it("answers ok with the database kind after a ping", async () => {
    const app = await buildTestApp();
    closeLater(app);
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.status).toBe("ok");
    expect(body.data.database).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
    expect(body.data.process_id).toBe(process.pid);
  });

  it("answers 503 SERVICE_UNAVAILABLE when the database does not answer", async () => {
    const database = await openPglite(undefined);
    await runMigrations(database);
    const app = await buildApp({ config: testConfig(), database, logger: false });
    closeLater(app);
    await database.close();
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, code: "SERVICE_UNAVAILABLE" });
  });
});
