// Speed of the ticket PDFs, in-process (no server needed). Usage, from the repository:
//   node bench/ticket-pdf.mjs [seconds=10]
// Goals (docs/decisions/008-ticket-documents.md): one-page ticket p95 at most 100 ms rendered in the
// request's thread; at least 50 tickets per second through the worker pool on 2 cores.
import { availableParallelism } from "node:os";
import { PNG } from "pngjs";
import { register } from "tsx/esm/api";

register();
const source = (file) => new URL(`../apps/server/src/modules/documents/render/${file}`, import.meta.url).href;
const { renderPdf } = await import(source("render.ts"));
const { RenderPool } = await import(source("pool.ts"));
const { sampleTicketView } = await import(source("sample-view.ts"));

const seconds = Number(process.argv[2] ?? "10");

// A 400x160 RGBA logo, as operators upload them (colour with transparency).
function rgbaLogo() {
  const png = new PNG({ width: 400, height: 160 });
  for (let index = 0; index < png.data.length; index += 4) {
    const pixel = index / 4;
    png.data[index] = (pixel * 7) % 256;
    png.data[index + 1] = 90;
    png.data[index + 2] = 160;
    png.data[index + 3] = pixel % 400 < 200 ? 255 : 0;
  }
  return { mime: "image/png", data: new Uint8Array(PNG.sync.write(png)) };
}
const logo = rgbaLogo();
const company = { name: "PT Penyeberangan Nusantara", contact: "Jl. Pelabuhan 1 · 0333 123", logo_url: "/x" };
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

async function latency(template) {
  const view = sampleTicketView({ template, company });
  for (let index = 0; index < 30; index++) await renderPdf({ view, assets: { logo } }); // warm-up
  const times = [];
  let bytes = 0;
  const until = performance.now() + (seconds * 1000) / 3;
  while (performance.now() < until) {
    const started = performance.now();
    bytes = (await renderPdf({ view, assets: { logo } })).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 0.95);
  console.log(
    `one-page ${template.padEnd(10)} ${times.length} renders · p50 ${percentile(times, 0.5).toFixed(1)} ms · p95 ${p95.toFixed(1)} ms · max ${times.at(-1).toFixed(1)} ms · ${(bytes / 1024).toFixed(1)} KB`,
  );
  return p95;
}

async function throughput() {
  const pool = new RenderPool();
  const job = { view: sampleTicketView({ template: "thermal_sk", count: 10, company }), assets: { logo } };
  await Promise.all(Array.from({ length: pool.size * 2 }, () => pool.run(job))); // start and warm the workers
  let tickets = 0;
  const started = performance.now();
  const until = started + (seconds * 1000) / 3;
  await Promise.all(
    Array.from({ length: pool.size * 2 }, async () => {
      while (performance.now() < until) {
        await pool.run(job);
        tickets += job.view.tickets.length;
      }
    }),
  );
  const rate = tickets / ((performance.now() - started) / 1000);
  console.log(
    `worker pool: ${pool.size} worker(s) on ${availableParallelism()} cores · ${tickets} tickets · ${rate.toFixed(0)} tickets/s`,
  );
  await pool.close();
  return rate;
}

const p95 = Math.max(await latency("normal"), await latency("thermal_sk"));
const rate = await throughput();
process.exitCode = p95 <= 100 && rate >= 50 ? 0 : 1;
