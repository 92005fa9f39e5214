/**
 * The words every screen uses for a disrupted sailing. Kept apart from the request and answer schemas
 * (disruptions.ts, schedule-changes.ts) and free of zod: the public home page and /info show them, and
 * importing a schema module there would put zod and every schema it builds into their first download.
 */

/** 'Dibatalkan: Cuaca buruk: gelombang tinggi': how every screen names a cancelled sailing. */
export const cancelledLabel = (alasan: string | null) => `Dibatalkan: ${alasan ?? "-"}`;

/** What a passenger of a cancelled sailing may do (booking check and notices say the same). */
export const CANCELLED_CHOICES = [
  "Menunggu dipindahkan oleh petugas ke pelayaran lain pada rute yang sama, tanpa biaya; e-tiket baru akan dikirim.",
  "Mengajukan refund penuh tanpa potongan dan tanpa batas waktu di loket atau kepada agen tempat Anda membeli.",
  "Meminta pindah jadwal (reschedule) ke pelayaran lain pilihan Anda tanpa biaya.",
] as const;

/** 'Ditunda ke 01/12/2026 10.30 WIB (semula 08.00 WIB): Menunggu cuaca' — how the public reads a delay. */
export const delayedLabel = (baru: string, semula: string, alasan: string | null) =>
  `Ditunda ke ${baru} (semula ${semula})${alasan ? `: ${alasan}` : ""}`;
