import { describe, expect, it } from "vitest";
import { sessionUrgency } from "./session-timing";

describe("session warning urgency", () => {
  it.each([
    [60_000, "critical"],
    [60_001, "high"],
    [120_000, "high"],
    [120_001, "medium"],
    [300_000, "medium"],
    [300_001, "low"],
  ])("rates %i ms left as %s", (timeLeft, urgency) => {
    expect(sessionUrgency(timeLeft)).toBe(urgency);
  });
});
