// `npm run start:cluster` / `WORKERS=n npm start`: the primary migrates and prepares the database once,
// then forks n workers that each run `main.ts` (build the app, listen on the same PORT: Node's cluster
// module shares the socket). A worker that dies is replaced; SIGTERM/SIGINT shut every worker down gracefully.
import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import { ConfigError, loadConfig } from "./config";
import { DatabaseStartError } from "./db/client";
import { openConfiguredDatabase } from "./db/open";
import { prepareDatabase } from "./db/prepare";
import { BootstrapError } from "./modules/access/index";
import { serveClusterMetrics } from "./plugins/cluster-metrics";
import { BUILT, entryFile } from "./runtime-files";

const mainFile = entryFile("main");
/** More restarts than this within a minute means the workers cannot start: stop instead of looping. */
const RESTARTS_PER_MINUTE = 5;

const say = (line: string) => console.log(`[ferry] ${line}`);

function fail(message: string): never {
  console.error(`[ferry] start-up failed: ${message}`);
  process.exit(1);
}

async function startCluster() {
  const config = loadConfig();
  const count = config.workers ?? os.availableParallelism();
  if (count > 1 && !config.databaseUrl) {
    throw new ConfigError(
      `WORKERS=${count} needs DATABASE_URL: the embedded database (PGlite) belongs to one process; unset WORKERS to run one process, or set DATABASE_URL to a PostgreSQL server`,
    );
  }
  const database = await openConfiguredDatabase(config);
  try {
    await prepareDatabase(database.db, config, say);
  } finally {
    await database.close();
  }

  // Run from the sources, a worker needs the tsx loader (unless this process already passes it on).
  const needsTsx = !BUILT && !process.execArgv.some((arg) => arg.includes("tsx"));
  cluster.setupPrimary({
    exec: mainFile,
    execArgv: needsTsx ? [...process.execArgv, "--import", "tsx"] : process.execArgv,
  });
  serveClusterMetrics();

  let stopping = false;
  let failedExit = false;
  const restarts: number[] = [];
  const fork = (): Worker => cluster.fork();

  cluster.on("exit", (worker, code, signal) => {
    // While stopping, a worker still starting up may die of the SIGTERM itself: that is no failure.
    if (code !== 0 && !(stopping && signal)) failedExit = true;
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failedExit ? 1 : 0);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && (restarts[0] ?? now) < now - 60_000) restarts.shift();
    if (restarts.length > RESTARTS_PER_MINUTE) {
      console.error(`[ferry] workers keep exiting (${restarts.length} in a minute); stopping the cluster`);
      stop("crash loop", 1);
      return;
    }
    say(`worker pid ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`);
    fork();
  });

  const stop = (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    if (exitCode !== 0) failedExit = true;
    say(`${reason}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    const timer = setTimeout(() => process.exit(1), 15_000 + config.shutdownDelaySeconds * 1000);
    timer.unref();
    const alive = Object.values(cluster.workers ?? {});
    if (alive.length === 0) process.exit(failedExit ? 1 : 0);
    for (const worker of alive) worker?.process.kill("SIGTERM");
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  let listening = 0;
  cluster.on("listening", () => {
    listening += 1;
    if (listening === count)
      say(`cluster of ${count} workers on http://localhost:${config.port} (primary pid ${process.pid})`);
  });
  for (let index = 0; index < count; index += 1) fork();
}

startCluster().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseStartError || error instanceof BootstrapError)
    fail(error.message);
  fail(error instanceof Error ? error.message : String(error));
});
