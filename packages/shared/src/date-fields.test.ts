import { afterEach, describe, expect, it, vi } from "vitest";
import { registerSchema } from "./customer-auth";
import { birthDate, instant, isoDate, requiredDate } from "./text-fields";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe("date bounds", () => {
  it("accepts dates from 1900 to 2100 and refuses others (the database never sees year 0 or 9999)", () => {
    for (const schema of [isoDate, requiredDate("Tanggal mulai")]) {
      expect(schema.safeParse("1900-01-01").success).toBe(true);
      expect(schema.safeParse("2100-12-31").success).toBe(true);
    }
    expect(messagesOf(isoDate.safeParse("0000-01-01"))).toEqual(["Tanggal harus antara tahun 1900 dan 2100"]);
    expect(messagesOf(isoDate.safeParse("9999-12-31"))).toEqual(["Tanggal harus antara tahun 1900 dan 2100"]);
    expect(messagesOf(requiredDate("Tanggal mulai").safeParse("2101-01-01"))).toEqual([
      "Tanggal mulai harus antara tahun 1900 dan 2100",
    ]);
    expect(messagesOf(isoDate.safeParse("2026-02-30"))).toEqual(["Tanggal tidak valid"]);
  });

  it("bounds instants (departures, publication times) the same way", () => {
    const departure = instant("Waktu berangkat");
    expect(departure.safeParse("2026-12-01T08:00:00+07:00").success).toBe(true);
    expect(messagesOf(departure.safeParse("9999-12-31T23:00:00Z"))).toEqual([
      "Waktu berangkat harus antara tahun 1900 dan 2100",
    ]);
    expect(messagesOf(departure.safeParse("0001-01-01T00:00:00Z"))).toEqual([
      "Waktu berangkat harus antara tahun 1900 dan 2100",
    ]);
    expect(messagesOf(departure.safeParse("besok pagi"))).toEqual([
      "Waktu berangkat harus berformat ISO 8601",
    ]);
    expect(messagesOf(departure.safeParse(""))).toEqual(["Waktu berangkat wajib diisi"]);
  });
});

describe("birthDate", () => {
  afterEach(() => vi.useRealTimers());
  const schema = birthDate("Tanggal lahir harus diisi");

  it("must be before today in WIB, by the clock", () => {
    // 25 November 2026, 06.30 WIB (still the 24th in UTC).
    vi.useFakeTimers({ now: new Date("2026-11-24T23:30:00Z"), toFake: ["Date"] });
    expect(schema.safeParse("2026-11-24").success).toBe(true);
    expect(messagesOf(schema.safeParse("2026-11-25"))).toEqual(["Tanggal lahir harus sebelum hari ini"]);
    expect(messagesOf(schema.safeParse("2030-01-01"))).toEqual(["Tanggal lahir harus sebelum hari ini"]);
  });

  it("must be from 1900 on, a real calendar date, and given", () => {
    vi.useFakeTimers({ now: new Date("2026-11-25T03:00:00Z"), toFake: ["Date"] });
    expect(schema.safeParse("1900-01-01").success).toBe(true);
    expect(messagesOf(schema.safeParse("1899-12-31"))).toEqual([
      "Tanggal lahir tidak boleh sebelum tahun 1900",
    ]);
    expect(messagesOf(schema.safeParse("0001-01-01"))).toEqual([
      "Tanggal lahir tidak boleh sebelum tahun 1900",
    ]);
    expect(messagesOf(schema.safeParse("1990-02-30"))).toEqual(["Tanggal lahir tidak valid"]);
    expect(messagesOf(schema.safeParse("17-05-1990"))).toEqual(["Format tanggal tidak valid"]);
    expect(messagesOf(schema.safeParse(""))).toEqual(["Tanggal lahir harus diisi"]);
  });

  it("is the rule of registration", () => {
    vi.useFakeTimers({ now: new Date("2026-11-25T03:00:00Z"), toFake: ["Date"] });
    const result = registerSchema.safeParse({
      nama_lengkap: "Sari",
      email: "sari@contoh.id",
      password: "pelanggan123",
      nomor_telepon: "0812345678",
      alamat: "Jl. Pelabuhan 1",
      tanggal_lahir: "1850-05-17",
      jenis_kelamin: "P",
      nomor_identitas: "3510",
    });
    expect(messagesOf(result)).toEqual(["Tanggal lahir tidak boleh sebelum tahun 1900"]);
  });
});
