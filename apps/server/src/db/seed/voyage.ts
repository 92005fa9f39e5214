import { VEHICLE_CLASSES } from "@ferry/shared/cargo-types";
import { instantToLocal, localToInstant } from "@ferry/shared/zoned-time";
import { createSchedule } from "../../modules/schedules/service";
import type { Database } from "../client";
import { cargoTypes, crew, ports, seaRoutes, shipCapacities, ships, ticketPrices } from "../schema/voyage";

const PORTS = [
  { nama: "Pelabuhan Merak", kode: "MRK", kota: "Cilegon", zona_waktu: "Asia/Jakarta" },
  { nama: "Pelabuhan Bakauheni", kode: "BKH", kota: "Lampung Selatan", zona_waktu: "Asia/Jakarta" },
  { nama: "Pelabuhan Ketapang", kode: "KTP", kota: "Banyuwangi", zona_waktu: "Asia/Jakarta" },
  { nama: "Pelabuhan Gilimanuk", kode: "GLM", kota: "Jembrana", zona_waktu: "Asia/Makassar" },
  { nama: "Pelabuhan Padangbai", kode: "PDB", kota: "Karangasem", zona_waktu: "Asia/Makassar" },
  { nama: "Pelabuhan Lembar", kode: "LBR", kota: "Lombok Barat", zona_waktu: "Asia/Makassar" },
  { nama: "Pelabuhan Tanjung Perak", kode: "TPR", kota: "Surabaya", zona_waktu: "Asia/Jakarta" },
];

const SHIPS = [
  {
    nama: "KMP Nusa Jaya",
    kode_kapal: "NJY",
    jenis: "Ro-Ro",
    gt: 5500,
    tahun: 2012,
    fasilitas: ["parkir", "toilet", "warung", "mushola", "ruang_tunggu", "ac"],
  },
  {
    nama: "KMP Legundi",
    kode_kapal: "LGD",
    jenis: "Ro-Ro",
    gt: 10_000,
    tahun: 2018,
    fasilitas: ["parkir", "toilet", "warung", "mushola", "ruang_tunggu", "wifi", "ac"],
  },
  {
    nama: "KMP Portlink III",
    kode_kapal: "PL3",
    jenis: "Ro-Ro",
    gt: 15_000,
    tahun: 2015,
    fasilitas: ["parkir", "toilet", "warung", "mushola", "ruang_tunggu", "wifi", "ac"],
  },
  {
    nama: "KMP Dharma Rucitra",
    kode_kapal: "DRC",
    jenis: "Ro-Ro",
    gt: 2300,
    tahun: 2009,
    fasilitas: ["parkir", "toilet", "warung", "mushola"],
  },
  {
    nama: "KMP Gilimanuk I",
    kode_kapal: "GM1",
    jenis: "LCT",
    gt: 800,
    tahun: 2005,
    fasilitas: ["parkir", "toilet"],
  },
];

/** [origin code, destination code, route code, duration minutes, nautical miles, ship codes, departure times] */
const CROSSINGS: [string, string, string, number, number, string[], string[]][] = [
  ["MRK", "BKH", "MRK-BKH", 120, 15, ["NJY"], ["06:00", "10:00", "14:00", "18:00"]],
  ["BKH", "MRK", "BKH-MRK", 120, 15, ["LGD"], ["06:00", "10:00", "14:00", "18:00"]],
  ["KTP", "GLM", "KTP-GLM", 45, 3, ["GM1"], ["05:00", "08:00", "11:00", "14:00", "17:00"]],
  ["GLM", "KTP", "GLM-KTP", 45, 3, ["DRC"], ["06:00", "09:00", "12:00", "15:00", "18:00"]],
  ["PDB", "LBR", "PDB-LBR", 270, 40, ["PL3"], ["08:00"]],
  ["LBR", "PDB", "LBR-PDB", 270, 40, ["PL3"], ["16:00"]],
  ["TPR", "LBR", "TPR-LBR", 1080, 210, [], []],
];

const PASSENGERS = [
  { nama: "Penumpang Ekonomi Dewasa", kelas: "Ekonomi", kelompok_umur: "Dewasa" },
  { nama: "Penumpang Ekonomi Anak", kelas: "Ekonomi", kelompok_umur: "Anak" },
  { nama: "Penumpang Bisnis Dewasa", kelas: "Bisnis", kelompok_umur: "Dewasa" },
  { nama: "Penumpang VIP Dewasa", kelas: "VIP", kelompok_umur: "Dewasa" },
];

/** Base prices of Merak–Bakauheni; other crossings scale them by distance class. */
const BASE_PASSENGER = { Ekonomi: 23_000, Bisnis: 50_000, VIP: 85_000 } as const;
const BASE_VEHICLE: Record<string, number> = {
  I: 60_000,
  II: 70_000,
  III: 130_000,
  IVA: 480_000,
  IVB: 450_000,
  VA: 980_000,
  VB: 850_000,
  VIA: 1_500_000,
  VIB: 1_300_000,
  VII: 1_900_000,
  VIII: 2_700_000,
  IX: 4_100_000,
};
const SCALE: Record<string, number> = {
  "MRK-BKH": 1,
  "BKH-MRK": 1,
  "KTP-GLM": 0.5,
  "GLM-KTP": 0.5,
  "PDB-LBR": 1.8,
  "LBR-PDB": 1.8,
  "TPR-LBR": 4,
};

const round = (value: number) => Math.round(value / 100) * 100;
const shortName = (kode: string) =>
  PORTS.find((port) => port.kode === kode)?.nama.replace("Pelabuhan ", "") ?? kode;

/** Seats, vehicle slots or tons a ship of this size offers for a cargo type. */
function capacityFor(gt: number, cargo: { kategori: string; kelas: string | null }): number {
  const perUnit =
    cargo.kategori === "penumpang"
      ? cargo.kelas === "Ekonomi"
        ? 10
        : 60
      : cargo.kategori === "barang"
        ? 20
        : 150;
  return Math.max(2, Math.round(gt / perUnit));
}

/** Ports, ships with crew and capacity, cargo classes, routes, prices and 30 days of schedules from today. */
export async function seedVoyage(db: Database, now = new Date()): Promise<void> {
  const portRows = await db.insert(ports).values(PORTS).returning();
  const portId = (kode: string) => portRows.find((port) => port.kode === kode)?.id ?? 0;
  const shipRows = await db.insert(ships).values(SHIPS).returning();
  const expired = new Date(now.getTime() - 20 * 86_400_000).toISOString().slice(0, 10);
  const valid = new Date(now.getTime() + 400 * 86_400_000).toISOString().slice(0, 10);
  await db.insert(crew).values(
    shipRows.flatMap((ship, index) => [
      {
        ship_id: ship.id,
        nama: `Capt. ${["Hendra Wijaya", "Made Suarta", "Yohanes Lado", "Rudi Hartono", "I Ketut Arsa"][index]}`,
        jabatan: "Nakhoda",
        nomor_identitas: `3510${index}8801`,
        nomor_sertifikat: `ANT-I/${1000 + index}`,
        masa_berlaku_sertifikat: ship.kode_kapal === "GM1" ? expired : valid,
      },
      {
        ship_id: ship.id,
        nama: `${["Agus", "Wayan", "Dedi", "Slamet", "Nyoman"][index]} Pratama`,
        jabatan: "KKM",
        nomor_identitas: `3510${index}8802`,
        nomor_sertifikat: `ATT-I/${2000 + index}`,
        masa_berlaku_sertifikat: valid,
      },
      {
        ship_id: ship.id,
        nama: `${["Budi", "Komang", "Eko", "Joko", "Putu"][index]} Santoso`,
        jabatan: "Mualim I",
        nomor_identitas: `3510${index}8803`,
        nomor_sertifikat: `ANT-II/${3000 + index}`,
        masa_berlaku_sertifikat: valid,
      },
    ]),
  );

  const cargoRows = await db
    .insert(cargoTypes)
    .values([
      ...PASSENGERS.map((item) => ({
        kategori: "penumpang",
        ...item,
        deskripsi: `Tiket ${item.nama.toLowerCase()}`,
      })),
      ...VEHICLE_CLASSES.map((item) => ({
        kategori: "kendaraan",
        nama: item.nama,
        golongan: item.golongan,
        deskripsi: `Golongan ${item.golongan}: ${item.nama}`,
        free_riders: item.free_riders,
      })),
      { kategori: "barang", nama: "Barang curah (per ton)", deskripsi: "Muatan barang per ton" },
    ])
    .returning();

  await db.insert(shipCapacities).values(
    shipRows.flatMap((ship) =>
      cargoRows.map((cargo) => ({
        ship_id: ship.id,
        cargo_type_id: cargo.id,
        kuota: capacityFor(ship.gt, cargo),
      })),
    ),
  );

  for (const [origin, destination, kode, duration, distance, shipCodes, times] of CROSSINGS) {
    const [route] = await db
      .insert(seaRoutes)
      .values({
        kode_rute: kode,
        nama_rute: `${shortName(origin)} - ${shortName(destination)}`,
        port_origin_id: portId(origin),
        port_destination_id: portId(destination),
        jarak: distance,
        duration_minutes: duration,
      })
      .returning();
    if (!route) continue;
    const scale = SCALE[kode] ?? 1;
    await db.insert(ticketPrices).values(
      cargoRows.map((cargo) => {
        const base =
          cargo.kategori === "penumpang"
            ? BASE_PASSENGER[cargo.kelas as keyof typeof BASE_PASSENGER] *
              (cargo.kelompok_umur === "Anak" ? 0.7 : 1)
            : cargo.kategori === "kendaraan"
              ? (BASE_VEHICLE[cargo.golongan ?? ""] ?? 100_000)
              : 150_000;
        const harga = round(
          kode.startsWith("KTP") || kode.startsWith("GLM")
            ? cargo.kategori === "penumpang" && cargo.kelas === "Ekonomi" && cargo.kelompok_umur === "Dewasa"
              ? 11_400
              : base * scale
            : base * scale,
        );
        return {
          route_id: route.id,
          cargo_type_id: cargo.id,
          harga,
          harga_muatan: cargo.kategori === "kendaraan" ? round(harga * 1.08) : null,
          berlaku_mulai: "2026-01-01",
        };
      }),
    );
    const zone = PORTS.find((port) => port.kode === origin)?.zona_waktu ?? "Asia/Jakarta";
    for (const code of shipCodes) {
      const ship = shipRows.find((row) => row.kode_kapal === code);
      if (!ship) continue;
      const localToday = instantToLocal(now, zone).date;
      for (let day = 0; day < 30; day++) {
        const date = new Date(`${localToday}T00:00:00Z`);
        date.setUTCDate(date.getUTCDate() + day);
        for (const time of times) {
          const departure = localToInstant(date.toISOString().slice(0, 10), time, zone);
          await createSchedule(db, {
            route_id: route.id,
            ship_id: ship.id,
            waktu_berangkat: departure,
            waktu_tiba: new Date(departure.getTime() + duration * 60_000),
            keterangan: null,
            status: "terjadwal",
          });
        }
      }
    }
  }
}
