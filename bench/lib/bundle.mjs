// Gzipped size of the JavaScript the home page loads: the entry script of the built index.html and the
// chunks it imports statically (lazy admin pages are not counted: the home page never loads them).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const WEB_DIST = fileURLToPath(new URL("../../apps/web/dist", import.meta.url));

/** [{ file, gzipped bytes }] of the home page's JavaScript in a built web app. */
export function homePageScripts(dist = WEB_DIST) {
  const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  const queue = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1],
  );
  const seen = new Set();
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(path.join(dist, file), "utf8");
    for (const match of code.matchAll(/(?:^|[;\s])import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g))
      queue.push(`assets/${match[1]}`);
  }
  return [...seen].map((file) => ({
    file,
    gzipped: gzipSync(fs.readFileSync(path.join(dist, file))).length,
  }));
}
