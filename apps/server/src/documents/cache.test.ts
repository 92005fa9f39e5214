import { describe, expect, it } from "vitest";
import { PdfCache } from "./cache";

const pdf = (bytes: number) => Buffer.alloc(bytes, 1);

describe("PDF cache", () => {
  it("keys by booking, document and content: a changed ticket state is another key", () => {
    const view = { tickets: [{ kode_tiket: "ABC-P01", status: "aktif" }] };
    const used = { tickets: [{ kode_tiket: "ABC-P01", status: "digunakan" }] };
    expect(PdfCache.key(1, "tiket-normal-a4", view)).toBe(PdfCache.key(1, "tiket-normal-a4", { ...view }));
    expect(PdfCache.key(1, "tiket-normal-a4", view)).not.toBe(PdfCache.key(1, "tiket-normal-a4", used));
    expect(PdfCache.key(1, "tiket-normal-a4", view)).not.toBe(PdfCache.key(1, "tiket-thermal", view));
    expect(PdfCache.key(1, "tiket-normal-a4", view)).not.toBe(PdfCache.key(2, "tiket-normal-a4", view));
  });

  it("answers the same buffer, counts hits and misses", () => {
    const cache = new PdfCache();
    const file = pdf(10);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", 1, file);
    expect(cache.get("a")).toBe(file);
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 1, misses: 1 });
  });

  it("drops the least recently used beyond its count or its bytes", () => {
    const cache = new PdfCache(2, 100);
    cache.set("a", 1, pdf(10));
    cache.set("b", 1, pdf(10));
    cache.get("a");
    cache.set("c", 1, pdf(10));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    cache.set("big", 2, pdf(95));
    expect(cache.size).toEqual({ entries: 1, bytes: 95 });
    cache.set("huge", 2, pdf(101));
    expect(cache.get("huge")).toBeUndefined();
  });

  it("clears one booking's files only", () => {
    const cache = new PdfCache();
    cache.set("1:booking:x", 1, pdf(5));
    cache.set("1:tiket:y", 1, pdf(5));
    cache.set("2:booking:x", 2, pdf(5));
    expect(cache.clearBooking(1)).toBe(2);
    expect(cache.size).toEqual({ entries: 1, bytes: 5 });
    expect(cache.get("2:booking:x")).toBeDefined();
  });
});
