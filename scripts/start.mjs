// `npm start`: builds the web app when its build is missing or older than its sources, then runs the
// server in this process (API under /api, the web app at /), on PGlite under ./data unless DATABASE_URL is set.
// With WORKERS=n it starts the cluster instead (apps/server/src/cluster.ts).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const distDir = path.join(root, "apps/web/dist");
const builtAt = mtime(path.join(distDir, "index.html"));

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, mtime(path.join(entry.parentPath, entry.name)));
  }
  return newest;
}

const sources = ["apps/web/src", "apps/web/index.html", "apps/web/public", "packages/shared/src"]
  .map((item) => path.join(root, item))
  .filter((item) => fs.existsSync(item));
const newest = Math.max(
  ...sources.map((item) => (fs.statSync(item).isDirectory() ? newestSource(item) : mtime(item))),
);

if (builtAt === 0 || newest > builtAt) {
  console.log("[ferry] building the web app…");
  const build = spawnSync("npm", ["run", "build", "--workspace", "apps/web"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) {
    console.error("[ferry] start-up failed: the web app did not build (see above)");
    process.exit(1);
  }
}

process.env.NODE_ENV ??= "production";
process.env.WEB_DIST_DIR ??= distDir;
const { register } = await import("tsx/esm/api");
register();
// WORKERS set: several processes on one port (node:cluster, PostgreSQL only); see docs/operations.md.
const entry = process.env.WORKERS ? "apps/server/src/cluster.ts" : "apps/server/src/main.ts";
await import(path.join(root, entry));
