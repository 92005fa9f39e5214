// The reference every throughput is compared with: a bare Fastify hello-world on the same machine.
import { load } from "../lib/load.mjs";
import { startReference } from "../lib/servers.mjs";

export const CONNECTIONS = 50;

export async function reference(ctx) {
  const server = await startReference();
  try {
    const run = await load(
      { url: `${server.url}/`, connections: CONNECTIONS, duration: ctx.plan.seconds },
      { connections: CONNECTIONS, duration: ctx.plan.warmup },
    );
    ctx.reference = run;
    const scenario = "reference: bare Fastify hello-world";
    ctx.results.add({
      scenario,
      figure: `req/s at ${CONNECTIONS} connections`,
      value: run.rps,
      unit: "req/s",
      digits: 0,
      reference: "100%",
    });
    ctx.results.add({
      scenario,
      figure: `p99 at ${CONNECTIONS} connections`,
      value: run.latency.p99,
      unit: "ms",
      reference: "1×",
    });
  } finally {
    await server.stop();
  }
}

/** A throughput as a share of the reference's. */
export const shareOfReference = (ctx, rps) => `${((rps / ctx.reference.rps) * 100).toFixed(1)}%`;

/** A latency as a multiple of the reference's p99. */
export const timesReference = (ctx, ms) => `${(ms / ctx.reference.latency.p99).toFixed(1)}× ref. p99`;

/**
 * A latency goal stated against the reference measured in the same run (issue 26: a goal that holds only
 * on a quiet day is not met): at most `times` the reference's p99. The multiples were set from the
 * absolute goals of a quiet day (reference p99 1.6 ms), so they ask the same there and scale with the load.
 */
export const latencyGoal = (ctx, ms, times) => ({
  reference: timesReference(ctx, ms),
  goal: `≤ ${times}× ref. p99 (${(times * ctx.reference.latency.p99).toFixed(0)} ms in this run)`,
  pass: ms <= times * ctx.reference.latency.p99,
});
