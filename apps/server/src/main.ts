import cluster from "node:cluster";
import { setTimeout as sleep } from "node:timers/promises";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { DatabaseStartError } from "./db/client";
import { openConfiguredDatabase } from "./db/open";
import { prepareDatabase } from "./db/prepare";
import { applyHeapGrowth } from "./lib/heap-growth";
import { BootstrapError } from "./modules/access/index";

/** One clear line and exit code 1: an operator needs the cause, not a stack trace. */
function fail(message: string): never {
  console.error(`[ferry] start-up failed: ${message}`);
  process.exit(1);
}

async function start() {
  const config = loadConfig();
  applyHeapGrowth(config.heapGrowingPercent);
  const database = await openConfiguredDatabase(config);
  // Under `npm run start:cluster` the primary prepared the database once before forking the workers.
  if (!cluster.isWorker) await prepareDatabase(database.db, config, (line) => console.log(`[ferry] ${line}`));
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // /api/ready answers 503 from now on; a load balancer polling it gets SHUTDOWN_DELAY_SECONDS to stop
    // sending, then close stops accepting, finishes open requests, stops the jobs (their onClose hooks).
    app.lifecycle.shuttingDown = true;
    app.log.info({ signal }, "shutting down: finishing open requests");
    const timer = setTimeout(() => process.exit(1), 10_000 + config.shutdownDelaySeconds * 1000);
    timer.unref();
    if (config.shutdownDelaySeconds > 0) await sleep(config.shutdownDelaySeconds * 1000);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`;
  const worker = cluster.isWorker ? ` (worker pid ${process.pid})` : "";
  console.log(`[ferry] ready on http://localhost:${config.port}${worker} — database: ${where}`);
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseStartError || error instanceof BootstrapError)
    fail(error.message);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EADDRINUSE") fail(`port already in use; set PORT to a free port`);
  fail(error instanceof Error ? error.message : String(error));
});
