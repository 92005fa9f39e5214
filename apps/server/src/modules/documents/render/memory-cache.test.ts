import { describe, expect, it } from "vitest";
import { MemoryPdfCache } from "./memory-cache";

const pdf = (bytes: number, fill = 1) => Buffer.alloc(bytes, fill);

describe("PDF cache in memory (PGlite)", () => {
  it("answers stored bytes, counts hits and misses, keeps the first file of a key", async () => {
    const cache = new MemoryPdfCache();
    const file = Buffer.from("%PDF-1.7 isi");
    expect(await cache.get("1:a:x")).toBeUndefined();
    await cache.set("1:a:x", file);
    await cache.set("1:a:x", pdf(3));
    expect(await cache.get("1:a:x")).toEqual(file);
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 1, misses: 1 });
    expect(await cache.size()).toEqual({ entries: 1, bytes: file.length });
  });

  it("clears one booking's files only", async () => {
    const cache = new MemoryPdfCache();
    for (const key of ["1:booking:x", "1:tiket:y", "11:booking:x", "2:booking:x"])
      await cache.set(key, pdf(5));
    expect(await cache.clearBooking(1)).toBe(2);
    expect(await cache.get("1:booking:x")).toBeUndefined();
    expect(await cache.get("11:booking:x")).toBeDefined();
    expect(await cache.size()).toEqual({ entries: 2, bytes: 10 });
  });

  it("refuses a file above the bound, drops the least recently used beyond it and files past their age", async () => {
    let now = 0;
    const cache = new MemoryPdfCache(100, 60_000, () => now);
    await cache.set("1:huge", pdf(101));
    expect(await cache.get("1:huge")).toBeUndefined();
    await cache.set("1:a", pdf(40));
    await cache.set("1:b", pdf(40));
    expect(await cache.get("1:a")).toBeDefined(); // now the most recently used
    await cache.set("1:c", pdf(40));
    expect(await cache.get("1:b")).toBeUndefined();
    expect(await cache.size()).toEqual({ entries: 2, bytes: 80 });
    now = 60_001;
    expect(await cache.get("1:a")).toBeUndefined();
    expect(await cache.size()).toEqual({ entries: 1, bytes: 40 });
  });
});
