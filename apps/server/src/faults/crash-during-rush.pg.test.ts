import pg from "pg";
import { describe, it } from "vitest";
import { openPostgres } from "../db/client";
import { serversKilledAfterEach } from "../test/cleanup";
import { freshPostgresDatabase, testDatabaseUrl } from "../test/postgres-only";
import { CRASH_TIMEOUT_MS, crashScenario } from "./crash-scenario";

/**
 * The crash scenario (see crash-scenario.ts) on PostgreSQL, where a second connection can count the
 * bookings committed while the server runs, so that the kill lands mid-rush.
 */
testDatabaseUrl();
const servers = serversKilledAfterEach();

describe("a crash during a booking rush (PostgreSQL)", () => {
  it(
    "loses nothing on PostgreSQL when the server is killed mid-rush",
    async ({ task }) => {
      const url = await freshPostgresDatabase();
      const observer = new pg.Client({ connectionString: url });
      await observer.connect();
      try {
        const written = async () =>
          Number((await observer.query("select count(*)::int as n from bookings")).rows[0]?.n ?? 0);
        const figures = await crashScenario(
          { env: { DATABASE_URL: url }, open: () => openPostgres(url), written },
          servers,
        );
        Object.assign(task.meta, { faults: { database: "postgres", ...figures } });
      } finally {
        await observer.end();
      }
    },
    CRASH_TIMEOUT_MS,
  );
});
