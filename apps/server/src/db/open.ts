import path from "node:path";
import type { Config } from "../config";
import { type DatabaseHandle, openPglite, openPostgres } from "./client";
import { claimDataDir } from "./data-dir";
import { runMigrations } from "./migrate";

/** Opens the configured database (PostgreSQL with DATABASE_URL, else PGlite under DATA_DIR) and migrates it. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const handle = await openPostgres(config.databaseUrl, config.databasePoolSize);
    await runMigrations(handle);
    return handle;
  }
  const release = claimDataDir(config.dataDir);
  try {
    const handle = await openPglite(path.join(config.dataDir, "pgdata"));
    await runMigrations(handle);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Where reports and exports read (decision 047): the replica of `DATABASE_READ_URL` when set, otherwise a
 * pool of its own on the primary; either way `REPORT_CONCURRENCY` connections whose statements are
 * cancelled after `REPORT_STATEMENT_TIMEOUT_SECONDS`, so a heavy report never takes the connections of
 * sales and gates. On PGlite (one connection) reports share the primary handle without a timeout.
 */
export async function openReportDatabase(
  config: Config,
  primary: DatabaseHandle,
): Promise<Pick<DatabaseHandle, "db" | "close">> {
  const statementTimeoutMs = config.reportStatementTimeoutSeconds * 1000;
  if (config.databaseReadUrl) {
    return openPostgres(config.databaseReadUrl, config.reportConcurrency, {
      statementTimeoutMs,
      variable: "DATABASE_READ_URL",
    });
  }
  if (primary.kind !== "postgres" || !config.databaseUrl) return { db: primary.db, close: async () => {} };
  return openPostgres(config.databaseUrl, config.reportConcurrency, { statementTimeoutMs });
}
