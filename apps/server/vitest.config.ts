import { configDefaults, defineProject } from "vitest/config";

/**
 * `*.pg.test.ts`: tests that only make sense on PostgreSQL (several processes on one database, pg_dump,
 * the database going away). Selected when TEST_DATABASE_URL is set (CI's second `npm test`), left out
 * otherwise, so that the PGlite run skips nothing. Named on the command line without TEST_DATABASE_URL,
 * such a file is still selected and fails at once with "needs TEST_DATABASE_URL" (src/test/postgres-only.ts).
 */
const postgresOnly = "src/**/*.pg.test.ts";
const selectPostgresOnly =
  Boolean(process.env.TEST_DATABASE_URL) || process.argv.some((arg) => arg.includes(".pg.test"));

export default defineProject({
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts"],
    exclude: selectPostgresOnly ? configDefaults.exclude : [...configDefaults.exclude, postgresOnly],
    globalSetup: ["src/test/global-setup.ts"],
    // One migrated database per worker, reused by every file of that worker (see src/test/database.ts).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
