import { describe, expect, it } from "vitest";
import { hasPassengerSeat, placesLeft, placesLeftText, placesPerClassText } from "./places-left";

const entry = (kategori: string, sisa_kuota: number, extra: Record<string, string> = {}) => ({
  sisa_kuota,
  cargo_type: { kategori, nama: extra.nama ?? kategori, ...extra },
});

const sailing = [
  entry("penumpang", 0, { kelas: "Ekonomi", kelompok_umur: "Dewasa" }),
  entry("penumpang", 5, { kelas: "Ekonomi", kelompok_umur: "Bayi" }),
  entry("kendaraan", 12, { golongan: "IVA" }),
  entry("barang", 40, { nama: "Barang Curah" }),
];

describe("places left on a sailing", () => {
  it("keeps passenger seats, vehicle places and goods apart beside the total", () => {
    expect(placesLeft(sailing)).toEqual({ penumpang: 5, kendaraan: 12, barang: 40, total: 57 });
    expect(placesLeftText(sailing)).toBe("5 kursi penumpang · 12 tempat kendaraan · 40 ton barang");
    expect(placesLeftText(sailing.slice(0, 1))).toBe("0 kursi penumpang");
    expect(placesLeftText([])).toBe("Belum ada kuota");
  });

  it("names every class with what is left of it", () => {
    expect(placesPerClassText(sailing)).toBe("Ekonomi 0 · Ekonomi Bayi 5 · Gol IVA 12 · Barang Curah 40");
  });

  it("does not offer a sailing without an adult seat to a passenger, whatever vehicles are left", () => {
    expect(hasPassengerSeat(sailing)).toBe(false);
    expect(hasPassengerSeat([...sailing, entry("penumpang", 1, { kelas: "Bisnis" })])).toBe(true);
  });
});
