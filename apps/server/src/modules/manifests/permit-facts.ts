import { GENDER_LABELS, TICKET_TYPE_LABELS } from "@ferry/shared/bookings";
import type { ManifestPart, PrintedManifest } from "./pdf";

/** One labelled fact of the permit manifest; an instant stays a Date (the PDF prints it, Excel keeps it). */
export type PermitFact = { label: string; value: string | number | Date | null };

const AGE_GROUPS = ["Dewasa", "Anak", "Bayi"] as const;

export const loadStateLabel = (tipe: string) =>
  TICKET_TYPE_LABELS[tipe as keyof typeof TICKET_TYPE_LABELS] ?? tipe;
export const genderLabel = (code: string) =>
  code === "-" ? "Tidak diisi" : (GENDER_LABELS[code as keyof typeof GENDER_LABELS] ?? code);

/** The ship's particulars and the sailing as the harbour master reads them at the head of the manifest. */
export function particularFacts(manifest: PrintedManifest): PermitFact[] {
  const ship = manifest.kapal;
  return [
    { label: "Kapal", value: ship ? `${ship.nama} (${ship.kode_kapal})` : null },
    { label: "Tanda panggilan", value: ship?.tanda_panggilan ?? null },
    { label: "GT", value: ship?.gt ?? null },
    { label: "Bendera", value: ship?.bendera ?? null },
    { label: "Nakhoda", value: ship?.nakhoda ?? null },
    { label: "Rute", value: manifest.schedule.route?.nama_rute ?? null },
    { label: "Berangkat (jadwal)", value: new Date(manifest.schedule.waktu_berangkat) },
    {
      label: "Berangkat (naik ditutup)",
      value: manifest.waktu_berangkat_aktual ? new Date(manifest.waktu_berangkat_aktual) : "Belum ditutup",
    },
  ];
}

/**
 * The totals of the part: people by age group, sex and nationality with the crew and souls on board, or
 * vehicles by golongan and load state with the declared weight.
 */
export function totalFacts(manifest: PrintedManifest, part: ManifestPart): PermitFact[] {
  const { counts } = manifest;
  if (part === "penumpang") {
    const people = counts.penumpang;
    return [
      { label: "Jumlah penumpang", value: people.total },
      ...AGE_GROUPS.map((group) => ({ label: group, value: people.per_kelompok_umur[group] ?? 0 })),
      ...Object.entries(people.per_jenis_kelamin).map(([code, value]) => ({
        label: genderLabel(code),
        value,
      })),
      ...Object.entries(people.per_kewarganegaraan).map(([nation, value]) => ({
        label: `WN ${nation}`,
        value,
      })),
      { label: "ABK", value: counts.abk },
      { label: "Jiwa di kapal", value: counts.jiwa_di_kapal },
      { label: "Tidak naik", value: manifest.no_shows.passengers.length },
    ];
  }
  return [
    { label: "Jumlah kendaraan", value: counts.kendaraan.total },
    ...Object.entries(counts.kendaraan.per_golongan).map(([golongan, value]) => ({
      label: `Golongan ${golongan}`,
      value,
    })),
    ...Object.entries(counts.kendaraan.per_keadaan).map(([code, value]) => ({
      label: loadStateLabel(code),
      value,
    })),
    { label: "Berat dinyatakan (kg)", value: counts.kendaraan.berat_dinyatakan_kg },
    { label: "Tidak naik", value: manifest.no_shows.vehicles.length },
  ];
}
