import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

/** The web's own source folder (`apps/web/src`). */
const SOURCE = dirname(import.meta.dirname);

function sourcePaths(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourcePaths(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Every source file of the web app (no tests, nothing under `test/`), by its path from `src/` and its
 * text: what the source scans (cache keys, answer types) read.
 */
export function webSources(): { name: string; text: string }[] {
  return sourcePaths(SOURCE).map((path) => ({
    name: relative(SOURCE, path),
    text: readFileSync(path, "utf8"),
  }));
}
