import type { Discount } from "@ferry/shared/discounts";
import { formatZonedDateTime } from "@ferry/shared/zoned-time";
import { formatRupiah } from "../../../lib/format";

export type DiscountSchedule = NonNullable<Discount["schedule"]>;

/** `10%` or `Rp 5.000`. */
export function discountValue(row: Pick<Discount, "tipe" | "nilai">): string {
  return row.tipe === "persen" ? `${row.nilai}%` : formatRupiah(row.nilai);
}

/** `23/11/2026 08.00 WIB`: a departure in its origin port's zone. */
export function departureLabel(schedule: DiscountSchedule): string {
  return formatZonedDateTime(schedule.waktu_berangkat, schedule.zona_waktu);
}

/** Where a discount applies: one schedule, one route, or everywhere. */
export function discountScope({ route, schedule }: Pick<Discount, "route" | "schedule">): {
  kind: "jadwal" | "rute" | "semua";
  text: string;
} {
  if (schedule) {
    return { kind: "jadwal", text: `Jadwal ${route?.kode_rute ?? ""} · ${departureLabel(schedule)}`.trim() };
  }
  if (route) return { kind: "rute", text: `Rute ${route.kode_rute} (${route.nama_rute})` };
  return { kind: "semua", text: "Semua rute dan jadwal" };
}

export function cargoLabel({ cargo_type: cargo }: Pick<Discount, "cargo_type">): string {
  if (!cargo) return "Semua jenis";
  if (cargo.golongan) return `Gol ${cargo.golongan} · ${cargo.nama}`;
  return cargo.kelas ? `${cargo.nama} (${cargo.kelas})` : cargo.nama;
}

/** `2026-12-01` as `01/12/2026`. */
export function formatDay(date: string): string {
  const [year, month, day] = date.split("-");
  return year && month && day ? `${day}/${month}/${year}` : "-";
}

export function periodLabel(row: Pick<Discount, "tanggal_mulai" | "tanggal_selesai">): string {
  return `${formatDay(row.tanggal_mulai)} – ${formatDay(row.tanggal_selesai)}`;
}

/** Uses over quota: `3/50`, or `3/tanpa batas`. */
export function quotaLabel(row: Pick<Discount, "terpakai" | "kuota">): string {
  return `${row.terpakai}/${row.kuota ?? "tanpa batas"}`;
}
