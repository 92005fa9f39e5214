import { describe, it } from "vitest";
import { openPostgres } from "../db/client";
import { serversKilledAfterEach } from "../test/cleanup";
import { freshPostgresDatabase, testDatabaseUrl } from "../test/postgres-only";
import { OVERLOAD_TIMEOUT_MS, overloadScenario } from "./overload";

/** The overload scenario (see overload.ts) on PostgreSQL: two server processes, 800 buyers, 60 seats. */
testDatabaseUrl();
const servers = serversKilledAfterEach();

describe("a burst of sales beyond what the pool serves at once (PostgreSQL)", () => {
  it(
    "answers 800 concurrent cash buyers over two processes truthfully: 60 sold, the rest sold out or refused before anything was done",
    async ({ task }) => {
      const url = await freshPostgresDatabase();
      const figures = await overloadScenario(
        { env: { DATABASE_URL: url, REDIS_URL: "" }, open: () => openPostgres(url) },
        servers,
        { buyers: 800, processes: 2 },
      );
      // Figures for the quality report (`meta` of the JSON reporter).
      Object.assign(task.meta, { faults: { database: "postgres", ...figures } });
    },
    OVERLOAD_TIMEOUT_MS,
  );
});
