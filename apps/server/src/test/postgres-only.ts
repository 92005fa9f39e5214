import { createWorkerDatabase } from "./database";

/**
 * The PostgreSQL server of the PostgreSQL-only test files (`*.pg.test.ts`: several processes on one
 * database, pg_dump, a database refusing connections). vitest.config.ts selects those files only when
 * TEST_DATABASE_URL is set; run by hand without it, a file fails at its first line instead of skipping.
 */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      "this PostgreSQL-only test file (*.pg.test.ts) needs TEST_DATABASE_URL, e.g. " +
        "TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres",
    );
  }
  return url;
}

/** A new, empty database on that server (dropped by the global teardown). */
export const freshPostgresDatabase = (): Promise<string> => createWorkerDatabase(testDatabaseUrl());
