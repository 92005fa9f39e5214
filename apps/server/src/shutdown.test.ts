import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { foldersRemovedAfterEach, serversKilledAfterEach } from "./test/cleanup";
import { shutdownScenario } from "./test/shutdown-scenario";

/** Graceful shutdown on PGlite (see test/shutdown-scenario.ts); shutdown.pg.test.ts: on PostgreSQL. */
const tempDir = foldersRemovedAfterEach("ferry-shutdown-");
const servers = serversKilledAfterEach();

describe("graceful shutdown", () => {
  it("finishes an in-flight request after SIGTERM and exits 0 (PGlite)", async () => {
    const dataDir = tempDir();
    await shutdownScenario({ DATA_DIR: dataDir }, servers);
    expect(fs.existsSync(path.join(dataDir, "server.lock")), "database closed, lock released").toBe(false);
  }, 120_000);
});
