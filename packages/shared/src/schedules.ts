import { z } from "zod";
import { CARGO_CATEGORIES } from "./cargo-types";
import { listQuerySchema, optionalId } from "./list-query";
import { routePortSchema } from "./sea-routes";
import { SHIP_STATUSES } from "./ships";
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
export const isScheduleStatus = (value: string): value is ScheduleStatus =>
  (SCHEDULE_STATUSES as readonly string[]).includes(value);

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

const bulkScheduleFields = {
  route_id: requiredId("Rute"),
  ship_id: requiredId("Kapal"),
  jam_berangkat: choices(hhmm, 24, "Pilih minimal satu jam keberangkatan", "Maksimal 24 jam keberangkatan"),
  tanggal_mulai: requiredDate("Tanggal mulai"),
  tanggal_selesai: requiredDate("Tanggal selesai"),
  hari: choices(weekday, 7, "Pilih minimal satu hari", "Maksimal 7 hari"),
  keterangan: optionalText(500),
};
type DateRange = { tanggal_mulai: string; tanggal_selesai: string };
const endNotBeforeStart: [(value: DateRange) => boolean, { error: string; path: string[] }] = [
  (value) => value.tanggal_selesai >= value.tanggal_mulai,
  { error: "Tanggal selesai tidak boleh sebelum tanggal mulai", path: ["tanggal_selesai"] },
];

/** Many schedules at once: every chosen weekday between two dates, at each departure time (origin port's zone). */
export const bulkScheduleSchema = z.object(bulkScheduleFields).refine(...endNotBeforeStart);
export type BulkScheduleInput = z.input<typeof bulkScheduleSchema>;
export type BulkScheduleValues = z.output<typeof bulkScheduleSchema>;

/** The bulk form as typed: the departure times in one box, apart by commas or spaces. */
export const bulkScheduleFormSchema = z
  .object({
    ...bulkScheduleFields,
    jam_berangkat: z
      .string()
      .transform((text) => text.split(/[\s,]+/).filter(Boolean))
      .pipe(bulkScheduleFields.jam_berangkat),
  })
  .refine(...endNotBeforeStart);

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

const int = z.number().int();

/** A route as schedules show it: code, name and both ports with their zones. */
export const scheduleRouteSchema = z.object({
  id: int,
  kode_rute: z.string(),
  nama_rute: z.string(),
  port_origin: routePortSchema,
  port_destination: routePortSchema,
});

/** One price entry of a sailing ('available seats'): its capacity, seats held and what is left. */
export const scheduleSeatSchema = z.object({
  id: int,
  ticket_price_id: int.nullable(),
  harga: int,
  harga_muatan: int.nullable(),
  kapasitas: int,
  terjual: int,
  sisa_kuota: int,
  cargo_type: z
    .object({
      id: int,
      kategori: z.enum(CARGO_CATEGORIES),
      nama: z.string(),
      golongan: z.string().nullable(),
      deskripsi: z.string().nullable(),
      kelas: z.string().nullable(),
      kelompok_umur: z.string().nullable(),
      free_riders: int,
    })
    .nullable(),
});
export type ScheduleSeat = z.input<typeof scheduleSeatSchema>;

/**
 * A sailing as the schedule lists answer it (back office and public): route with ports, ship with its
 * facilities, its seats and their figures. Times travel as ISO text; a delay ('Ditunda') keeps the
 * departure first published and why, a cancellation by the operator ('Dibatalkan: …') why and when.
 */
export const scheduleSchema = z.object({
  id: int,
  route_id: int,
  ship_id: int,
  waktu_berangkat: z.string(),
  waktu_tiba: z.string(),
  duration_minutes: int,
  created_at: z.string(),
  keterangan: z.string().nullable(),
  status: scheduleStatus,
  waktu_berangkat_awal: z.string().nullable(),
  alasan_tunda: z.string().nullable(),
  alasan_batal: z.string().nullable(),
  dibatalkan_at: z.string().nullable(),
  route: scheduleRouteSchema.nullable(),
  ship: z
    .object({
      id: int,
      nama: z.string(),
      kode_kapal: z.string(),
      gambar: z.string().nullable(),
      status_operasional: z.enum(SHIP_STATUSES),
      fasilitas: z.array(z.string()),
      gambar_fasilitas: z.array(z.object({ nama: z.string(), gambar: z.string() })),
    })
    .nullable(),
  available_seats: z.array(scheduleSeatSchema),
  total_sisa_kuota: int,
  stats: z.object({
    total_capacity: int,
    total_sold: int,
    occupancy_rate: z.number(),
    total_revenue: int,
  }),
});
export type Schedule = z.input<typeof scheduleSchema>;

/** A sailing in a few words (times, status, route with ports, ship), as bookings and lists name it. */
export const scheduleSummarySchema = scheduleSchema
  .pick({
    id: true,
    waktu_berangkat: true,
    waktu_tiba: true,
    status: true,
    waktu_berangkat_awal: true,
    alasan_tunda: true,
    alasan_batal: true,
    dibatalkan_at: true,
    route: true,
  })
  .extend({ ship: z.object({ id: int, nama: z.string(), kode_kapal: z.string() }).nullable() });
export type ScheduleSummary = z.input<typeof scheduleSummarySchema>;

/** `GET /dashboard/today`: the operator's day and its sailings. */
export const todaySailingsSchema = z.object({ date: z.string(), schedules: z.array(scheduleSchema) });
export type TodaySchedules = z.input<typeof todaySailingsSchema>;
