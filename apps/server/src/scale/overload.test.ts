import path from "node:path";
import { describe, it } from "vitest";
import { openPglite } from "../db/client";
import { foldersRemovedAfterEach, serversKilledAfterEach } from "../test/cleanup";
import { OVERLOAD_TIMEOUT_MS, overloadScenario } from "./overload";

/** The overload scenario (see overload.ts) on PGlite: one server process (one per DATA_DIR), 300 buyers. */
const tempDir = foldersRemovedAfterEach("ferry-overload-");
const servers = serversKilledAfterEach();

describe("a burst of sales beyond what the process serves at once (PGlite)", () => {
  it(
    "answers 300 concurrent cash buyers truthfully: 60 sold, the rest sold out or refused before anything was done",
    async ({ task }) => {
      const dataDir = tempDir();
      const figures = await overloadScenario(
        { env: { DATA_DIR: dataDir }, open: () => openPglite(path.join(dataDir, "pgdata")) },
        servers,
        { buyers: 300, processes: 1 },
      );
      // Figures for the quality report (`meta` of the JSON reporter).
      Object.assign(task.meta, { faults: { database: "pglite", ...figures } });
    },
    OVERLOAD_TIMEOUT_MS,
  );
});
