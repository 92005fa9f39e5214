// Timing one call at a time, as a staff member's browser would ask: every answer read to its last byte,
// a tenth as many calls before the measured ones (not counted), p50/p95 of the rest. Exports also give the time to
// their first byte and the server's resident memory at its highest while they were produced.
import fs from "node:fs";
import { latencySummary } from "../lib/stats.mjs";

async function ask(baseUrl, client, { method = "GET", path, body }) {
  const started = performance.now();
  const response = await fetch(new URL(`/api${path}`, baseUrl), {
    method,
    headers: { ...client.headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return { ms: performance.now() - started, bytes };
}

/**
 * Unmeasured calls before `times` measured ones: a tenth of them, at least one. A server just started
 * answers its first ten or so calls 2-4x slower (code not yet optimised, the pool's connections opened
 * and their caches cold): with one warm-up call they were the p95 of a look-up's 100 calls.
 */
export const warmUpsOf = (times) => Math.max(1, Math.ceil(times / 10));

/** `times` calls after `warmUpsOf(times)` warm-up calls; `request(index)` gives call `index` ({ method, path, body }), the warm-ups first. */
export async function timeCalls(baseUrl, client, request, times) {
  const warmUps = warmUpsOf(times);
  for (let index = 0; index < warmUps; index++) await ask(baseUrl, client, request(index));
  const latencies = [];
  for (let index = warmUps; index < warmUps + times; index++)
    latencies.push((await ask(baseUrl, client, request(index))).ms);
  return latencySummary(latencies);
}

/** The resident memory of process `pid` in MB (Linux /proc), NaN where it cannot be read. */
function rssMb(pid) {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** One download of `path`: { ms, firstByteMs, bytes, rssPeakMb, rssBeforeMb } (memory polled every 20 ms). */
export async function timeExport(baseUrl, client, path, pid) {
  const rssBeforeMb = rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const poll = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
  }, 20);
  try {
    const started = performance.now();
    const response = await fetch(new URL(`/api${path}`, baseUrl), { headers: client.headers });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    const reader = response.body.getReader();
    let firstByteMs = Number.NaN;
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
      bytes += value.byteLength;
    }
    return {
      ms: performance.now() - started,
      firstByteMs,
      bytes,
      rssPeakMb: Math.max(rssPeakMb, rssMb(pid)),
      rssBeforeMb,
    };
  } finally {
    clearInterval(poll);
  }
}
