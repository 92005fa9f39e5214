import { describe, expect, it } from "vitest";
import {
  addDays,
  dayRange,
  formatZonedDateTime,
  formatZonedTime,
  instantToLocal,
  localToInstant,
  todayIn,
  weekdayOf,
  zoneLabel,
} from "./zoned-time";

describe("zoned time", () => {
  it("writes a sailing's time in its port's zone with the label", () => {
    const tenWita = "2026-11-23T02:00:00.000Z";
    expect(formatZonedTime(tenWita, "Asia/Makassar")).toBe("10.00 WITA");
    expect(formatZonedTime(new Date(tenWita), "Asia/Jakarta")).toBe("09.00 WIB");
    expect(formatZonedDateTime("2026-11-22T21:30:00.000Z", "Asia/Jayapura")).toBe("23/11/2026 06.30 WIT");
    expect(zoneLabel("Asia/Pontianak")).toBe("WIB");
    expect(zoneLabel("Europe/Paris")).toBe("Europe/Paris");
  });

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

  it("knows today in a zone, whatever the machine's zone", () => {
    // 23:30 UTC on 31 December is already 1 January in Jakarta (UTC+7) and Jayapura (UTC+9).
    const instant = new Date("2026-12-31T23:30:00Z");
    expect(todayIn("Asia/Jakarta", instant)).toBe("2027-01-01");
    expect(todayIn("UTC", instant)).toBe("2026-12-31");
  });

  it("adds calendar days and names the weekday", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(weekdayOf("2026-11-22")).toBe(0);
  });
});
