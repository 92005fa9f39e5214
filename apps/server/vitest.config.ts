import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig, defineProject } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * `*.pg.test.ts`: tests that only make sense on PostgreSQL (several processes on one database, pg_dump,
 * the database going away). Selected when TEST_DATABASE_URL is set (CI's second `npm test`), left out
 * otherwise, so that the PGlite run skips nothing. Named on the command line without TEST_DATABASE_URL,
 * such a file is still selected and fails at once with "needs TEST_DATABASE_URL" (src/test/postgres-only.ts).
 */
const postgresOnly = "src/**/*.pg.test.ts";
const selectPostgresOnly =
  Boolean(process.env.TEST_DATABASE_URL) || process.argv.some((arg) => arg.includes(".pg.test"));
const exclude = selectPostgresOnly ? configDefaults.exclude : [...configDefaults.exclude, postgresOnly];

/**
 * Tests that start real server processes (`src/main.ts`, the cluster, pg_dump) or kill them. They run as
 * their own project after the others, so that a busy worker next to them cannot slow a child's start-up,
 * and on the real clock, which their child processes share (src/test/server-process.ts).
 */
const startsProcesses = [
  "src/main.test.ts",
  "src/cluster*.test.ts",
  "src/shutdown*.test.ts",
  "src/faults/crash-during-rush*.test.ts",
  "src/faults/database-outage*.test.ts",
  "src/scale/**/*.test.ts",
  "src/db/backup/**/*.test.ts",
  "src/**/*.process.test.ts",
];

const shared = {
  root,
  environment: "node",
  globalSetup: ["src/test/global-setup.ts"],
  // One migrated database per worker, reused by every file of that worker (see src/test/database.ts).
  isolate: false,
  testTimeout: 20_000,
  hookTimeout: 60_000,
} as const;

export const serverProjects = [
  defineProject({
    test: {
      ...shared,
      name: "server",
      include: ["src/**/*.test.ts"],
      exclude: [...exclude, ...startsProcesses],
      setupFiles: ["../../test/fixed-clock.ts"],
    },
  }),
  defineProject({
    test: {
      ...shared,
      name: "server-processes",
      include: startsProcesses,
      exclude,
      // A child's start-up (migrations, the demo seed) is slow on a busy machine; a limit, not a target.
      testTimeout: 120_000,
      sequence: { groupOrder: 1 },
    },
  }),
];

export default defineConfig({ test: { projects: serverProjects } });
