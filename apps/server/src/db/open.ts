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
