import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS } from "../client";
import { claimDataDir } from "../data-dir";
import { BackupError } from "./errors";

/** The PGlite data directory inside DATA_DIR (as `db/open.ts` opens it). */
const pgdataOf = (dataDir: string) => path.join(dataDir, "pgdata");

function hasFiles(folder: string): boolean {
  return fs.existsSync(folder) && fs.readdirSync(folder).length > 0;
}

/**
 * Writes the embedded database as a gzipped tar of its data directory (PGlite's `dumpDataDir`).
 * PGlite belongs to one process, so this refuses while a server holds DATA_DIR (its lock file).
 */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  const pgdata = pgdataOf(dataDir);
  if (!hasFiles(pgdata)) throw new BackupError(`no embedded database in ${pgdata}; check DATA_DIR`);
  const release = claimDataDir(dataDir);
  try {
    const client = new PGlite({ dataDir: pgdata, extensions: PGLITE_EXTENSIONS });
    await client.waitReady;
    try {
      const dump = await client.dumpDataDir("gzip");
      await fs.promises.writeFile(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Loads a backup made by `backupPglite` into DATA_DIR. Refuses while a server holds DATA_DIR, and when
 * a database is already there unless `force`: then the old one is kept aside as `pgdata.before-restore-<time>`.
 * Returns that folder when one was kept.
 */
export async function restorePglite(
  file: string,
  dataDir: string,
  force: boolean,
): Promise<string | undefined> {
  const archive = await fs.promises.readFile(file);
  const release = claimDataDir(dataDir);
  try {
    const pgdata = pgdataOf(dataDir);
    let keptAside: string | undefined;
    if (hasFiles(pgdata)) {
      if (!force) {
        throw new BackupError(
          `${pgdata} already holds a database; restore into an empty DATA_DIR or add --force`,
        );
      }
      keptAside = `${pgdata}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      fs.renameSync(pgdata, keptAside);
    }
    const client = new PGlite({
      dataDir: pgdata,
      loadDataDir: new Blob([archive]),
      extensions: PGLITE_EXTENSIONS,
    });
    await client.waitReady;
    try {
      await client.query("select 1");
    } finally {
      await client.close();
    }
    return keptAside;
  } finally {
    release();
  }
}
