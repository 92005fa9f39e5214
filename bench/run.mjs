// `npm run bench` (full suite, writes bench/RESULTS.md) and `npm run bench -- --smoke` (or BENCH_SMOKE=1:
// every scenario for a second or two on tiny data, checks only that the scripts work; prints the table,
// writes it only to BENCH_RESULTS when set). Runs with tsx (`node --import tsx`) to start the real server.
// BENCH_DATABASE_URL: the PostgreSQL server's admin URL (default postgres://postgres@127.0.0.1:5432/postgres);
// BENCH_NOTE: a line added to the results (what else ran on the machine); --no-build: use apps/web/dist as
// it is (the smoke builds only when there is no build); `--only web`: the web scenario alone (the PGlite
// API, Lighthouse and the bundle size, full plan; prints the table, writes it only to BENCH_RESULTS when set;
// BENCH_LIGHTHOUSE_DIR: keep every Lighthouse report there as JSON); `--only public-schedules`: the
// reference and the home page query; `--only ticket-pdf`: the reference, the sales and scans that make its
// bookings, then the ticket PDFs; `--only booking-rush`: the reference and the booking rush (the rush for the
// last seats, then the paid sales on one hot sailing and spread); `--only history`: issue 26's calls at demo size and with a year of
// history on PostgreSQL (scenarios/history.mjs; its section of RESULTS.md only with BENCH_RESULTS);
// `--scale N`: the history's volume (1: 35,040 sailings; the smoke loads 1/100 of it);
// `--database pglite|postgres`: that API only.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { staffClient } from "./lib/api.mjs";
import { WEB_DIST } from "./lib/bundle.mjs";
import { machineInfo } from "./lib/machine.mjs";
import { Results } from "./lib/results.mjs";
import { startApp } from "./lib/servers.mjs";
import { bookingRush } from "./scenarios/booking-rush.mjs";
import { history } from "./scenarios/history.mjs";
import { publicSchedules } from "./scenarios/public-schedules.mjs";
import { reference } from "./scenarios/reference.mjs";
import { ticketPdf } from "./scenarios/ticket-pdf.mjs";
import { validateQr } from "./scenarios/validate-qr.mjs";
import { bundleSize, lighthouseScores } from "./scenarios/web.mjs";

const args = process.argv.slice(2);
const smoke = args.includes("--smoke") || ["1", "true"].includes(process.env.BENCH_SMOKE ?? "");
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined;
const ONLY = ["web", "public-schedules", "booking-rush", "ticket-pdf", "history"];
if (only !== undefined && !ONLY.includes(only))
  throw new Error(`--only: unknown scenario "${only}" (known: ${ONLY.join(", ")})`);
/** Whether a scenario runs: every one without --only; with it, that one and what it needs. */
const runs = (scenario) => only === undefined || only === scenario;
const onlyDatabase = args.includes("--database") ? args[args.indexOf("--database") + 1] : undefined;
const scale = args.includes("--scale") ? Number(args[args.indexOf("--scale") + 1]) : 1;
if (!(scale > 0))
  throw new Error("--scale: a positive number (the history's volume, 1 = a year at issue 26's size)");
const PLANS = {
  full: {
    seconds: 10,
    warmup: 2,
    rushBuyers: 200,
    throughputBookings: 600,
    spreadSchedules: 100,
    gateTickets: 400,
    pdfBookings: 100,
    lighthousePages: ["/", "/info"],
    historyScale: scale,
    historyCalls: undefined,
  },
  smoke: {
    seconds: 2,
    warmup: 0.5,
    rushBuyers: 20,
    throughputBookings: 10,
    spreadSchedules: 5,
    gateTickets: 16,
    pdfBookings: 10,
    lighthousePages: ["/"],
    historyScale: scale / 100,
    historyCalls: 2,
  },
};
const DATABASES = Object.fromEntries(
  Object.entries({ postgres: "PostgreSQL", pglite: "PGlite" }).filter(
    ([kind]) => onlyDatabase === undefined || kind === onlyDatabase,
  ),
);
if (Object.keys(DATABASES).length === 0)
  throw new Error(`--database: "${onlyDatabase}" (pglite or postgres)`);
const root = fileURLToPath(new URL("..", import.meta.url));
const started = performance.now();
const ctx = {
  plan: smoke ? PLANS.smoke : PLANS.full,
  results: new Results({ judged: !smoke }),
  reference: null,
  historyMissed: [],
};
const machine = machineInfo();

async function step(name, work) {
  console.log(`\n=== ${name} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  try {
    return await work();
  } catch (error) {
    ctx.results.check(name, false, error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

const built = fs.existsSync(`${WEB_DIST}/index.html`);
if (!args.includes("--no-build") && !(smoke && built))
  await step("web build (npm run build)", async () => {
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0) throw new Error("npm run build failed");
  });

const starting = {};
const appOn = (kind) =>
  (starting[kind] ??= startApp(kind, { webDistDir: kind === "pglite" ? WEB_DIST : undefined }).then(
    (app) => ({ ...app, database: DATABASES[kind] }),
  ));
// The smoke judges no number: both APIs start (and seed) at once, while the reference runs. The full
// suite starts each when its turn comes, so that nothing else runs while it measures.
if (smoke && only !== "history") for (const kind of Object.keys(DATABASES)) appOn(kind).catch(() => {});

if (only === "web") {
  const app = await step("API on PGlite with the demo data", () => appOn("pglite"));
  if (app)
    try {
      await step("Lighthouse", () => lighthouseScores(ctx, app));
    } finally {
      await step("stop the API on PGlite", () => app.stop());
    }
} else if (only !== "history") await step("reference: bare Fastify hello-world", () => reference(ctx));
if (ctx.reference) {
  for (const kind of Object.keys(DATABASES)) {
    const app = await step(`API on ${DATABASES[kind]} with the demo data`, () => appOn(kind));
    if (!app) continue;
    try {
      const client = await step("sign in", () => staffClient(app.url));
      if (runs("public-schedules"))
        await step(`public schedules on ${app.database}`, () => publicSchedules(ctx, app));
      if (!client || !(runs("ticket-pdf") || runs("booking-rush"))) continue;
      const sales = await step(`booking rush on ${app.database}`, () => bookingRush(ctx, app, client));
      if (!runs("ticket-pdf")) continue;
      const gates = await step(`validate-qr on ${app.database}`, () => validateQr(ctx, app, client));
      if (sales && gates)
        await step(`ticket PDFs on ${app.database}`, () =>
          ticketPdf(ctx, app, client, { ...sales, ...gates }),
        );
      if (kind === "pglite" && only === undefined) await step("Lighthouse", () => lighthouseScores(ctx, app));
    } finally {
      await step(`stop the API on ${app.database}`, () => app.stop());
    }
  }
}
for (const app of Object.values(starting)) await app.then((started) => started.stop()).catch(() => {});
if (runs("web")) await step("home page JavaScript", async () => bundleSize(ctx));
const resultsFile = fileURLToPath(new URL("RESULTS.md", import.meta.url));
if (runs("history") && onlyDatabase !== "pglite")
  await step(`history: a year of data at ${ctx.plan.historyScale}x on PostgreSQL`, async () => {
    const file = process.env.BENCH_RESULTS ?? (smoke || only ? undefined : resultsFile);
    ctx.historyMissed = (await history(ctx, { target: file })).missed;
  });

const seconds = (performance.now() - started) / 1000;
const notes = [
  "Every server (the reference, the API) and the load generator (autocannon) run in separate processes on this machine; the API on a fresh database with the demo data set (`SEED_DEMO=true`).",
  `Load average at the end ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ")}.`,
  ...(process.env.BENCH_NOTE ? [process.env.BENCH_NOTE] : []),
];
const context = { machine, mode: smoke ? "smoke" : only ? `only ${only}` : "full", notes, seconds };
const target = process.env.BENCH_RESULTS ?? (smoke || only ? undefined : resultsFile);
if (target && only !== "history") ctx.results.write(target, context);
else if (only !== "history") console.log(`\n${ctx.results.markdown(context)}`);
const missed = [...ctx.results.missed(), ...ctx.historyMissed];
console.log(
  `\nbench ${smoke ? "smoke " : ""}done in ${seconds.toFixed(0)} s: ${ctx.results.failures.length} failed check(s), ${missed.length} missed goal(s)${target ? `; written to ${target}` : ""}`,
);
process.exit(ctx.results.failures.length > 0 || missed.length > 0 ? 1 : 0);
