import { z } from "zod";
import { databaseId } from "./ids";
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

/** 'Dibatalkan: Cuaca buruk: gelombang tinggi': how every screen names a cancelled sailing. */
export const cancelledLabel = (alasan: string | null) => `Dibatalkan: ${alasan ?? "-"}`;

/** What a passenger of a cancelled sailing may do (booking check and notices say the same). */
export const CANCELLED_CHOICES = [
  "Menunggu dipindahkan oleh petugas ke pelayaran lain pada rute yang sama, tanpa biaya; e-tiket baru akan dikirim.",
  "Mengajukan refund penuh tanpa potongan dan tanpa batas waktu di loket atau kepada agen tempat Anda membeli.",
  "Meminta pindah jadwal (reschedule) ke pelayaran lain pilihan Anda tanpa biaya.",
] as const;

/** One booking the move left where it was, and why. */
export type MoveRefusal = { booking_id: number; booking_code: string; alasan: string };

/** The answer of a move: how many moved (to where) and which did not fit. */
export type MoveBookingsResult = {
  target_schedule_id: number;
  moved: { booking_id: number; booking_code: string }[];
  not_moved: MoveRefusal[];
};
