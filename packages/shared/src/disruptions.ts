import { z } from "zod";
import { databaseId } from "./ids";
import { scheduleSchema, scheduleSummarySchema } from "./schedules";
import { requiredText } from "./text-fields";

/**
 * A sailing cancelled by the operator and the move of its passengers (issue 21, decision on disruptions):
 * the request bodies, the words both sides show and the answers' shapes.
 */

/** POST /api/schedules/{id}/cancel: the reason is shown to passengers ('Dibatalkan: …'). */
export const cancelScheduleSchema = z.object({ alasan: requiredText("Alasan pembatalan", 300) });
export type CancelScheduleInput = z.input<typeof cancelScheduleSchema>;

const MAX_MOVE = 500;

/** POST /api/schedules/{id}/move-bookings: every affected booking when `booking_ids` is left out. */
export const moveBookingsSchema = z.object({
  target_schedule_id: databaseId("Jadwal tujuan", "Jadwal tujuan wajib dipilih"),
  booking_ids: z
    .array(databaseId("Booking"), { error: "Daftar booking tidak valid" })
    .min(1, { error: "Pilih minimal satu booking" })
    .max(MAX_MOVE, { error: `Maksimal ${MAX_MOVE} booking sekali pindah` })
    .optional(),
});
export type MoveBookingsInput = z.input<typeof moveBookingsSchema>;

export const DISRUPTION_MESSAGES = {
  cancelled: "Jadwal berhasil dibatalkan",
  alreadyCancelled: "Jadwal ini sudah dibatalkan",
  notCancellable: (status: string) =>
    `Jadwal berstatus ${status} tidak dapat dibatalkan: hanya jadwal yang belum berangkat`,
  statusNeedsCancel:
    "Jadwal ini sudah memiliki penjualan: gunakan 'Batalkan jadwal' (POST /api/schedules/{id}/cancel) dengan alasan, agar penumpang diberi tahu dan dapat dipindah atau direfund.",
  cancelFinal: "Jadwal yang dibatalkan oleh operator tidak dapat diaktifkan kembali; buat jadwal baru.",
  notCancelledSource: "Hanya penumpang dari jadwal yang dibatalkan yang dapat dipindahkan di sini",
  targetSame: "Jadwal tujuan harus berbeda dari jadwal yang dibatalkan",
  targetOtherRoute: "Jadwal tujuan harus pada rute yang sama",
  notAffected: "Booking ini tidak terdampak pembatalan jadwal ini (sudah dipindah atau dibatalkan)",
  notPaid: "Booking belum lunas: transfernya menunggu verifikasi",
  moved: (count: number) => `${count} booking dipindahkan`,
} as const;

const int = z.number().int();

/** One booking the move left where it was, and why. */
export const moveRefusalSchema = z.object({ booking_id: int, booking_code: z.string(), alasan: z.string() });
export type MoveRefusal = z.infer<typeof moveRefusalSchema>;

/** The answer of a move: how many moved (to where) and which did not fit. */
export const moveBookingsResultSchema = z.object({
  target_schedule_id: int,
  moved: z.array(z.object({ booking_id: int, booking_code: z.string() })),
  not_moved: z.array(moveRefusalSchema),
});
export type MoveBookingsResult = z.infer<typeof moveBookingsResultSchema>;

/** The answer of a cancellation: the sailing as it now is, and the booking codes per outcome. */
export const cancelScheduleResultSchema = z.object({
  schedule: scheduleSchema,
  /** Unpaid bookings cancelled, their seats given back. */
  dibatalkan: z.array(z.string()),
  /** Confirmed bookings kept with their money and people, waiting to be moved or refunded. */
  terdampak: z.array(z.string()),
  /** Unpaid bookings with a transfer waiting for verification: kept for finance to decide. */
  menunggu_verifikasi: z.array(z.string()),
});
export type CancelScheduleResult = z.input<typeof cancelScheduleResultSchema>;

/** A booking of a cancelled sailing with its people and vehicles ('Penumpang terdampak'). */
const affectedHeadSchema = z.object({
  id: int,
  booking_code: z.string(),
  status: z.string(),
  channel: z.string(),
  pemesan_nama: z.string(),
  pemesan_telepon: z.string().nullable(),
  pemesan_email: z.string().nullable(),
  total_dibayar: int,
  passengers: z.array(
    z.object({ id: int, nama_lengkap: z.string(), kelas: z.string(), penumpang_kendaraan: z.boolean() }),
  ),
  vehicles: z.array(
    z.object({ id: int, nomor_kendaraan: z.string(), golongan: z.string(), tipe_tiket: z.string() }),
  ),
});
export const affectedBookingSchema = affectedHeadSchema.extend({ terdampak_at: z.string().nullable() });
export type AffectedBooking = z.input<typeof affectedBookingSchema>;
export const movedBookingSchema = affectedHeadSchema.extend({
  to_schedule: scheduleSummarySchema.nullable(),
  moved_at: z.string(),
  moved_by: z.string().nullable(),
});
export type MovedBooking = z.input<typeof movedBookingSchema>;

/** `GET /schedules/{id}/affected-bookings`: the sailing, the bookings still waiting and those moved. */
export const affectedViewSchema = z.object({
  schedule: scheduleSchema,
  waiting: z.array(affectedBookingSchema),
  moved: z.array(movedBookingSchema),
});
export type AffectedView = z.input<typeof affectedViewSchema>;
