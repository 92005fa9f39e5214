import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../db/seed/run-seed";
import { buildTestApp } from "../../test/app";
import { periodOf } from "./period";
import type { Row } from "./report-source";
import { sailingPages, summedColumns } from "./sailing-pages";
import { manifest, summaryManifest } from "./sailing-reports";
import { runReport } from "./voyage-reports";

/**
 * A per-sailing report read page by page (decision 051, issue 26: a year's export holds one page): every
 * sailing once, in departure order, whatever the page size; totals over the whole period before any page.
 */
type App = Awaited<ReturnType<typeof buildTestApp>>;
let app: App;
const WIDE = periodOf({ from: "2000-01-01", to: "2099-12-31" }, "Asia/Jakarta");

async function read(source: { batches: AsyncIterable<Row[]> }, stopAfter = Number.POSITIVE_INFINITY) {
  const pages: Row[][] = [];
  for await (const page of source.batches) {
    pages.push(page);
    if (pages.flat().length >= stopAfter) break;
  }
  return pages;
}

beforeAll(async () => {
  app = await buildTestApp();
  expect(await seedDemoData(app.database.db)).toBe(true);
});

describe("a per-sailing report in pages", () => {
  const parts = {
    columns: sql`s.id AS schedule_id, s.waktu_berangkat::text AS berangkat, COALESCE(t.kursi_terjual, 0) AS terjual`,
    sums: summedColumns(["kursi_terjual"]),
  };

  it("answers every sailing once in departure order, the same rows in pages of 7 as in one read", async () => {
    const db = app.database.db;
    const whole = (await read(sailingPages(db, {}, WIDE, parts))).flat();
    const paged = await read(sailingPages(db, {}, WIDE, { ...parts, pageSize: 7 }));
    expect(whole.length).toBeGreaterThan(50);
    expect(paged.length).toBe(Math.ceil(whole.length / 7));
    expect(paged.flat()).toEqual(whole);
    expect(new Set(whole.map((row) => row.schedule_id)).size).toBe(whole.length);
    const departures = whole.map((row) => Date.parse(String(row.berangkat)));
    expect(departures).toEqual([...departures].sort((a, b) => a - b));
  });

  it("has the whole period's totals even when the reader stops after the first page", async () => {
    const source = sailingPages(app.database.db, {}, WIDE, { ...parts, pageSize: 5 });
    const first = await read(source, 1);
    expect(first.flat()).toHaveLength(5);
    const all = (await read(sailingPages(app.database.db, {}, WIDE, parts))).flat();
    const sold = all.reduce((sum, row) => sum + Number(row.terjual), 0);
    expect(sold).toBeGreaterThan(0);
    expect(source.totals()).toEqual({ kursi_terjual: sold });
  });

  it("answers one empty page for a period without sailings, with zero totals", async () => {
    const empty = periodOf({ from: "1990-01-01", to: "1990-01-31" }, "Asia/Jakarta");
    const source = summaryManifest(app.database.db, {}, empty);
    expect(await read(source)).toEqual([[]]);
    expect(source.totals()).toMatchObject({ kursi: 0, pendapatan: 0, refund_pembatalan: 0 });
  });
});

describe("a manifest cut short on screen", () => {
  it("has the whole period's totals after its first page only", async () => {
    const db = app.database.db;
    const all = await runReport(db, "manifest-penumpang", {}, WIDE, 100_000);
    expect(all.truncated).toBe(false);
    expect(all.rows.length).toBeGreaterThan(3);
    expect(all.totals).toEqual({
      jumlah: all.rows.length,
      harga: all.rows.reduce((sum, row) => sum + Number(row.harga), 0),
    });
    // A page is whole sailings holding at least the page's size: here the first sailing's people.
    const cut = manifest(db, {}, WIDE, "penumpang", 1);
    const first = (await read(cut, 1)).flat();
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(all.rows.length);
    const ids = (rows: Record<string, unknown>[]) => rows.map((row) => row.id);
    expect(ids(first)).toEqual(ids(all.rows.slice(0, first.length)));
    expect(cut.totals()).toEqual(all.totals);
  });
});

describe("a manifest read in pages of whole sailings", () => {
  it("answers the same people and vehicles in pages of 2 or 3 as in one read, the period's only", async () => {
    const db = app.database.db;
    for (const kind of ["penumpang", "kendaraan"] as const) {
      const whole = (await read(manifest(db, {}, WIDE, kind, 100_000))).flat();
      expect(whole.length).toBeGreaterThan(3);
      for (const size of [2, 3])
        expect((await read(manifest(db, {}, WIDE, kind, size))).flat()).toEqual(whole);
    }
    // One day's manifest in pages of 2: that day's people only, the same as in one read.
    const day = String((await runReport(db, "manifest-penumpang", {}, WIDE, 100_000)).rows[0]?.tanggal);
    const [dd, mm, yyyy] = day.split("/");
    const one = periodOf({ from: `${yyyy}-${mm}-${dd}`, to: `${yyyy}-${mm}-${dd}` }, "Asia/Jakarta");
    const paged = (await read(manifest(db, {}, one, "penumpang", 2))).flat();
    expect(paged.length).toBeGreaterThan(0);
    expect(paged).toEqual((await read(manifest(db, {}, one, "penumpang", 100_000))).flat());
    expect(new Set(paged.map((row) => row.tanggal))).toEqual(new Set([`${yyyy}-${mm}-${dd}`]));
  });
});
