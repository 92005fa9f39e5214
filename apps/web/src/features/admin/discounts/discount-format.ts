import type { Discount } from "@ferry/shared/discounts";
import { formatZonedDateTime } from "@ferry/shared/zoned-time";
import { formatRupiah } from "../../../lib/format";
import type { Row } from "../resource-kit/resource-types";

export type DiscountSchedule = NonNullable<Discount["schedule"]>;

/** `10%` or `Rp 5.000`. */
export function discountValue(row: Row): string {
  return row.tipe === "persen" ? `${row.nilai}%` : formatRupiah(Number(row.nilai));
}

/** `23/11/2026 08.00 WIB`: a departure in its origin port's zone. */
export function departureLabel(schedule: DiscountSchedule): string {
  return formatZonedDateTime(schedule.waktu_berangkat, schedule.zona_waktu);
}

/** Where a discount applies: one schedule, one route, or everywhere. */
export function discountScope(row: Row): { kind: "jadwal" | "rute" | "semua"; text: string } {
  const route = row.route as Discount["route"];
  const schedule = row.schedule as Discount["schedule"];
  if (schedule) {
    return { kind: "jadwal", text: `Jadwal ${route?.kode_rute ?? ""} · ${departureLabel(schedule)}`.trim() };
  }
  if (route) return { kind: "rute", text: `Rute ${route.kode_rute} (${route.nama_rute})` };
  return { kind: "semua", text: "Semua rute dan jadwal" };
}

export function cargoLabel(row: Row): string {
  const cargo = row.cargo_type as Discount["cargo_type"];
  if (!cargo) return "Semua jenis";
  if (cargo.golongan) return `Gol ${cargo.golongan} · ${cargo.nama}`;
  return cargo.kelas ? `${cargo.nama} (${cargo.kelas})` : cargo.nama;
}

/** `2026-12-01` as `01/12/2026`. */
export function formatDay(date: unknown): string {
  const [year, month, day] = String(date ?? "").split("-");
  return year && month && day ? `${day}/${month}/${year}` : "-";
}

export function periodLabel(row: Row): string {
  return `${formatDay(row.tanggal_mulai)} – ${formatDay(row.tanggal_selesai)}`;
}

/** Uses over quota: `3/50`, or `3/tanpa batas`. */
export function quotaLabel(row: Row): string {
  return `${row.terpakai}/${row.kuota === null || row.kuota === undefined ? "tanpa batas" : row.kuota}`;
}
