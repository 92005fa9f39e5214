import type { FacilityKey } from "@ferry/shared/ships";
import type { PortTimeZone } from "@ferry/shared/zoned-time";

/** Demo voyage data: real Indonesian crossings, with prices in the range of the published tariffs. */

export const DEMO_PORTS: {
  nama: string;
  kode: string;
  kota: string;
  alamat: string;
  zona_waktu: PortTimeZone;
}[] = [
  {
    nama: "Pelabuhan Merak",
    kode: "MRK",
    kota: "Cilegon",
    alamat: "Jl. Raya Pelabuhan Merak, Kota Cilegon, Banten",
    zona_waktu: "Asia/Jakarta",
  },
  {
    nama: "Pelabuhan Bakauheni",
    kode: "BKH",
    kota: "Lampung Selatan",
    alamat: "Jl. Lintas Sumatera, Bakauheni, Lampung Selatan, Lampung",
    zona_waktu: "Asia/Jakarta",
  },
  {
    nama: "Pelabuhan Ketapang",
    kode: "KTP",
    kota: "Banyuwangi",
    alamat: "Jl. Gatot Subroto, Ketapang, Kalipuro, Banyuwangi, Jawa Timur",
    zona_waktu: "Asia/Jakarta",
  },
  {
    nama: "Pelabuhan Gilimanuk",
    kode: "GLM",
    kota: "Jembrana",
    alamat: "Jl. Raya Gilimanuk, Melaya, Jembrana, Bali",
    zona_waktu: "Asia/Makassar",
  },
  {
    nama: "Pelabuhan Padangbai",
    kode: "PDB",
    kota: "Karangasem",
    alamat: "Jl. Pelabuhan Padangbai, Manggis, Karangasem, Bali",
    zona_waktu: "Asia/Makassar",
  },
  {
    nama: "Pelabuhan Lembar",
    kode: "LBR",
    kota: "Lombok Barat",
    alamat: "Jl. Raya Pelabuhan Lembar, Lombok Barat, Nusa Tenggara Barat",
    zona_waktu: "Asia/Makassar",
  },
  {
    nama: "Pelabuhan Tanjung Perak",
    kode: "TPR",
    kota: "Surabaya",
    alamat: "Jl. Perak Timur, Pabean Cantian, Surabaya, Jawa Timur",
    zona_waktu: "Asia/Jakarta",
  },
];

const ALL_FACILITIES: FacilityKey[] = ["parkir", "toilet", "warung", "mushola", "ruang_tunggu", "wifi", "ac"];

/** Ships; `scale` sizes their capacity (1 = a 5,000 GT Ro-Ro). */
/** The fleet, with the call signs the sailing permit manifest prints (flag: Indonesia, the default). */
export const DEMO_SHIPS = [
  {
    nama: "KMP Nusa Jaya",
    kode_kapal: "NJY",
    tanda_panggilan: "YBNJ",
    jenis: "Ro-Ro",
    gt: 5_500,
    tahun: 2012,
    scale: 1.1,
  },
  {
    nama: "KMP Legundi",
    kode_kapal: "LGD",
    tanda_panggilan: "YBLG",
    jenis: "Ro-Ro",
    gt: 10_000,
    tahun: 2018,
    scale: 1.6,
  },
  {
    nama: "KMP Portlink III",
    kode_kapal: "PL3",
    tanda_panggilan: "YBPL",
    jenis: "Ro-Ro",
    gt: 15_000,
    tahun: 2015,
    scale: 2,
  },
  {
    nama: "KMP Dharma Rucitra",
    kode_kapal: "DRC",
    tanda_panggilan: "YCDR",
    jenis: "Ro-Ro",
    gt: 2_300,
    tahun: 2009,
    scale: 0.6,
  },
  {
    nama: "KMP Gilimanuk I",
    kode_kapal: "GM1",
    tanda_panggilan: "YCGM",
    jenis: "LCT",
    gt: 800,
    tahun: 2005,
    scale: 0.3,
  },
  {
    nama: "KMP Dharma Kartika",
    kode_kapal: "DKT",
    tanda_panggilan: "YCDK",
    jenis: "Ro-Ro",
    gt: 6_800,
    tahun: 2016,
    scale: 1.3,
  },
].map((ship) => ({
  ...ship,
  fasilitas:
    ship.gt >= 5_000 ? ALL_FACILITIES : ALL_FACILITIES.filter((key) => !["wifi", "ac"].includes(key)),
}));

/** The ship whose master's certificate has expired (the crew list shows the warning). */
export const SHIP_WITH_EXPIRED_MASTER = "GM1";

export const DEMO_CREW_RANKS = ["Nakhoda", "Mualim I", "KKM", "Masinis", "Juru Mudi", "Kelasi"] as const;
export const DEMO_CREW_NAMES = [
  ["Hendra Wijaya", "Budi Santoso", "Agus Pratama", "Rahmat Hidayat", "Slamet Riyadi", "Asep Sunarya"],
  ["Made Suarta", "Komang Adi", "Wayan Sudirta", "Iwan Setiawan", "Dedi Kurniawan", "Yusuf Maulana"],
  ["Yohanes Lado", "Eko Prasetyo", "Dwi Cahyono", "Ketut Widana", "Nyoman Sukra", "Rudi Salim"],
  ["Rudi Hartono", "Joko Susilo", "Bambang Irawan", "Andi Saputra", "Fajar Nugroho", "Gede Mahendra"],
  ["I Ketut Arsa", "Putu Eka", "Heri Kusuma", "Wahyu Hidayat", "Arif Rahman", "Lalu Fathurrahman"],
  ["Samsul Bahri", "Teguh Wibowo", "Lalu Ahmad", "Zainal Abidin", "Muhammad Rizal", "Hasanuddin"],
];

export const DEMO_PASSENGERS = [
  { nama: "Penumpang Ekonomi Dewasa", kelas: "Ekonomi", kelompok_umur: "Dewasa", kapasitas: 450 },
  { nama: "Penumpang Ekonomi Anak", kelas: "Ekonomi", kelompok_umur: "Anak", kapasitas: 100 },
  { nama: "Penumpang Bisnis Dewasa", kelas: "Bisnis", kelompok_umur: "Dewasa", kapasitas: 60 },
  { nama: "Penumpang VIP Dewasa", kelas: "VIP", kelompok_umur: "Dewasa", kapasitas: 24 },
] as const;

/**
 * Per vehicle class, in the order I, II, III, IVA, IVB, VA, VB, VIA, VIB, VII, VIII, IX: the slots of a
 * scale-1 ship, and the Merak–Bakauheni tariff of the empty vehicle (the loaded one is 13/12 of it, so
 * Golongan IVA is Rp 480.000 empty and Rp 520.000 loaded).
 */
export const VEHICLE_SLOTS = [30, 120, 10, 60, 30, 8, 20, 6, 15, 8, 5, 3];
export const VEHICLE_TARIFFS = [
  60_000, 71_500, 126_500, 480_000, 455_000, 950_000, 820_000, 1_500_000, 1_300_000, 1_900_000, 2_700_000,
  4_100_000,
];
export const GOODS = { nama: "Barang Curah", deskripsi: "Muatan barang curah, per ton", kapasitas: 100 };

/**
 * A crossing, served both ways: passenger tariffs in the order of `DEMO_PASSENGERS` (Ekonomi Dewasa,
 * Ekonomi Anak, Bisnis, VIP), the scale of the vehicle tariffs and the goods price per ton.
 */
export const CROSSINGS: {
  from: string;
  to: string;
  jarak: number;
  duration: number;
  passengers: [number, number, number, number];
  vehicleScale: number;
  goods: number;
}[] = [
  {
    from: "MRK",
    to: "BKH",
    jarak: 15,
    duration: 120,
    passengers: [23_000, 15_000, 50_000, 85_000],
    vehicleScale: 1,
    goods: 150_000,
  },
  {
    from: "KTP",
    to: "GLM",
    jarak: 3,
    duration: 45,
    passengers: [11_400, 7_500, 25_000, 40_000],
    vehicleScale: 0.47,
    goods: 75_000,
  },
  {
    from: "PDB",
    to: "LBR",
    jarak: 40,
    duration: 270,
    passengers: [46_000, 30_000, 95_000, 150_000],
    vehicleScale: 2.1,
    goods: 320_000,
  },
  {
    from: "TPR",
    to: "LBR",
    jarak: 210,
    duration: 1_080,
    passengers: [165_000, 110_000, 290_000, 450_000],
    vehicleScale: 6.5,
    goods: 950_000,
  },
];

/** A price rise announced ahead: Merak–Bakauheni Ekonomi Dewasa from two weeks after the first start. */
export const ANNOUNCED_RISE = { passenger: "Penumpang Ekonomi Dewasa", harga: 24_500, afterDays: 14 };

/**
 * Each ship's day, as legs [route code, departure HH:mm in the origin port's zone]; a ship ends its day
 * where the next day begins. `everyOtherDay` ships alternate two legs over two days (the long crossing).
 */
export const ROTATIONS: { ship: string; legs: [string, string][]; everyOtherDay?: boolean }[] = [
  {
    ship: "NJY",
    legs: [
      ["MRK-BKH", "06:00"],
      ["BKH-MRK", "09:00"],
      ["MRK-BKH", "12:00"],
      ["BKH-MRK", "15:00"],
      ["MRK-BKH", "18:00"],
      ["BKH-MRK", "21:00"],
    ],
  },
  {
    ship: "LGD",
    legs: [
      ["BKH-MRK", "06:00"],
      ["MRK-BKH", "09:00"],
      ["BKH-MRK", "12:00"],
      ["MRK-BKH", "15:00"],
      ["BKH-MRK", "18:00"],
      ["MRK-BKH", "21:00"],
    ],
  },
  {
    ship: "GM1",
    legs: [
      ["KTP-GLM", "05:00"],
      ["GLM-KTP", "08:00"],
      ["KTP-GLM", "09:00"],
      ["GLM-KTP", "12:00"],
      ["KTP-GLM", "13:00"],
      ["GLM-KTP", "16:00"],
      ["KTP-GLM", "17:00"],
      ["GLM-KTP", "20:00"],
    ],
  },
  {
    ship: "DRC",
    legs: [
      ["GLM-KTP", "06:00"],
      ["KTP-GLM", "07:00"],
      ["GLM-KTP", "10:00"],
      ["KTP-GLM", "11:00"],
      ["GLM-KTP", "14:00"],
      ["KTP-GLM", "15:00"],
      ["GLM-KTP", "18:00"],
      ["KTP-GLM", "19:00"],
    ],
  },
  {
    ship: "PL3",
    legs: [
      ["PDB-LBR", "08:00"],
      ["LBR-PDB", "16:00"],
    ],
  },
  {
    ship: "DKT",
    legs: [
      ["TPR-LBR", "20:00"],
      ["LBR-TPR", "20:00"],
    ],
    everyOtherDay: true,
  },
];
