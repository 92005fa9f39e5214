import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import * as schema from "../db/schema/all";

/** One write of a table found in a module's source. */
export type TableWrite = { table: string; module: string; file: string };

const MODULES_DIR = join(import.meta.dirname, "..", "modules");
/** Test support (tests, `testing.ts`, `test-*.ts`, `*fixtures.ts`) builds worlds for tests, not the app's writes. */
const TEST_SUPPORT = /(^test|fixtures\.ts$|\.test\.ts$)/;
/**
 * A write: `.insert(t)`, `.update(t)`, `.delete(t)`, or `table: t` (the resource kit's definition, and the
 * tickets' parts, which those modules then write through `definition.table`).
 */
const WRITE = /(?:\.(?:insert|update|delete)\(\s*|\btable:\s*)([A-Za-z_$][\w$]*)\b(?!\s*\.)/g;
const LOCAL_ALIAS = /\bconst\s+([A-Za-z_$][\w$]*)\s*=\s*([A-Za-z_$][\w$]*)\s*;/g;
const SCHEMA_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"[./]*\/db\/schema\/[\w-]+"/g;

/** The Drizzle tables by their exported name: `users` -> "users", `rolePermissions` -> "role_permissions". */
const TABLES = new Map(
  Object.entries(schema).flatMap(([name, value]) =>
    is(value, PgTable) ? [[name, getTableName(value)] as const] : [],
  ),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !TEST_SUPPORT.test(entry.name) ? [path] : [];
  });
}

/** The file's local names for schema tables, aliases (`import { a as b }`, `const b = a;`) included. */
function tableNamesIn(source: string): Map<string, string> {
  const local = new Map<string, string>();
  for (const [, names = ""] of source.matchAll(SCHEMA_IMPORT)) {
    for (const part of names.split(",")) {
      const [exported = "", alias] = part
        .replace(/^\s*type\s+/, "")
        .trim()
        .split(/\s+as\s+/);
      const table = TABLES.get(exported);
      if (table) local.set(alias ?? exported, table);
    }
  }
  for (const [, name = "", value = ""] of source.matchAll(LOCAL_ALIAS)) {
    const table = local.get(value);
    if (table) local.set(name, table);
  }
  return local;
}

/** Every write of a schema table in the server's modules (test support excluded), with the module that makes it. */
export function moduleTableWrites(): TableWrite[] {
  return sourceFiles(MODULES_DIR).flatMap((path) => {
    const source = readFileSync(path, "utf8");
    const tables = tableNamesIn(source);
    const file = relative(MODULES_DIR, path);
    const module = file.split(sep)[0] ?? file;
    return [...source.matchAll(WRITE)].flatMap(([, name = ""]) => {
      const table = tables.get(name);
      return table ? [{ table, module, file }] : [];
    });
  });
}
