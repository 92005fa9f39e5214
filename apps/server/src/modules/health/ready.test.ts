import fs from "node:fs";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { openPglite, rowsOf } from "../../db/client";
import { testConfig } from "../../test/app";
import { appsClosedAfterEach } from "../../test/cleanup";

const journal = JSON.parse(
  fs.readFileSync(new URL("../../db/migrations/meta/_journal.json", import.meta.url), "utf8"),
) as { entries: { tag: string; when: number }[] };

describe("GET /api/ready", () => {
  const { testApp, closeLater } = appsClosedAfterEach();

  const ready = (app: FastifyInstance) => app.inject({ method: "GET", url: "/api/ready" });

  it("answers 200 ready when the database answers and every migration is applied", async () => {
    const response = await ready(await testApp());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { status: "ready" } });
  });

  it("answers 503 naming the migration that has not run", async () => {
    const app = await testApp();
    const last = journal.entries.at(-1);
    if (!last) throw new Error("the journal has no migrations");
    const removed = rowsOf<{ hash: string; created_at: string }>(
      await app.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when} returning hash, created_at`,
      ),
    );
    expect(removed).toHaveLength(1);
    try {
      const response = await ready(app);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        success: false,
        code: "SERVICE_UNAVAILABLE",
        error_code: "SERVICE_UNAVAILABLE",
        reason: "migrations",
        errors: { migrations: [`Migrasi belum dijalankan: ${last.tag}`] },
      });
    } finally {
      const [row] = removed;
      await app.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row?.hash}, ${last.when})`,
      );
    }
    expect((await ready(app)).statusCode).toBe(200);
  });

  it("answers 503 naming the database when it does not answer", async () => {
    const database = await openPglite(undefined);
    const app = await buildApp({ config: testConfig(), database, logger: false });
    closeLater(app);
    await database.close();
    const response = await ready(app);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE", reason: "database" });
  }, 60_000);

  it("answers 503 once shutdown has begun, and closing the app begins it", async () => {
    const app = await testApp();
    app.lifecycle.shuttingDown = true;
    const response = await ready(app);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      reason: "shutdown",
      errors: { shutdown: ["Server sedang berhenti"] },
    });
    // Health stays a liveness check: the process still answers.
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);

    const other = await testApp();
    expect(other.lifecycle.shuttingDown).toBe(false);
    await other.close();
    expect(other.lifecycle.shuttingDown).toBe(true);
  });
});
