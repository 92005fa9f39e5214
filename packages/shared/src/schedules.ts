import { z } from "zod";
import { listQuerySchema, optionalId } from "./list-query";
import { isoDate, optionalText, requiredId } from "./text-fields";

export const SCHEDULE_STATUSES = ["terjadwal", "boarding", "berangkat", "tiba", "batal"] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

const instant = z.iso.datetime({ offset: true, error: "Waktu harus berformat ISO 8601" });

export const scheduleInputSchema = z
  .object({
    route_id: requiredId("Rute"),
    ship_id: requiredId("Kapal"),
    waktu_berangkat: instant,
    waktu_tiba: instant,
    keterangan: optionalText(500),
    status: z.enum(SCHEDULE_STATUSES, { error: "Status jadwal tidak dikenal" }).default("terjadwal"),
  })
  .refine((value) => Date.parse(value.waktu_tiba) > Date.parse(value.waktu_berangkat), {
    error: "Waktu tiba harus setelah waktu berangkat",
    path: ["waktu_tiba"],
  });
export type ScheduleInput = z.input<typeof scheduleInputSchema>;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Jam harus berformat HH:MM" });

/** Many schedules at once: every chosen weekday between two dates, at each departure time (origin port's zone). */
export const bulkScheduleSchema = z
  .object({
    route_id: requiredId("Rute"),
    ship_id: requiredId("Kapal"),
    jam_berangkat: z.array(hhmm).min(1, { error: "Pilih minimal satu jam keberangkatan" }).max(24),
    tanggal_mulai: isoDate,
    tanggal_selesai: isoDate,
    hari: z.array(z.number().int().min(0).max(6)).min(1, { error: "Pilih minimal satu hari" }).max(7),
    keterangan: optionalText(500),
  })
  .refine((value) => value.tanggal_selesai >= value.tanggal_mulai, {
    error: "Tanggal selesai tidak boleh sebelum tanggal mulai",
    path: ["tanggal_selesai"],
  });
export type BulkScheduleInput = z.input<typeof bulkScheduleSchema>;
export type BulkScheduleValues = z.output<typeof bulkScheduleSchema>;

export const scheduleListQuery = listQuerySchema(["waktu_berangkat", "status"], {
  route_id: optionalId,
  ship_id: optionalId,
  origin_port_id: optionalId,
  destination_port_id: optionalId,
  cargo_type_id: optionalId,
  date: isoDate.optional(),
  status: z.enum(SCHEDULE_STATUSES).optional(),
});

/** GET /api/public/schedules/available: upcoming sailings that can still be booked. */
export const publicScheduleQuery = listQuerySchema(["waktu_berangkat"], {
  origin_port_id: optionalId,
  destination_port_id: optionalId,
  cargo_type_id: optionalId,
  date: isoDate.optional(),
});
