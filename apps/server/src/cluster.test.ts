import { describe, expect, it } from "vitest";
import { freePort } from "./faults/rush";
import { foldersRemovedAfterEach } from "./test/cleanup";
import { startServerProcess } from "./test/server-process";

/**
 * `npm run start:cluster` (src/cluster.ts): n workers on one port, PostgreSQL only. Here its refusal on
 * PGlite; serving and stopping on PostgreSQL are in cluster.pg.test.ts.
 */
const tempDir = foldersRemovedAfterEach("ferry-cluster-");

describe("the cluster", () => {
  it("refuses several workers on the embedded database with one clear line", async () => {
    const dataDir = tempDir();
    const start = startServerProcess(
      await freePort(),
      { WORKERS: "2", DATA_DIR: dataDir },
      60_000,
      "cluster",
    );
    await expect(start).rejects.toThrow(
      "[ferry] start-up failed: WORKERS=2 needs DATABASE_URL: the embedded database (PGlite) belongs to one process",
    );
  }, 90_000);
});
