import fs from "node:fs";
import path from "node:path";
import { DatabaseStartError } from "./client";

/**
 * Makes sure the embedded database's folder is usable and owned by this process alone.
 * PGlite is one connection inside one process: a second process on the same folder would corrupt it,
 * so a lock file holding our pid refuses it. Returns the release function for shutdown.
 */
export function claimDataDir(dataDir: string): () => void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    throw new DatabaseStartError(
      `DATA_DIR ${dataDir} is not writable (${code}); choose another folder with DATA_DIR`,
    );
  }
  const lockFile = path.join(dataDir, "server.lock");
  const holder = readHolder(lockFile);
  if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
    throw new DatabaseStartError(
      `DATA_DIR ${dataDir} is in use by another server process (pid ${holder}); run one process per DATA_DIR or set DATABASE_URL to share a PostgreSQL server`,
    );
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => {
    if (readHolder(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
  };
}

function readHolder(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, "utf8"), 10);
    return Number.isFinite(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
