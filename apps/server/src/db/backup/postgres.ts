import { spawn } from "node:child_process";
import pg from "pg";
import { BackupError } from "./errors";

/** The address without its password (given to the tools through PGPASSWORD, never on the command line). */
function toolTarget(connectionString: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(connectionString);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === "ENOENT" ? `${tool} not found: install the PostgreSQL client tools` : error.message,
        ),
      ),
    );
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** `pg_dump --format=custom`: a consistent snapshot, taken while the servers keep running. */
export async function backupPostgres(connectionString: string, file: string): Promise<void> {
  const { dbname, env } = toolTarget(connectionString);
  await run("pg_dump", ["--format=custom", "--file", file, "--dbname", dbname], env);
}

/** How long a connection that was just closed (a server stopped a moment ago) may take to go away. */
const CLOSING_GRACE_MS = 3_000;

/**
 * The target's tables and the other connections to it. A client that has just disconnected stays in
 * `pg_stat_activity` until its backend exits, so the count is asked again for a few seconds before it
 * is believed.
 */
async function inspect(connectionString: string): Promise<{ tables: number; others: number }> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const tables = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')",
    );
    const countOthers = async () =>
      (
        await client.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
        )
      ).rows[0]?.n ?? 0;
    const giveUpAt = Date.now() + CLOSING_GRACE_MS;
    let others = await countOthers();
    while (others > 0 && Date.now() < giveUpAt) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      others = await countOthers();
    }
    return { tables: tables.rows[0]?.n ?? 0, others };
  } finally {
    await client.end();
  }
}

/**
 * `pg_restore` into the database of `connectionString`, in one transaction. Refuses while anyone else
 * is connected to it (stop the servers first) and when it already holds tables unless `force`
 * (then the backup's objects replace the existing ones: `--clean --if-exists`).
 */
export async function restorePostgres(file: string, connectionString: string, force: boolean): Promise<void> {
  const { tables, others } = await inspect(connectionString);
  if (others > 0) {
    throw new BackupError(
      `${others} other connection(s) to the target database; stop the servers before restoring`,
    );
  }
  if (tables > 0 && !force) {
    throw new BackupError(
      `the target database already holds ${tables} tables; restore into an empty database (createdb) or add --force`,
    );
  }
  const { dbname, env } = toolTarget(connectionString);
  const clean = tables > 0 ? ["--clean", "--if-exists"] : [];
  await run(
    "pg_restore",
    [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      ...clean,
      "--dbname",
      dbname,
      file,
    ],
    env,
  );
}
