import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { rowsOf } from "../../db/client";
import { MIGRATIONS_DIR } from "../../runtime-files";

export type ReadyCheck = "database" | "migrations" | "shutdown";
export type Readiness = { ok: true } | { ok: false; check: ReadyCheck; detail: string };

const journalFile = path.join(MIGRATIONS_DIR, "meta/_journal.json");

type Journal = { entries: { tag: string; when: number }[] };

/** The committed migrations; drizzle records each applied one by its journal time (`created_at`). */
let journal: Journal["entries"] | undefined;
function committedMigrations(): Journal["entries"] {
  journal ??= (JSON.parse(fs.readFileSync(journalFile, "utf8")) as Journal).entries;
  return journal;
}

async function appliedMigrationTimes(app: FastifyInstance): Promise<Set<number>> {
  const result = await app.database.db.execute(sql`select created_at from drizzle.__drizzle_migrations`);
  return new Set(rowsOf<{ created_at: string | number }>(result).map((row) => Number(row.created_at)));
}

/**
 * Whether this process should get traffic: not shutting down, the database answers, and every
 * committed migration is applied. The first failing check is named.
 */
export async function checkReadiness(app: FastifyInstance): Promise<Readiness> {
  if (app.lifecycle.shuttingDown) return { ok: false, check: "shutdown", detail: "Server sedang berhenti" };
  try {
    await app.database.ping();
  } catch (error) {
    app.log.error({ err: error }, "readiness: database unreachable");
    return { ok: false, check: "database", detail: "Database tidak menjawab" };
  }
  let applied: Set<number>;
  try {
    applied = await appliedMigrationTimes(app);
  } catch {
    applied = new Set();
  }
  const pending = committedMigrations().filter((entry) => !applied.has(entry.when));
  if (pending.length > 0) {
    const tags = pending.map((entry) => entry.tag).join(", ");
    return { ok: false, check: "migrations", detail: `Migrasi belum dijalankan: ${tags}` };
  }
  return { ok: true };
}
