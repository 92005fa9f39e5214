// The servers the suite measures, each in its own process: the reference hello-world, and the real API
// (its bundle, as `npm start` runs it, started as the server's own process tests start it) on a throwaway
// database filled with the demo data set: a fresh PostgreSQL database (created and dropped here) or a
// fresh PGlite data directory (removed afterwards).
import { fork } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer } from "../../apps/server/build.ts";
import { startServerProcess } from "../../apps/server/src/test/server-process.ts";
import { createDatabase } from "../history/database.mjs";

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The bare Fastify hello-world in a child process: { url, stop }. */
export function startReference() {
  return new Promise((resolve, reject) => {
    const child = fork(new URL("./hello-server.mjs", import.meta.url), [], {
      env: { ...process.env, PORT: "0" },
    });
    const exited = new Promise((done) => child.once("exit", done));
    child.once("error", reject);
    exited.then((code) => reject(new Error(`reference server exited with ${code} at start-up`)));
    child.once("message", ({ port }) => {
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: () => {
          child.kill("SIGTERM");
          return exited;
        },
      });
    });
  });
}

async function throwawayPostgres() {
  const database = await createDatabase("bench");
  return { env: { DATABASE_URL: database.url }, drop: database.drop };
}

function throwawayDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ferry-bench-"));
  return { env: { DATA_DIR: dir }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

let bundled;
/** The server as `npm start` runs it: its bundle (apps/server/build.ts, decision 053), built once per run. */
function serverBundle() {
  const outdir = fileURLToPath(new URL("../../apps/server/dist", import.meta.url));
  bundled ??= buildServer(outdir).then(() => outdir);
  return bundled;
}

/**
 * The API on a fresh `kind` ("postgres" | "pglite") database with the demo data, serving the built web
 * app when `webDistDir` is given: { kind, url, pid, stop }. `stop` (once, however often called) ends the
 * process and drops the database. `database` ({ env, drop }): serve that database instead of a fresh one.
 */
export async function startApp(kind, { webDistDir, database: given } = {}) {
  const database = given ?? (kind === "postgres" ? await throwawayPostgres() : throwawayDataDir());
  try {
    const bundle = await serverBundle();
    const server = await startServerProcess(
      await freePort(),
      {
        ...database.env,
        SEED_DEMO: "true",
        // The gate scenario boards tomorrow's second Merak sailing, up to 33 hours ahead.
        BOARDING_WINDOW_MINUTES: "2880",
        ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
        // A CPU profile of the API (written when it stops) in that folder, to read with bench/profile.mjs.
        ...(process.env.BENCH_CPU_PROF_DIR
          ? { NODE_OPTIONS: `--require ${fileURLToPath(new URL("./cpu-profile.cjs", import.meta.url))}` }
          : {}),
      },
      180_000,
      "main",
      bundle,
    );
    let stopped;
    return {
      kind,
      url: server.url,
      pid: server.child.pid,
      stop: () => {
        stopped ??= server.stop().then(() => database.drop());
        return stopped;
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
