import { describe, expect, it } from "vitest";
import {
  formatDateLong,
  formatDateTime,
  formatDuration,
  formatRupiah,
  formatTime,
  isoDateIn,
  zoneLabel,
} from "./format";

const instant = "2026-11-23T01:00:00.000Z";

describe("format", () => {
  it("formats rupiah without decimals", () => {
    expect(formatRupiah(150000)).toBe("Rp 150.000");
    expect(formatRupiah(11400)).toBe("Rp 11.400");
    expect(formatRupiah(0)).toBe("Rp 0");
  });

  it("shows the same instant in each port's own zone with its label", () => {
    expect(formatTime(instant, "Asia/Jakarta")).toBe("08.00 WIB");
    expect(formatTime(instant, "Asia/Makassar")).toBe("09.00 WITA");
    expect(formatTime(instant, "Asia/Jayapura")).toBe("10.00 WIT");
  });

  it("formats long Indonesian dates and dd/mm/yyyy hh:mm", () => {
    expect(formatDateLong(instant, "Asia/Jakarta")).toBe("Senin, 23 November 2026");
    expect(formatDateLong("2026-11-22T18:00:00.000Z", "Asia/Jakarta")).toBe("Senin, 23 November 2026");
    expect(formatDateLong("2026-11-22T18:00:00.000Z", "UTC")).toBe("Minggu, 22 November 2026");
    expect(formatDateTime(instant, "Asia/Makassar")).toBe("23/11/2026 09:00");
  });

  it("formats durations in hours and minutes", () => {
    expect(formatDuration(150)).toBe("2 jam 30 menit");
    expect(formatDuration(45)).toBe("45 menit");
    expect(formatDuration(180)).toBe("3 jam");
  });

  it("labels zones and finds the local calendar date", () => {
    expect(zoneLabel("Asia/Pontianak")).toBe("WIB");
    expect(zoneLabel("Europe/Paris")).toBe("Europe/Paris");
    expect(isoDateIn(new Date("2026-11-22T17:30:00.000Z"), "Asia/Jakarta")).toBe("2026-11-23");
  });
});
