// A fresh PostgreSQL database prepared as the server prepares one at start-up: the committed migrations
// (`runMigrations`), the permission catalogue and the demo data (`prepareDatabase` with SEED_DEMO=true).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { loadConfig } from "../../apps/server/src/config.ts";
import { openPostgres } from "../../apps/server/src/db/client.ts";
import { runMigrations } from "../../apps/server/src/db/migrate.ts";
import { prepareDatabase } from "../../apps/server/src/db/prepare.ts";

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const urlOf = (name) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function onAdmin(text) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** Creates an empty database `ferry_<prefix>_<time>_<random>`: { name, url, drop }. */
export async function createDatabase(prefix = "history") {
  const name = `ferry_${prefix}_${Date.now()}_${randomBytes(3).toString("hex")}`;
  await onAdmin(`CREATE DATABASE ${name}`);
  return { name, url: urlOf(name), drop: () => onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Migrates `url` and fills it with the demo data set (relative to today, as the server's own seed). */
export async function migrateAndSeed(url, say = () => {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ferry-history-"));
  const config = loadConfig({
    NODE_ENV: "production",
    DATABASE_URL: url,
    SEED_DEMO: "true",
    DATA_DIR: dataDir,
  });
  const handle = await openPostgres(url, 2);
  try {
    await runMigrations(handle);
    await prepareDatabase(handle.db, config, () => {});
    say(`migrated and seeded with the demo data (${config.timeZone})`);
    return config.timeZone;
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
