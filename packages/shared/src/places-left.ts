/**
 * What is left on a sailing, told truthfully: passenger seats, vehicle places and tons of goods are
 * different things and are never added up and called "seats" (docs/decisions/023-truthful-times-and-figures.md).
 */
export type PlaceEntry = {
  sisa_kuota: number;
  cargo_type: {
    kategori: string;
    nama?: string;
    kelas?: string | null;
    golongan?: string | null;
    kelompok_umur?: string | null;
  } | null;
};

export type PlacesLeft = { penumpang: number; kendaraan: number; barang: number; total: number };

export function placesLeft(entries: PlaceEntry[]): PlacesLeft {
  const left: PlacesLeft = { penumpang: 0, kendaraan: 0, barang: 0, total: 0 };
  for (const entry of entries) {
    const kind = entry.cargo_type?.kategori;
    if (kind === "penumpang" || kind === "kendaraan" || kind === "barang") left[kind] += entry.sisa_kuota;
    left.total += entry.sisa_kuota;
  }
  return left;
}

const UNITS = [
  ["penumpang", "kursi penumpang"],
  ["kendaraan", "tempat kendaraan"],
  ["barang", "ton barang"],
] as const;

export type PlacesPart = { kind: "penumpang" | "kendaraan" | "barang"; count: number; text: string };

/** What is left of each kind the sailing carries: `120 kursi penumpang`, `8 tempat kendaraan`. */
export function placesLeftParts(entries: PlaceEntry[]): PlacesPart[] {
  const left = placesLeft(entries);
  const carried = new Set(entries.map((entry) => entry.cargo_type?.kategori));
  return UNITS.filter(([kind]) => carried.has(kind)).map(([kind, unit]) => ({
    kind,
    count: left[kind],
    text: `${left[kind]} ${unit}`,
  }));
}

/** `120 kursi penumpang · 8 tempat kendaraan`: each kind the sailing carries, apart. */
export function placesLeftText(entries: PlaceEntry[]): string {
  const parts = placesLeftParts(entries).map((part) => part.text);
  return parts.length ? parts.join(" · ") : NO_QUOTA;
}

export const NO_QUOTA = "Belum ada kuota";

/** A class as staff and passengers read it: `Ekonomi`, `Bisnis Anak`, `Gol IVA`, `Barang Curah`. */
export function placeClassName(entry: PlaceEntry): string {
  const type = entry.cargo_type;
  if (!type) return "-";
  if (type.golongan) return `Gol ${type.golongan}`;
  const age = type.kelompok_umur && type.kelompok_umur !== "Dewasa" ? ` ${type.kelompok_umur}` : "";
  return `${type.kelas ?? type.nama ?? "-"}${age}`;
}

/** `Ekonomi 0 · Bisnis 12 · Gol IVA 3`: every class with what is left of it. */
export function placesPerClassText(entries: PlaceEntry[]): string {
  return entries.map((entry) => `${placeClassName(entry)} ${entry.sisa_kuota}`).join(" · ");
}

/** Whether a passenger can still get a seat (an adult class with a seat left). */
export function hasPassengerSeat(entries: PlaceEntry[]): boolean {
  return entries.some(
    (entry) =>
      entry.cargo_type?.kategori === "penumpang" &&
      entry.cargo_type.kelompok_umur !== "Bayi" &&
      entry.sisa_kuota > 0,
  );
}
