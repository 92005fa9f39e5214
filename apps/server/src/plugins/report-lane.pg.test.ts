import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { openPostgres } from "../db/client";
import { openReportDatabase } from "../db/open";
import { testConfig } from "../test/app";
import { testDatabaseUrl } from "../test/postgres-only";
import { errorsPlugin, REPORT_TIMED_OUT } from "./errors";
import { REPORT_LANE, reportLanePlugin } from "./report-lane";

describe("the report database on PostgreSQL", () => {
  it("is a pool of its own whose statements are cancelled after REPORT_STATEMENT_TIMEOUT_SECONDS", async () => {
    const url = testDatabaseUrl();
    const primary = await openPostgres(url, 2);
    const config = {
      ...testConfig(),
      databaseUrl: url,
      reportConcurrency: 1,
      reportStatementTimeoutSeconds: 1,
    };
    const reports = await openReportDatabase(config, primary);
    try {
      expect(reports.db).not.toBe(primary.db);
      await expect(reports.db.execute(sql`select pg_sleep(3)`)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: "57014" }),
      });
      // The primary, used by sales and gates, has no such limit.
      await expect(primary.db.execute(sql`select pg_sleep(1.2)`)).resolves.toBeDefined();
    } finally {
      await reports.close();
      await primary.close();
    }
  });

  it("answers a report cancelled by the timeout with 503 and what to do, not a server error", async () => {
    const url = testDatabaseUrl();
    const primary = await openPostgres(url, 1);
    const server = Fastify();
    server.decorate("config", { ...testConfig(), databaseUrl: url, reportStatementTimeoutSeconds: 1 });
    server.decorate("database", primary);
    await server.register(errorsPlugin);
    await server.register(reportLanePlugin);
    server.get("/api/reports/heavy", { config: REPORT_LANE }, async () => {
      await server.reportDb.execute(sql`select pg_sleep(3)`);
      return { ok: true };
    });
    try {
      const answer = await server.inject({ method: "GET", url: "/api/reports/heavy" });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ success: false, message: REPORT_TIMED_OUT });
    } finally {
      await server.close();
      await primary.close();
    }
  });

  it("reads from DATABASE_READ_URL when it is set", async () => {
    const url = testDatabaseUrl();
    const primary = await openPostgres(url, 1);
    const replica = new URL(url);
    replica.searchParams.set("application_name", "ferry-replica");
    const config = { ...testConfig(), databaseReadUrl: replica.toString(), reportConcurrency: 1 };
    const reports = await openReportDatabase(config, primary);
    try {
      const result = await reports.db.execute(sql`select current_setting('application_name') as name`);
      expect((result as unknown as { rows: { name: string }[] }).rows[0]?.name).toBe("ferry-replica");
    } finally {
      await reports.close();
      await primary.close();
    }
  });
});
