import { afterEach, describe, expect, it, vi } from "vitest";
import { ttlCache } from "./ttl-cache";

afterEach(() => vi.useRealTimers());

describe("ttlCache", () => {
  it("loads a key once per period, and peeks only at a loaded, fresh value", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T08:00:00Z"), toFake: ["Date"] });
    let loads = 0;
    const cache = ttlCache(1000, async (key: string) => `${key}#${++loads}`);
    const first = cache("a");
    expect(cache.fresh("a")).toBeUndefined();
    expect(await first).toBe("a#1");
    expect(cache.fresh("a")).toBe("a#1");
    expect(await cache("a")).toBe("a#1");
    vi.setSystemTime(new Date("2026-11-26T08:00:01Z"));
    expect(cache.fresh("a")).toBeUndefined();
    expect(await cache("a")).toBe("a#2");
    expect(cache.fresh("b")).toBeUndefined();
  });

  it("forgets a failed load: the next ask loads again, nothing is peeked meanwhile", async () => {
    let fail = true;
    const cache = ttlCache(60_000, async () => {
      if (fail) throw new Error("down");
      return "up";
    });
    await expect(cache("x")).rejects.toThrow("down");
    expect(cache.fresh("x")).toBeUndefined();
    fail = false;
    expect(await cache("x")).toBe("up");
    expect(cache.fresh("x")).toBe("up");
  });
});
