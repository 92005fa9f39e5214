import { describe, expect, it } from "vitest";
import { quotaPercent, quotaTone } from "./quota";

describe("quota display", () => {
  it.each([
    [31, "green"],
    [30, "yellow"],
    [11, "yellow"],
    [10, "red"],
    [0, "red"],
  ])("colours %i seats left %s", (left, tone) => {
    expect(quotaTone(left)).toBe(tone);
  });

  it("measures against the real capacity", () => {
    expect(quotaPercent(150, 600)).toBe(25);
    expect(quotaPercent(5, 0)).toBe(0);
  });
});
