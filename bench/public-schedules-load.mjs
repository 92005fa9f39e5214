// Load on the public schedule list, the page every visitor opens: concurrent clients for a fixed time
// against a running server (loopback only). Usage: start `npm start`, then
//   node bench/public-schedules-load.mjs [baseUrl=http://127.0.0.1:3000] [concurrency=20] [seconds=15]
// Goal: p95 at most 200 ms with 20 concurrent clients on the embedded database, 2 cores.
const [baseUrl = "http://127.0.0.1:3000", concurrency = "20", seconds = "15"] = process.argv.slice(2);
const url = new URL("/api/public/schedules/available?per_page=12&sort_by=waktu_berangkat", baseUrl);
if (!["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) throw new Error("loopback only");

const deadline = Date.now() + Number(seconds) * 1000;
const latencies = [];
let failures = 0;

async function client() {
  while (Date.now() < deadline) {
    const started = performance.now();
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
    } catch {
      failures += 1;
    }
    latencies.push(performance.now() - started);
  }
}

await Promise.all(Array.from({ length: Number(concurrency) }, client));
latencies.sort((a, b) => a - b);
const at = (share) =>
  latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))].toFixed(1);
const p95 = Number(at(0.95));
console.log(
  `${latencies.length} requests in ${seconds} s (${(latencies.length / Number(seconds)).toFixed(0)}/s), ${failures} failed`,
);
console.log(
  `latency ms: p50 ${at(0.5)} · p95 ${at(0.95)} · p99 ${at(0.99)} · max ${latencies.at(-1).toFixed(1)}`,
);
process.exitCode = failures === 0 && p95 <= 200 ? 0 : 1;
