// Gzipped size of the JavaScript the home page loads: the entry script of the built index.html and the
// chunks it imports statically (lazy admin pages are not counted: the home page never loads them).
// Run after `npm run build`: node bench/bundle-size.mjs
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const dist = fileURLToPath(new URL("../apps/web/dist", import.meta.url));
const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
const entries = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
  (match) => match[1],
);
const seen = new Set();
const queue = [...entries];
while (queue.length > 0) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  seen.add(file);
  const code = fs.readFileSync(path.join(dist, file), "utf8");
  for (const match of code.matchAll(/(?:^|[;\s])import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g))
    queue.push(`assets/${match[1]}`);
}
let total = 0;
for (const file of seen) {
  const gz = gzipSync(fs.readFileSync(path.join(dist, file))).length;
  total += gz;
  console.log(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const goal = 170;
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  total gzipped JavaScript of the home page (goal: at most ${goal} KB)`,
);
process.exitCode = total / 1024 <= goal ? 0 : 1;
