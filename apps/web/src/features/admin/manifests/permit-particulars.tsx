import { GENDER_LABELS, TICKET_TYPE_LABELS } from "@ferry/shared/bookings";
import { DEFAULT_ZONE, formatDateLong, formatTime } from "../../../lib/format";
import type { Manifest } from "./api/manifests";

const when = (value: string, zone: string) => `${formatDateLong(value, zone)} ${formatTime(value, zone)}`;

/** `Dewasa: 2 · Anak: 1`, each name through `label`. */
export const countList = (record: Record<string, number>, label: (name: string) => string = (name) => name) =>
  Object.entries(record)
    .map(([name, value]) => `${label(name)}: ${value}`)
    .join(" · ") || "-";

export const genderName = (code: string) =>
  GENDER_LABELS[code as keyof typeof GENDER_LABELS] ?? (code === "-" ? "Tidak diisi" : code);
export const loadName = (code: string) => TICKET_TYPE_LABELS[code as keyof typeof TICKET_TYPE_LABELS] ?? code;

/** What the harbour master reads first for the sailing permit: the ship's particulars and the departure. */
export function PermitParticulars({ manifest }: { manifest: Manifest }) {
  const zone = manifest.schedule.route?.port_origin.zona_waktu ?? DEFAULT_ZONE;
  const ship = manifest.kapal;
  const facts: [string, string][] = [
    ["Kapal", ship ? `${ship.nama} (${ship.kode_kapal})` : "-"],
    ["Tanda panggilan", ship?.tanda_panggilan ?? "-"],
    ["GT", ship ? ship.gt.toLocaleString("id-ID") : "-"],
    ["Bendera", ship?.bendera ?? "-"],
    ["Nakhoda", ship?.nakhoda ?? "Belum ada Nakhoda aktif"],
    ["Berangkat (jadwal)", when(manifest.schedule.waktu_berangkat, zone)],
    [
      "Berangkat (naik ditutup)",
      manifest.waktu_berangkat_aktual ? when(manifest.waktu_berangkat_aktual, zone) : "Belum ditutup",
    ],
  ];
  return (
    <section
      aria-label="Data kapal untuk SPB"
      className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
