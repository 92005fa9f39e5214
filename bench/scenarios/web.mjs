// The public web app: the gzipped JavaScript the home page loads, and Lighthouse's mobile performance
// (the default config: a mid-range phone on a throttled connection, simulated) for `/` and `/info` in the
// system Chromium against the built app served by the API. Only loopback is used: Lighthouse gets the
// performance category alone and Chromium runs with its background networking off.
import fs from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import { homePageScripts } from "../lib/bundle.mjs";
import { launchChromium } from "../lib/chromium.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const GOAL_KB = 170;
const GOALS = { score: 90, lcpMs: 2500, cls: 0.1, tbtMs: 200 };

export function bundleSize(ctx) {
  const kb = homePageScripts().reduce((sum, script) => sum + script.gzipped, 0) / 1024;
  ctx.results.add({
    scenario: "web",
    figure: "gzipped JavaScript of the public home page",
    value: kb,
    unit: "KB",
    goal: `≤ ${GOAL_KB} KB`,
    pass: kb <= GOAL_KB,
  });
}

export async function lighthouseScores(ctx, app) {
  const chrome = await launchChromium(CHROMIUM, FLAGS);
  try {
    for (const page of ctx.plan.lighthousePages) {
      const { lhr } = await lighthouse(`${app.url}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
      });
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${page}: ${lhr.runtimeError.message}`);
      if (process.env.BENCH_LIGHTHOUSE_DIR) {
        const name = `lighthouse${page.replaceAll("/", "-") || "-"}-${Date.now()}.json`;
        fs.mkdirSync(process.env.BENCH_LIGHTHOUSE_DIR, { recursive: true });
        fs.writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_DIR, name), JSON.stringify(lhr));
      }
      const audit = (id) => lhr.audits[id].numericValue;
      const scenario = `Lighthouse mobile, ${page}`;
      const score = lhr.categories.performance.score * 100;
      const lcp = audit("largest-contentful-paint");
      const cls = audit("cumulative-layout-shift");
      const tbt = audit("total-blocking-time");
      const add = (figure, value, unit, digits, goal, pass) =>
        ctx.results.add({ scenario, figure, value, unit, digits, goal, pass });
      add("performance score", score, "", 0, `≥ ${GOALS.score}`, score >= GOALS.score);
      add("LCP", lcp / 1000, "s", 2, `≤ ${GOALS.lcpMs / 1000} s`, lcp <= GOALS.lcpMs);
      add("CLS", cls, "", 3, `≤ ${GOALS.cls}`, cls <= GOALS.cls);
      add("TBT", tbt, "ms", 0, `≤ ${GOALS.tbtMs} ms`, tbt <= GOALS.tbtMs);
    }
  } finally {
    await chrome.stop();
  }
}
