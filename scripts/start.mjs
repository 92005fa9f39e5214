// `npm start`: builds the web app and the server (apps/server/build.ts, decision 053) when a build is missing
// or older than its sources, then runs the built server in this process (API under /api, the web app at
// /), on PGlite under ./data unless DATABASE_URL is set. With WORKERS=n it starts the cluster instead
// (apps/server/src/cluster.ts). `npm run dev` runs the server from its sources instead.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const webDist = path.join(root, "apps/web/dist");
const serverDist = path.join(root, "apps/server/dist");

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** The newest modification time among files and folders (walked whole). */
function newestOf(items) {
  let newest = 0;
  for (const item of items
    .map((relative) => path.join(root, relative))
    .filter((file) => fs.existsSync(file))) {
    if (!fs.statSync(item).isDirectory()) newest = Math.max(newest, mtime(item));
    else
      for (const entry of fs.readdirSync(item, { withFileTypes: true, recursive: true }))
        if (entry.isFile()) newest = Math.max(newest, mtime(path.join(entry.parentPath, entry.name)));
  }
  return newest;
}

/** Runs `npm run build` of a workspace when its output is missing or older than its sources. */
function buildWhenStale(name, workspace, output, sources) {
  const builtAt = mtime(output);
  if (builtAt !== 0 && newestOf(sources) <= builtAt) return;
  console.log(`[ferry] building the ${name}…`);
  const build = spawnSync("npm", ["run", "build", "--workspace", workspace], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) {
    console.error(`[ferry] start-up failed: the ${name} did not build (see above)`);
    process.exit(1);
  }
}

const shared = ["packages/shared/src"];
buildWhenStale("web app", "apps/web", path.join(webDist, "index.html"), [
  "apps/web/src",
  "apps/web/index.html",
  "apps/web/public",
  ...shared,
]);
buildWhenStale("server", "apps/server", path.join(serverDist, "main.mjs"), [
  "apps/server/src",
  "apps/server/build.ts",
  "apps/server/package.json",
  ...shared,
]);

process.env.NODE_ENV ??= "production";
process.env.WEB_DIST_DIR ??= webDist;
// WORKERS set: several processes on one port (node:cluster, PostgreSQL only); see docs/operations.md.
await import(path.join(serverDist, process.env.WORKERS ? "cluster.mjs" : "main.mjs"));
