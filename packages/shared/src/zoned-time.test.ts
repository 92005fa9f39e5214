import { describe, expect, it } from "vitest";
import { dayRange, instantToLocal, localToInstant } from "./zoned-time";

describe("zoned time", () => {
  it("turns a wall-clock time in a port's zone into the instant", () => {
    expect(localToInstant("2026-11-23", "08:00", "Asia/Jakarta").toISOString()).toBe(
      "2026-11-23T01:00:00.000Z",
    );
    expect(localToInstant("2026-11-23", "08:00", "Asia/Makassar").toISOString()).toBe(
      "2026-11-23T00:00:00.000Z",
    );
    expect(localToInstant("2026-11-23", "06:30", "Asia/Jayapura").toISOString()).toBe(
      "2026-11-22T21:30:00.000Z",
    );
  });

  it("reads an instant back as a wall-clock date and time", () => {
    expect(instantToLocal(new Date("2026-11-22T21:30:00.000Z"), "Asia/Jayapura")).toEqual({
      date: "2026-11-23",
      time: "06:30",
    });
  });

  it("finds where a local day starts and ends", () => {
    const { start, end } = dayRange("2026-11-23", "Asia/Jakarta");
    expect(start.toISOString()).toBe("2026-11-22T17:00:00.000Z");
    expect(end.toISOString()).toBe("2026-11-23T17:00:00.000Z");
  });
});
