import v8 from "node:v8";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfigError, loadConfig } from "../config";
import { applyHeapGrowth } from "./heap-growth";

/** The heap's growth between full collections (decision 055): 1.5x unless HEAP_GROWING_PERCENT says otherwise. */
describe("heap growth", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is 50% by default; 0 (V8's own choice) to 300 are accepted, anything else names the variable", () => {
    expect(loadConfig({}).heapGrowingPercent).toBe(50);
    expect(loadConfig({ HEAP_GROWING_PERCENT: "0" }).heapGrowingPercent).toBe(0);
    expect(loadConfig({ HEAP_GROWING_PERCENT: "300" }).heapGrowingPercent).toBe(300);
    for (const bad of ["-1", "301", "1.5", "banyak"])
      expect(() => loadConfig({ HEAP_GROWING_PERCENT: bad })).toThrow(ConfigError);
    expect(() => loadConfig({ HEAP_GROWING_PERCENT: "301" })).toThrow(/HEAP_GROWING_PERCENT/);
  });

  it("sets V8's --heap-growing-percent, and leaves V8 alone at 0", () => {
    const set = vi.spyOn(v8, "setFlagsFromString").mockImplementation(() => {});
    applyHeapGrowth(0);
    expect(set).not.toHaveBeenCalled();
    applyHeapGrowth(50);
    expect(set).toHaveBeenCalledWith("--heap-growing-percent=50");
  });
});
