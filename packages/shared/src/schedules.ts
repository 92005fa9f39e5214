import { z } from "zod";
import { listQuerySchema, optionalId } from "./list-query";
import { instant, isoDate, optionalText, requiredDate, requiredId } from "./text-fields";

export const SCHEDULE_STATUSES = ["terjadwal", "boarding", "berangkat", "tiba", "batal"] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];
export const SCHEDULE_STATUS_LABELS: Record<ScheduleStatus, string> = {
  terjadwal: "Terjadwal",
  boarding: "Boarding",
  berangkat: "Berangkat",
  tiba: "Tiba",
  batal: "Batal",
};
/** The label of a sailing's status; an unknown value is shown as it is. */
export function scheduleStatusLabel(status: string): string {
  return SCHEDULE_STATUS_LABELS[status as ScheduleStatus] ?? status;
}

const scheduleStatus = z.enum(SCHEDULE_STATUSES, { error: "Status jadwal tidak dikenal" });

export const scheduleInputSchema = z
  .object({
    route_id: requiredId("Rute"),
    ship_id: requiredId("Kapal"),
    waktu_berangkat: instant("Waktu berangkat"),
    waktu_tiba: instant("Waktu tiba"),
    keterangan: optionalText(500),
    status: scheduleStatus.default("terjadwal"),
  })
  .refine((value) => Date.parse(value.waktu_tiba) > Date.parse(value.waktu_berangkat), {
    error: "Waktu tiba harus setelah waktu berangkat",
    path: ["waktu_tiba"],
  });
export type ScheduleInput = z.input<typeof scheduleInputSchema>;

const hhmm = z
  .string({ error: "Jam harus berformat HH:MM" })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Jam harus berformat HH:MM" });
const notAWeekday = { error: "Hari harus 0 (Minggu) sampai 6 (Sabtu)" };
const weekday = z.number(notAWeekday).int(notAWeekday).min(0, notAWeekday).max(6, notAWeekday);

/** A list of one to `max` choices. */
function choices<T extends z.ZodType>(item: T, max: number, noneMessage: string, tooManyMessage: string) {
  return z
    .array(item, { error: noneMessage })
    .min(1, { error: noneMessage })
    .max(max, { error: tooManyMessage });
}

/** Many schedules at once: every chosen weekday between two dates, at each departure time (origin port's zone). */
export const bulkScheduleSchema = z
  .object({
    route_id: requiredId("Rute"),
    ship_id: requiredId("Kapal"),
    jam_berangkat: choices(hhmm, 24, "Pilih minimal satu jam keberangkatan", "Maksimal 24 jam keberangkatan"),
    tanggal_mulai: requiredDate("Tanggal mulai"),
    tanggal_selesai: requiredDate("Tanggal selesai"),
    hari: choices(weekday, 7, "Pilih minimal satu hari", "Maksimal 7 hari"),
    keterangan: optionalText(500),
  })
  .refine((value) => value.tanggal_selesai >= value.tanggal_mulai, {
    error: "Tanggal selesai tidak boleh sebelum tanggal mulai",
    path: ["tanggal_selesai"],
  });
export type BulkScheduleInput = z.input<typeof bulkScheduleSchema>;
export type BulkScheduleValues = z.output<typeof bulkScheduleSchema>;

export const scheduleListQuery = listQuerySchema(["waktu_berangkat", "waktu_tiba", "status"], {
  route_id: optionalId,
  ship_id: optionalId,
  origin_port_id: optionalId,
  destination_port_id: optionalId,
  cargo_type_id: optionalId,
  date: isoDate.optional(),
  status: scheduleStatus.optional(),
});

/** PATCH /api/schedules/{id}/status: e.g. `batal` to cancel a sailing that has sales. */
export const scheduleStatusSchema = z.object({ status: scheduleStatus });

/** GET /api/public/schedules/available: upcoming sailings that can still be booked. */
export const publicScheduleQuery = listQuerySchema(["waktu_berangkat"], {
  origin_port_id: optionalId,
  destination_port_id: optionalId,
  cargo_type_id: optionalId,
  date: isoDate.optional(),
});
