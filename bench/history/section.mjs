// The 'History (a year of data)' section of bench/RESULTS.md: every call at demo size and with a year of
// history from the same run, the growth, the target and whether it is met, the load and the machine.
import { EXPORT_FIRST_BYTE_MS, EXPORT_RSS_MB, HISTORY_CALLS, HISTORY_EXPORTS } from "./calls.mjs";

export const SECTION_TITLE = "History (a year of data)";
export const SALE = "`POST /bookings` (a paid one-passenger counter sale)";
export const SCAN = "`POST /tickets/validate-qr` (one gate scan)";

const ms = (value) =>
  Number.isFinite(value)
    ? `${value.toLocaleString("en-US", { maximumFractionDigits: value < 100 ? 1 : 0 })} ms`
    : "—";
const mb = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} MB` : "—");
const latency = (summary) => (summary ? `${ms(summary.p50)} / ${ms(summary.p95)}` : "—");

/** Every row with its verdict: { cells: [...], met: boolean | undefined }. */
export function historyRows(demo, history) {
  const rows = [];
  const timed = [...HISTORY_CALLS, { call: SALE, growth: 2 }, { call: SCAN, growth: 2 }];
  for (const { call, targetMs, growth } of timed) {
    const before = demo[call];
    const after = history[call];
    // The growth is the median's: what moves with the data. A quick call's p95 is a few slow calls, which
    // moved 2x between runs with the machine alone (the demo month's summary: p95 15.3 then 30.7 ms at the
    // same p50 of 7.7 / 7.8 ms under one busy core); the p95 is judged against its own target.
    const ratio = after && before ? after.p50 / before.p50 : Number.NaN;
    const goals = [targetMs ? `p95 < ${ms(targetMs)}` : "", growth ? `growth ≤ ${growth}×` : ""].filter(
      Boolean,
    );
    const met =
      goals.length === 0
        ? undefined
        : Boolean(after) && (!targetMs || after.p95 < targetMs) && (!growth || ratio <= growth);
    rows.push({
      cells: [call, latency(before), latency(after), `${ratio.toFixed(1)}×`, goals.join(", ")],
      met,
    });
  }
  for (const { call } of HISTORY_EXPORTS) {
    const [before, after] = [demo[call], history[call]];
    const shown = (run) =>
      run
        ? `${ms(run.ms)}, first byte ${ms(run.firstByteMs)}, RSS ${mb(run.rssBeforeMb)} → ${mb(run.rssPeakMb)}`
        : "—";
    const met = Boolean(after) && after.firstByteMs < EXPORT_FIRST_BYTE_MS && after.rssPeakMb < EXPORT_RSS_MB;
    rows.push({
      cells: [
        call,
        shown(before),
        `${shown(after)}; the file ${(after?.bytes / 2 ** 20).toFixed(1)} MB`,
        `${(after?.ms / before?.ms).toFixed(1)}×`,
        `first byte < ${ms(EXPORT_FIRST_BYTE_MS)}, RSS < ${EXPORT_RSS_MB} MB`,
      ],
      met,
    });
  }
  return rows;
}

/** The section's Markdown. `run`: { judged, scale, counts, fillSeconds, reference, periods, machine, loadEnd, note }. */
export function historySection(rows, run) {
  const verdict = (met) =>
    met === undefined ? "—" : !run.judged ? "not judged (smoke)" : met ? "met" : "**not met**";
  const counts = Object.entries(run.counts)
    .map(([table, count]) => `${table} ${count.toLocaleString("en-US")}`)
    .join(", ");
  const { machine } = run;
  return [
    `## ${SECTION_TITLE}`,
    "",
    `Written by \`npm run bench\`${run.judged ? "" : " -- --smoke (numbers not judged)"} (\`scenarios/history.mjs\`) on ${machine.date}: the API on PostgreSQL, first with the demo data, then in the same database after \`bench/history/load.mjs\` added a year of history at ${run.scale}× (${counts}; written in ${run.fillSeconds.toFixed(0)} s, VACUUM and ANALYZE included). The history covers the 365 days before ${run.reference}; the demo data the 30 days from the day of the run.`,
    "",
    `Machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGb} GB memory, Node ${machine.node}; load average at the start ${machine.loadAverage.join(" / ")}, at the end ${run.loadEnd.join(" / ")}.${run.note ? ` ${run.note}` : ""}`,
    "",
    `Periods: the demo's month ${run.periods.demoMonth}, a month of history ${run.periods.historyMonth}, the year ${run.periods.year.from} to ${run.periods.year.to}. Searched: booking code ${run.periods.codes}, name "${run.periods.name}". Each call one at a time after a tenth as many warm-up calls (at least one), every answer read whole; p50 / p95 (of 100 calls for look-ups and the dashboard, 60 for sales and scans, 40 for the activity log and a month's reports on the demo data, 20 for a month's reports on history, 3 for a year's: there the p95 is the slowest).`,
    "",
    "| call | demo data p50 / p95 | a year of history p50 / p95 | growth (p50) | target | result |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows.map(({ cells, met }) => `| ${cells.join(" | ")} | ${verdict(met)} |`),
    "",
  ].join("\n");
}
