import { fork } from "node:child_process";

const worker = new URL("./load-worker.mjs", import.meta.url);

/**
 * Runs one autocannon job in a child process and resolves with its figures: requests, seconds, rps,
 * statuses (count per HTTP status), errors, timeouts and latency {p50, p95, p99, max} in ms.
 * `job`: { url, connections, duration (s) | amount, method, headers, bodies?, paths? } (bodies and paths
 * are used in turn, one per request); `warmup`: { duration, connections } run first, not measured.
 */
export function load(job, warmup) {
  return new Promise((resolve, reject) => {
    const child = fork(worker, [], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
    let answered = false;
    child.once("message", (message) => {
      answered = true;
      if (message.ok) resolve(message.result);
      else reject(new Error(`load generator failed: ${message.error}`));
    });
    child.once("exit", (code) => {
      if (!answered) reject(new Error(`load generator exited with ${code} before answering`));
    });
    child.send({ job, warmup });
  });
}
