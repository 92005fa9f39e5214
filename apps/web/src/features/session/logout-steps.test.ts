import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runLogoutSteps } from "./logout-steps";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("manual logout steps", () => {
  it("runs 4 steps of 1000, 1000, 800 and 500 ms, pauses 500 ms, then logs out", async () => {
    const steps: [number, number][] = [];
    const start = Date.now();
    const finish = vi.fn();
    const done = runLogoutSteps((index) => steps.push([index, Date.now() - start]), finish);
    await vi.advanceTimersByTimeAsync(3299);
    expect(steps).toEqual([
      [0, 0],
      [1, 1000],
      [2, 2000],
      [3, 2800],
    ]);
    expect(finish).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(finish).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(finish).toHaveBeenCalledTimes(1);
  });
});
