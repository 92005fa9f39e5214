import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { testConfig } from "../../test/app";
import { foldersRemovedAfterEach } from "../../test/cleanup";
import { freshPostgresDatabase, testDatabaseUrl } from "../../test/postgres-only";
import { backupPostgres, restorePostgres } from "./postgres";
import { census, expectFilled, fill, withDatabase } from "./testing";

/**
 * A database filled with the demo data set (staff, voyages, schedules, bookings, tickets, agents, news …)
 * is backed up and restored into an empty one; every table must come back with the same rows.
 * On PostgreSQL (pg_dump, pg_restore) here; on PGlite in backup.test.ts.
 */
testDatabaseUrl();
const tempDir = foldersRemovedAfterEach("ferry-backup-");

describe("db:backup and db:restore (PostgreSQL)", () => {
  it("restores a PostgreSQL backup (pg_dump) into an empty database with every row", async () => {
    const source = testConfig({ databaseUrl: await freshPostgresDatabase() });
    const before = await fill(source);
    expectFilled(before);
    const file = path.join(tempDir(), "ferry.dump");
    // pg_dump takes a consistent snapshot while servers keep running.
    await withDatabase(source, () => backupPostgres(source.databaseUrl ?? "", file));

    const targetUrl = await freshPostgresDatabase();
    await restorePostgres(file, targetUrl, false);
    const target = testConfig({ databaseUrl: targetUrl });
    expect(await withDatabase(target, census)).toEqual(before);

    await expect(restorePostgres(file, targetUrl, false)).rejects.toThrow(/already holds/);
    const busy = new pg.Client({ connectionString: targetUrl });
    await busy.connect();
    try {
      await expect(restorePostgres(file, targetUrl, true)).rejects.toThrow(/stop the servers/);
    } finally {
      await busy.end();
    }
    await restorePostgres(file, targetUrl, true);
    expect(await withDatabase(target, census)).toEqual(before);
  }, 180_000);
});
