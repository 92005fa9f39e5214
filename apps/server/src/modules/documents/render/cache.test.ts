import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client";
import { documentCache } from "../../../db/schema/shared-state";
import { resetDatabase, testDatabase } from "../../../test/database";
import { PdfCache } from "./cache";

const pdf = (bytes: number, fill = 1) => Buffer.alloc(bytes, fill);

describe("PDF cache (document_cache table)", () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await testDatabase();
    await resetDatabase(database);
  });

  it("keys by booking, document and content: a changed ticket state is another key", () => {
    const view = { tickets: [{ kode_tiket: "ABC-P01", status: "aktif" }] };
    const used = { tickets: [{ kode_tiket: "ABC-P01", status: "digunakan" }] };
    expect(PdfCache.key(1, "tiket-normal-a4", view)).toBe(PdfCache.key(1, "tiket-normal-a4", { ...view }));
    expect(PdfCache.key(1, "tiket-normal-a4", view)).not.toBe(PdfCache.key(1, "tiket-normal-a4", used));
    expect(PdfCache.key(1, "tiket-normal-a4", view)).not.toBe(PdfCache.key(1, "tiket-thermal", view));
    expect(PdfCache.key(1, "tiket-normal-a4", view)).not.toBe(PdfCache.key(2, "tiket-normal-a4", view));
  });

  it("answers the stored bytes to another cache on the same database, counts hits and misses", async () => {
    const writer = new PdfCache(database.db);
    const reader = new PdfCache(database.db);
    const file = Buffer.from("%PDF-1.7 isi");
    expect(await reader.get("1:a:x")).toBeUndefined();
    await writer.set("1:a:x", file);
    await writer.set("1:a:x", pdf(3));
    expect(await reader.get("1:a:x")).toEqual(file);
    expect({ hits: reader.hits, misses: reader.misses }).toEqual({ hits: 1, misses: 1 });
    expect(await reader.size()).toEqual({ entries: 1, bytes: file.length });
  });

  it("clears one booking's files for every cache on the database", async () => {
    const one = new PdfCache(database.db);
    const other = new PdfCache(database.db);
    await one.set("1:booking:x", pdf(5));
    await one.set("1:tiket:y", pdf(5));
    await one.set("11:booking:x", pdf(5));
    await one.set("2:booking:x", pdf(5));
    expect(await other.clearBooking(1)).toBe(2);
    expect(await one.get("1:booking:x")).toBeUndefined();
    expect(await one.get("11:booking:x")).toBeDefined();
    expect(await one.size()).toEqual({ entries: 2, bytes: 10 });
  });

  it("refuses a file above the byte bound; trims by age, then the oldest beyond the bytes", async () => {
    const cache = new PdfCache(database.db, 100, 60_000);
    await cache.set("1:huge", pdf(101));
    expect(await cache.get("1:huge")).toBeUndefined();
    const at = (key: string, secondsAgo: number) =>
      database.db.execute(
        sql`update ${documentCache} set created_at = now() - make_interval(secs => ${secondsAgo}) where key = ${key}`,
      );
    for (const [key, age] of [
      ["1:old", 120],
      ["1:a", 30],
      ["1:b", 20],
      ["1:c", 10],
    ] as const) {
      await cache.set(key, pdf(40));
      await at(key, age);
    }
    expect(await cache.trim()).toBe(2);
    const left = await database.db.select({ key: documentCache.key }).from(documentCache);
    expect(left.map((row) => row.key).sort()).toEqual(["1:b", "1:c"]);
  });
});
