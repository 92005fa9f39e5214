import cluster from "node:cluster";
import { AggregatorRegistry, type Registry } from "prom-client";

/**
 * Under `npm run start:cluster` a scrape of `/api/metrics` reaches one worker; it asks the primary, which
 * collects every worker's registries (prom-client's cluster aggregation) and answers with the sum.
 */
const ASK = "ferry:metrics-ask";
const ANSWER = "ferry:metrics-answer";
const WAIT_MS = 6000;

type Ask = { type: typeof ASK; id: number };
type Answer = { type: typeof ANSWER; id: number; text: string | null };

/** In a cluster worker: lets the primary read these registries. Elsewhere: nothing. */
export function shareWithClusterPrimary(registries: Registry[]): void {
  if (!cluster.isWorker) return;
  new AggregatorRegistry(); // installs the worker's answer to the primary's metric requests
  AggregatorRegistry.setRegistries(registries);
}

let nextId = 0;
const waiting = new Map<number, (text: string | null) => void>();
let listening = false;

/** In a cluster worker: the metrics of every worker, from the primary. Elsewhere, or on failure: null. */
export function clusterMetricsText(): Promise<string | null> {
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send) return Promise.resolve(null);
  if (!listening) {
    listening = true;
    process.on("message", (message: Answer) => {
      if (message?.type !== ANSWER) return;
      waiting.get(message.id)?.(message.text);
      waiting.delete(message.id);
    });
  }
  return new Promise((resolve) => {
    const id = nextId++;
    const timer = setTimeout(() => {
      waiting.delete(id);
      resolve(null);
    }, WAIT_MS);
    timer.unref();
    waiting.set(id, (text) => {
      clearTimeout(timer);
      resolve(text);
    });
    send({ type: ASK, id } satisfies Ask);
  });
}

/** In the cluster primary: answers the workers' requests with the aggregated metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: Ask) => {
    if (message?.type !== ASK) return;
    aggregator
      .clusterMetrics()
      .then((text) => worker.send({ type: ANSWER, id: message.id, text } satisfies Answer))
      .catch(() => worker.send({ type: ANSWER, id: message.id, text: null } satisfies Answer));
  });
}
