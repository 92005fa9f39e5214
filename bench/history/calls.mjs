// The calls of issue 26's table, each with its target on a year of history (p95 on this machine) and,
// for what concerns one booking, one day, one sailing or one month, the most it may grow from the demo
// data to the history (2×). `p`: what they ask for ({ code, name, demoMonth, historyMonth, year }).
// `times`: measured calls at full size (the smoke makes 2 of each): the quick calls 100 times, so that their
// p95 is the 5th slowest call and not the 2nd (one pause of the machine moved it 2x between runs); a month's
// report 40 times on the demo data and 20 on a month of history (with 5, the p95 was the slowest call: one
// pause of a busy machine read as a growth of 3x), a year's 3 times.

const range = ({ from, to }) => `from=${from}&to=${to}`;

export const HISTORY_CALLS = [
  {
    call: "`GET /bookings?search=CODE` (booking code)",
    path: (p) => `/bookings?search=${p.code}`,
    times: 100,
    targetMs: 20,
    growth: 2,
  },
  {
    call: "`GET /bookings?code=CODE`",
    path: (p) => `/bookings?code=${p.code}`,
    times: 100,
    targetMs: 20,
    growth: 2,
  },
  {
    call: "`GET /bookings?search=NAME` (a name)",
    path: (p) => `/bookings?search=${encodeURIComponent(p.name)}`,
    times: 100,
    targetMs: 100,
  },
  {
    call: "report summary-manifest, the demo's month",
    path: (p) => `/reports/summary-manifest?month=${p.demoMonth}`,
    times: 40,
    targetMs: 300,
    growth: 2,
  },
  {
    call: "report summary-manifest, a month of history",
    path: (p) => `/reports/summary-manifest?month=${p.historyMonth}`,
    times: 20,
    targetMs: 300,
  },
  {
    call: "report summary-manifest, one year",
    path: (p) => `/reports/summary-manifest?${range(p.year)}`,
    times: 3,
    targetMs: 2000,
  },
  {
    call: "report manifest-penumpang, the demo's month",
    path: (p) => `/reports/manifest-penumpang?month=${p.demoMonth}`,
    times: 40,
    targetMs: 300,
    growth: 2,
  },
  {
    call: "report manifest-penumpang, a month of history",
    path: (p) => `/reports/manifest-penumpang?month=${p.historyMonth}`,
    times: 20,
    targetMs: 300,
  },
  {
    call: "report rekap-manifest-bulanan, one year",
    path: (p) => `/reports/rekap-manifest-bulanan?${range(p.year)}`,
    times: 3,
    targetMs: 2000,
  },
  {
    call: "report finance, one year",
    path: (p) => `/reports/finance?${range(p.year)}`,
    times: 3,
    targetMs: 2000,
  },
  {
    call: "activity log search (a booking code)",
    path: (p) => `/activity-logs?search=${p.code}`,
    times: 40,
    targetMs: 100,
  },
  { call: "dashboard summary", path: () => "/dashboard/summary", times: 100, targetMs: 100, growth: 2 },
];

/** The year exports: time to the first byte under 1 s, the server's memory under 300 MB while exporting. */
export const HISTORY_EXPORTS = [
  {
    call: "year export summary-manifest CSV",
    path: (p) => `/reports/summary-manifest/export?format=csv&${range(p.year)}`,
  },
  {
    call: "year export jadwal-pelayaran PDF",
    path: (p) => `/reports/jadwal-pelayaran/export?format=pdf&${range(p.year)}`,
  },
];
export const EXPORT_FIRST_BYTE_MS = 1000;
export const EXPORT_RSS_MB = 300;
