import { describe, it } from "vitest";
import { serversKilledAfterEach } from "./test/cleanup";
import { freshPostgresDatabase, testDatabaseUrl } from "./test/postgres-only";
import { shutdownScenario } from "./test/shutdown-scenario";

/** Graceful shutdown (see test/shutdown-scenario.ts) on a fresh PostgreSQL database. */
testDatabaseUrl();
const servers = serversKilledAfterEach();

describe("graceful shutdown (PostgreSQL)", () => {
  it("finishes an in-flight request after SIGTERM and exits 0 (PostgreSQL)", async () => {
    await shutdownScenario({ DATABASE_URL: await freshPostgresDatabase() }, servers);
  }, 120_000);
});
