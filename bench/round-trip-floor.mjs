// What round trips alone cost on this machine (issue 26, decision 048): a bare Fastify route that runs one
// transaction of N trivial statements (`select $1::int`, a named statement) through a pg pool of 10, loaded
// as the booking rush loads the sale (20 connections, autocannon in its own process). A sale's own work is
// what its rate falls short of the floor for its number of statements.
// Usage: node bench/round-trip-floor.mjs [statements ... = 22 10 4 1] (BENCH_DATABASE_URL: the server,
// default postgres://postgres@127.0.0.1:5432/postgres). Prints transactions per second; writes nothing.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import Fastify from "fastify";
import pg from "pg";
import { load } from "./lib/load.mjs";

const URL_OF_DATABASE = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SALES = 3000;

async function serve(statements) {
  const pool = new pg.Pool({ connectionString: URL_OF_DATABASE, max: 10 });
  const app = Fastify();
  app.post("/sale", async () => {
    const client = await pool.connect();
    try {
      await client.query("begin");
      for (let index = 0; index < statements; index++)
        await client.query({ name: "floor", text: "select $1::int as x", values: [index] });
      await client.query("commit");
    } finally {
      client.release();
    }
    return { ok: true };
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  process.send(app.server.address().port);
}

async function measure(statements) {
  const child = fork(fileURLToPath(import.meta.url), ["--serve", String(statements)]);
  const port = await new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => reject(new Error(`the floor's server exited with ${code} at start-up`)));
  });
  try {
    const job = {
      url: `http://127.0.0.1:${port}/sale`,
      method: "POST",
      connections: 20,
      headers: { "content-type": "application/json" },
      bodies: ["{}"],
    };
    await load({ ...job, amount: SALES / 6 });
    const run = await load({ ...job, amount: SALES });
    if (run.statuses[200] !== SALES)
      throw new Error(`not every transaction answered 200: ${JSON.stringify(run.statuses)}`);
    console.log(
      `${statements} statements between begin and commit: ${run.rps.toFixed(0)} transactions/s, p50 ${run.latency.p50.toFixed(1)} ms`,
    );
  } finally {
    child.kill();
  }
}

const args = process.argv.slice(2);
if (args[0] === "--serve") await serve(Number(args[1]));
else {
  const counts = args.length > 0 ? args.map(Number) : [22, 10, 4, 1];
  if (!counts.every((count) => Number.isInteger(count) && count >= 0))
    throw new Error(`statements: whole numbers, 0 or more (given: ${args.join(" ")})`);
  for (const statements of counts) await measure(statements);
}
