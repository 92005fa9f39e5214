import { beforeEach, describe, expect, it } from "vitest";
import { type Crossing, useCrossing } from "../../test/voyage-fixtures";

const current = useCrossing();
let world: Crossing;
beforeEach(() => {
  ({ world } = current());
});

describe("cargo types", () => {
  it("gives a vehicle class its free riders unless told otherwise, and keeps only its category's fields", async () => {
    const { api } = world;
    const motorcycle = await api.create("/cargo-types", {
      kategori: "kendaraan",
      nama: "Motor besar",
      golongan: "iii",
    });
    expect(motorcycle).toMatchObject({ golongan: "III", free_riders: 1, kelas: null });
    const truck = await api.create("/cargo-types", {
      kategori: "kendaraan",
      nama: "Truk",
      golongan: "VB",
      free_riders: "",
      kelas: "VIP",
    });
    expect(truck).toMatchObject({ free_riders: 2, kelas: null, kelompok_umur: null });
    const bus = await api.create("/cargo-types", {
      kategori: "kendaraan",
      nama: "Bus",
      golongan: "VA",
      free_riders: 3,
    });
    expect(bus.free_riders).toBe(3);
    const child = await api.create("/cargo-types", {
      kategori: "penumpang",
      nama: "Ekonomi Anak",
      kelas: "Ekonomi",
      kelompok_umur: "Anak",
      golongan: "IVA",
      free_riders: 4,
    });
    expect(child).toMatchObject({ golongan: null, free_riders: 0, kelas: "Ekonomi", kelompok_umur: "Anak" });
  });

  it("refuses unknown classes and missing passenger fields with Indonesian messages", async () => {
    const { api } = world;
    const vehicle = await api.call("POST", "/cargo-types", {
      kategori: "kendaraan",
      nama: "Mobil",
      golongan: "X",
    });
    expect(vehicle.json().errors).toEqual({
      golongan: ["Golongan harus salah satu dari I, II, III, IVA, IVB, VA, VB, VIA, VIB, VII, VIII, IX"],
    });
    const passenger = await api.call("POST", "/cargo-types", { kategori: "penumpang", nama: "Dewasa" });
    expect(passenger.json().errors).toEqual({
      kelas: ["Kelas wajib diisi untuk penumpang"],
      kelompok_umur: ["Kelompok umur wajib diisi untuk penumpang"],
    });
    const nothing = await api.call("POST", "/cargo-types", {});
    expect(nothing.json().errors).toEqual({
      kategori: ["Kategori harus penumpang, kendaraan atau barang"],
      nama: ["Nama muatan wajib diisi"],
    });
  });

  it("refuses to delete a cargo type still priced or carried, saying by what", async () => {
    const { api, car } = world;
    const response = await api.call("DELETE", `/cargo-types/${car.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "Jenis muatan tidak dapat dihapus: masih dipakai oleh 1 harga tiket, 1 kapasitas kapal.",
    );
    const goods = await api.create("/cargo-types", { kategori: "barang", nama: "Semen" });
    expect((await api.call("DELETE", `/cargo-types/${goods.id}`)).statusCode).toBe(200);
  });
});

describe("ships and crew", () => {
  it("answers every invalid ship field in Indonesian", async () => {
    const { api } = world;
    const response = await api.call("POST", "/ships", { gt: 0, tahun: 1800, fasilitas: ["kolam_renang"] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      nama: ["Nama kapal wajib diisi"],
      kode_kapal: ["Kode kapal wajib diisi"],
      jenis: ["Jenis kapal wajib diisi"],
      gt: ["GT minimal 1"],
      tahun: ["Tahun tidak valid"],
      "fasilitas.0": ["Fasilitas tidak dikenal"],
    });
  });

  it("refuses crew without a known ship or a certificate date", async () => {
    const { api } = world;
    const missing = await api.call("POST", "/crew", {
      ship_id: 999,
      nama: "Budi",
      jabatan: "Nakhoda",
      nomor_identitas: "1",
      nomor_sertifikat: "A",
    });
    expect(missing.json().errors).toEqual({
      masa_berlaku_sertifikat: ["Masa berlaku sertifikat wajib diisi"],
    });
    const unknownShip = await api.call("POST", "/crew", {
      ship_id: 999,
      nama: "Budi",
      jabatan: "Nakhoda",
      nomor_identitas: "1",
      nomor_sertifikat: "A",
      masa_berlaku_sertifikat: "2030-01-01",
    });
    expect(unknownShip.json().errors).toEqual({ ship_id: ["Kapal tidak ditemukan"] });
  });

  it("refuses to delete a ship with crew or capacity, and deletes a bare one", async () => {
    const { api, ship } = world;
    expect((await api.call("DELETE", `/ships/${ship.id}`)).json().message).toBe(
      "Kapal tidak dapat dihapus: masih memiliki 2 kapasitas muatan. Kosongkan dulu.",
    );
    const bare = await api.create("/ships", {
      nama: "KMP Baru",
      kode_kapal: "baru",
      jenis: "Ro-Ro",
      gt: 500,
      tahun: 2020,
    });
    expect(bare.kode_kapal).toBe("BARU");
    expect((await api.call("DELETE", `/ships/${bare.id}`)).statusCode).toBe(200);
  });
});
