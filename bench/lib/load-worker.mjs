// The load generator, in its own process (forked by lib/load.mjs) so that the measured server and the
// load never share an event loop. Receives one autocannon job over IPC, answers with its measurements:
// every response's latency is kept so any percentile can be read (autocannon itself reports no p95).
import autocannon from "autocannon";
import { latencySummary } from "./stats.mjs";

function run({ url, connections, duration, amount, method = "GET", headers = {}, bodies, paths }) {
  let next = 0;
  const vary =
    bodies || paths
      ? [
          {
            setupRequest: (request) => {
              const index = next++;
              return {
                ...request,
                ...(paths ? { path: paths[index % paths.length] } : {}),
                ...(bodies ? { body: JSON.stringify(bodies[index % bodies.length]) } : {}),
              };
            },
          },
        ]
      : undefined;
  const latencies = [];
  const statuses = {};
  const started = performance.now();
  let lastAnswer = started;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        method,
        headers: bodies ? { "content-type": "application/json", ...headers } : headers,
        ...(amount ? { amount } : { duration }),
        ...(vary ? { requests: vary } : {}),
        timeout: 30,
      },
      (error, result) => {
        if (error) return reject(error);
        // Up to the last answer: autocannon ends a job of `amount` requests at its next 1-second tick, so
        // the time to its callback rounded every such run up to whole seconds (600 sales read 85.2/s for
        // anything between 7 and 6.1 s).
        const seconds = ((amount ? lastAnswer : performance.now()) - started) / 1000;
        resolve({
          requests: latencies.length,
          seconds,
          rps: latencies.length / seconds,
          statuses,
          errors: result.errors,
          timeouts: result.timeouts,
          latency: latencySummary(latencies),
        });
      },
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      lastAnswer = performance.now();
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

process.once("message", async ({ job, warmup }) => {
  try {
    if (warmup) await run({ ...job, ...warmup, amount: undefined });
    process.send({ ok: true, result: await run(job) }, () => process.exit(0));
  } catch (error) {
    process.send({ ok: false, error: String(error?.stack ?? error) }, () => process.exit(1));
  }
});
