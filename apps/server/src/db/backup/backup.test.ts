import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testConfig } from "../../test/app";
import { foldersRemovedAfterEach } from "../../test/cleanup";
import { BackupError } from "./errors";
import { backupPglite, restorePglite } from "./pglite";
import { census, expectFilled, fill, withDatabase } from "./testing";

/**
 * A database filled with the demo data set (staff, voyages, schedules, bookings, tickets, agents, news …)
 * is backed up and restored into an empty one; every table must come back with the same rows.
 * On PGlite here; with pg_dump on PostgreSQL in backup.pg.test.ts.
 */
const tempDir = foldersRemovedAfterEach("ferry-backup-");

describe("db:backup and db:restore", () => {
  it("restores a PGlite backup into an empty DATA_DIR with every row", async () => {
    const source = testConfig({ dataDir: path.join(tempDir(), "data"), databaseUrl: undefined });
    const before = await fill(source);
    expectFilled(before);
    const file = path.join(tempDir(), "ferry.tar.gz");

    // A running server (another live process) holds DATA_DIR: PGlite is one process, so backup and
    // restore refuse until it stops.
    const lock = path.join(source.dataDir, "server.lock");
    fs.writeFileSync(lock, String(process.ppid));
    await expect(backupPglite(source.dataDir, file)).rejects.toThrow(/in use by another server process/);
    fs.rmSync(lock);
    await backupPglite(source.dataDir, file);
    expect(fs.statSync(file).size).toBeGreaterThan(0);
    fs.writeFileSync(lock, String(process.ppid));
    await expect(restorePglite(file, source.dataDir, true)).rejects.toThrow(
      /in use by another server process/,
    );
    fs.rmSync(lock);

    const target = testConfig({ dataDir: path.join(tempDir(), "data"), databaseUrl: undefined });
    expect(await restorePglite(file, target.dataDir, false)).toBeUndefined();
    expect(await withDatabase(target, census)).toEqual(before);

    await expect(restorePglite(file, target.dataDir, false)).rejects.toBeInstanceOf(BackupError);
    const kept = await restorePglite(file, target.dataDir, true);
    expect(kept && fs.existsSync(kept)).toBe(true);
    expect(await withDatabase(target, census)).toEqual(before);
  }, 180_000);
});
