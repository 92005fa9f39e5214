import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { type DatabaseHandle, openPostgres } from "../db/client";
import { runMigrations } from "../db/migrate";
import { syncPermissionCatalogue } from "../modules/access/index";
import { testConfig } from "../test/app";
import { freshPostgresDatabase, testDatabaseUrl } from "../test/postgres-only";
import { adminClient, crossing } from "../test/voyage-fixtures";

const baseUrl = testDatabaseUrl();

/** Public and staff reads made while the database is away (the quality report counts them). */
export const OUTAGE_PATHS = ["/api/public/ports", "/api/public/ships", "/api/ports", "/api/schedules"];
export const OUTAGE_SECONDS = 3;

/**
 * PostgreSQL going away for a few seconds (connections refused and the app's sessions terminated) is
 * answered 503 SERVICE_UNAVAILABLE with the envelope, and the same app answers 200 again once the
 * database is back, without a restart: the pool drops its dead connections and opens new ones.
 */
describe("the database going away (PostgreSQL)", () => {
  let url = "";
  let name = "";
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let authorization = "";
  const admin = new pg.Client({ connectionString: baseUrl });

  beforeAll(async () => {
    url = await freshPostgresDatabase();
    name = new URL(url).pathname.slice(1);
    database = await openPostgres(url);
    await runMigrations(database);
    await syncPermissionCatalogue(database.db);
    app = await buildApp({ config: testConfig(), database, logger: false });
    await crossing(app);
    ({ authorization } = await adminClient(app));
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`).catch(() => {});
    await admin.end();
    await app?.close();
    await database?.close();
  });

  const get = (path: string) => app.inject({ method: "GET", url: path, headers: { authorization } });
  const statuses = async () => Promise.all(OUTAGE_PATHS.map(async (path) => (await get(path)).statusCode));

  async function takeDatabaseAway() {
    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [name],
    );
  }

  it("answers 503 with the envelope during the outage and 200 again after it, without a restart", async ({
    task,
  }) => {
    expect(await statuses()).toEqual(OUTAGE_PATHS.map(() => 200));
    await takeDatabaseAway();
    const started = Date.now();
    const during: number[] = [];
    while (Date.now() - started < OUTAGE_SECONDS * 1000) {
      for (const path of OUTAGE_PATHS) {
        const response = await get(path);
        during.push(response.statusCode);
        expect(response.statusCode, `${path}: ${response.body}`).toBe(503);
        expect(response.json()).toEqual({
          success: false,
          message: expect.any(String),
          code: "SERVICE_UNAVAILABLE",
          error_code: "SERVICE_UNAVAILABLE",
        });
      }
    }
    expect(during.length).toBeGreaterThanOrEqual(OUTAGE_PATHS.length);
    Object.assign(task.meta, { faults: { database: "postgres", outageRequests: during.length } });
    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    expect(await statuses()).toEqual(OUTAGE_PATHS.map(() => 200));
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
  });
});
