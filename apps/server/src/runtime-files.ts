import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Where the server's own files are, whether it runs from its TypeScript sources (tsx: `npm run dev`, the
 * tests) or from the bundle that `npm start` builds into `dist/` (`build.ts`, decision 053). This file
 * and the bundle's files both sit one folder below `apps/server`, so `..` is the package's folder either way.
 */
const here = fileURLToPath(import.meta.url);

/** True when this code runs from the bundle, not from the sources. */
export const BUILT = !here.endsWith(".ts");

/** The server package's folder (`apps/server`). */
export const SERVER_DIR = path.resolve(path.dirname(here), "..");

/** The committed migrations (read at start-up and by the readiness check). */
export const MIGRATIONS_DIR = path.join(SERVER_DIR, "src/db/migrations");

const SOURCES = {
  main: "src/main.ts",
  cluster: "src/cluster.ts",
  // A worker thread needs tsx registered in its own thread before it loads TypeScript.
  "render-worker": "src/modules/documents/render/worker-bootstrap.mjs",
} as const;

/** A file a process or thread is started from: its bundle beside this code when built, else its source. */
export function entryFile(entry: keyof typeof SOURCES): string {
  return BUILT ? path.join(path.dirname(here), `${entry}.mjs`) : path.join(SERVER_DIR, SOURCES[entry]);
}
