import path from "node:path";
import { describe, it } from "vitest";
import { openPglite } from "../db/client";
import { foldersRemovedAfterEach, serversKilledAfterEach } from "../test/cleanup";
import { CRASH_TIMEOUT_MS, crashScenario } from "./crash-scenario";

/** The crash scenario (see crash-scenario.ts) on PGlite; crash-during-rush.pg.test.ts runs it on PostgreSQL. */
const tempDir = foldersRemovedAfterEach("ferry-crash-");
const servers = serversKilledAfterEach();

describe("a crash during a booking rush", () => {
  it(
    "loses nothing on PGlite (DATA_DIR) when the server is killed mid-rush",
    async ({ task }) => {
      const dataDir = tempDir();
      const figures = await crashScenario(
        { env: { DATA_DIR: dataDir }, open: () => openPglite(path.join(dataDir, "pgdata")) },
        servers,
      );
      Object.assign(task.meta, { faults: { database: "pglite", ...figures } });
    },
    CRASH_TIMEOUT_MS,
  );
});
