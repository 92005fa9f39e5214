import fs from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "../../config";
import { DatabaseStartError } from "../client";
import { BackupError } from "./errors";
import { backupPglite, restorePglite } from "./pglite";
import { backupPostgres, restorePostgres } from "./postgres";

/**
 * `npm run db:backup [-- <file>]` and `npm run db:restore -- <file> [--force]` for the configured
 * database: PostgreSQL (DATABASE_URL) through pg_dump / pg_restore, otherwise PGlite under DATA_DIR.
 * Returns the exit code; prints one line on failure.
 */
export async function runBackupCli(command: "backup" | "restore", args: string[]): Promise<number> {
  try {
    const config = loadConfig();
    const force = args.includes("--force");
    const [file] = args.filter((arg) => arg !== "--force");
    const target = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`;
    if (command === "backup") {
      const out = path.resolve(file ?? defaultBackupFile(config.databaseUrl ? "dump" : "tar.gz"));
      fs.mkdirSync(path.dirname(out), { recursive: true });
      if (config.databaseUrl) await backupPostgres(config.databaseUrl, out);
      else await backupPglite(config.dataDir, out);
      console.log(`[ferry] backup of ${target} written to ${out} (${fs.statSync(out).size} bytes)`);
      return 0;
    }
    if (!file) throw new BackupError("name the backup file: npm run db:restore -- <file> [--force]");
    const from = path.resolve(file);
    if (!fs.existsSync(from)) throw new BackupError(`${from} does not exist`);
    if (config.databaseUrl) await restorePostgres(from, config.databaseUrl, force);
    else {
      const kept = await restorePglite(from, config.dataDir, force);
      if (kept) console.log(`[ferry] the previous database was kept in ${kept}`);
    }
    console.log(`[ferry] ${from} restored into ${target}; start the server to apply newer migrations`);
    return 0;
  } catch (error) {
    const known = [BackupError, ConfigError, DatabaseStartError].some((kind) => error instanceof kind);
    const message = !(error instanceof Error)
      ? String(error)
      : known
        ? error.message
        : (error.stack ?? error.message);
    console.error(`[ferry] ${command} failed: ${message}`);
    return 1;
  }
}

function defaultBackupFile(extension: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  return path.join("backups", `ferry-${stamp}.${extension}`);
}
