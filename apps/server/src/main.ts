import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { DatabaseStartError } from "./db/client";
import { openConfiguredDatabase } from "./db/open";
import { prepareDatabase } from "./db/prepare";
import { BootstrapError } from "./modules/access/accounts";

/** One clear line and exit code 1: an operator needs the cause, not a stack trace. */
function fail(message: string): never {
  console.error(`[ferry] start-up failed: ${message}`);
  process.exit(1);
}

async function start() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await prepareDatabase(database.db, config, (line) => console.log(`[ferry] ${line}`));
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing open requests");
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`;
  console.log(`[ferry] ready on http://localhost:${config.port} — database: ${where}`);
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseStartError || error instanceof BootstrapError)
    fail(error.message);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EADDRINUSE") fail(`port already in use; set PORT to a free port`);
  fail(error instanceof Error ? error.message : String(error));
});
