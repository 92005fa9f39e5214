import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * What the first page a visitor opens downloads (issue 26's Lighthouse goals): the modules `main.tsx`
 * imports statically, file by file (a dynamic `import()` is a later download). None of them may take a
 * value from a `@ferry/shared` module that builds zod schemas: zod and every schema of that module would
 * join the home page's first download (it did once, through a disrupted sailing's label: 128 → 165 KB).
 */
const WEB = dirname(import.meta.dirname);
const SHARED = resolve(WEB, "../../../packages/shared/src");

const STATIC_IMPORT = /^\s*import\s+(?!type\b)(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/gm;

function file(base: string): string | undefined {
  return ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
    .map((end) => base + end)
    .find((path) => existsSync(path));
}

/** Every file reached from `entry` through static value imports: web files and shared modules apart. */
function firstDownload(entry: string) {
  const web = new Set<string>();
  const shared = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const path = queue.pop() as string;
    const into = path.startsWith(SHARED) ? shared : web;
    if (into.has(path)) continue;
    into.add(path);
    for (const [, target] of readFileSync(path, "utf8").matchAll(STATIC_IMPORT)) {
      if (!target) continue;
      const found = target.startsWith(".")
        ? file(resolve(dirname(path), target))
        : target.startsWith("@ferry/shared/")
          ? file(join(SHARED, target.slice("@ferry/shared/".length)))
          : undefined;
      if (found && !/\.css$/.test(found)) queue.push(found);
    }
  }
  return { web, shared };
}

describe("the first download", () => {
  it("takes nothing from a shared module that builds zod schemas", () => {
    const { web, shared } = firstDownload(join(WEB, "main.tsx"));
    expect(web.size).toBeGreaterThan(20);
    const withZod = [...shared].filter((path) => /from\s+["']zod["']/.test(readFileSync(path, "utf8")));
    expect(withZod.map((path) => path.slice(SHARED.length + 1))).toEqual([]);
    expect([...shared].map((path) => path.slice(SHARED.length + 1))).toContain("sailing-notices.ts");
  });
});
