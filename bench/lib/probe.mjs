import { latencySummary } from "./stats.mjs";

/**
 * Event-loop responsiveness of a server seen from outside: while `work` runs, asks for a route that
 * touches nothing (an unknown /api path, answered 404 without the database) every 10 ms, one at a time.
 * A blocked event loop delays the answer by as long as it is blocked; the figure also holds one loopback
 * round trip (about a millisecond), so it errs on the high side. Resolves { work, lag: latency summary }.
 */
export async function withLagProbe(baseUrl, work) {
  const url = new URL("/api/bench-event-loop-probe", baseUrl);
  const latencies = [];
  let done = false;
  const probing = (async () => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    return { work: await work(), lag: latencySummary(latencies) };
  } finally {
    done = true;
    await probing;
  }
}
