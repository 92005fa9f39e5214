// `npm run build -w apps/server` (and `npm start` when the bundle is older than its sources): bundles the
// server into dist/ with esbuild (decision 053) so that production runs plain JavaScript, without the tsx
// loader and its transformed sources in memory. Entries: main.mjs (one process), cluster.mjs (the
// primary of `npm run start:cluster`), render-worker.mjs (a PDF worker thread); shared code goes to chunks
// beside them. npm packages stay external (loaded from node_modules); @ferry/shared is TypeScript, bundled.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(serverDir, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
  .filter((name) => name !== "@ferry/shared")
  .flatMap((name) => [name, `${name}/*`]);

/** Builds into `outdir` (a folder directly under apps/server: src/runtime-files.ts finds files from there). */
export async function buildServer(outdir = path.join(serverDir, "dist")): Promise<void> {
  await build({
    absWorkingDir: serverDir,
    entryPoints: {
      main: "src/main.ts",
      cluster: "src/cluster.ts",
      "render-worker": "src/modules/documents/render/worker.ts",
    },
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external,
    // Some CommonJS packages bundled through @ferry/shared call require(): give the ES modules one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: "warning",
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outdir = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  await buildServer(outdir);
}
