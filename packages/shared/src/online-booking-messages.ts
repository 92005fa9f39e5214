/** Free of zod, so the public schedule page that shows one of them stays small. */
/** The customer's refusals, kept together. */
export const ONLINE_BOOKING_MESSAGES = {
  disabled: "Pemesanan online belum tersedia",
  profileIncomplete: "Lengkapi profil Anda sebelum memesan tiket",
  notOpenYet: (days: number) =>
    `Pemesanan online untuk jadwal ini belum dibuka. Pemesanan dibuka ${days} hari sebelum keberangkatan.`,
  closed: (minutes: number) =>
    `Pemesanan online untuk jadwal ini sudah ditutup (${minutes} menit sebelum keberangkatan). Silakan pesan di loket.`,
  notFound: "Booking tidak ditemukan",
  notWaiting: "Booking ini tidak sedang menunggu pembayaran",
  expired: "Batas waktu pembayaran booking ini sudah lewat",
  proofWaiting: "Bukti pembayaran sudah dikirim dan sedang diverifikasi",
  proofRequired: "Bukti pembayaran wajib dipilih",
  proofTooLarge: "Ukuran file maksimal 5 MB",
  proofType: "File harus berupa gambar (JPEG, PNG, WebP) atau PDF",
  proofSent: "Bukti pembayaran berhasil dikirim dan menunggu verifikasi",
  cancelNotAllowed: "Hanya booking yang belum dibayar yang dapat dibatalkan",
  cancelled: "Booking berhasil dibatalkan",
  correctionClosed: "Data penumpang tidak dapat diubah setelah boarding dibuka",
  correctionCancelled: "Data penumpang booking yang dibatalkan tidak dapat diubah",
  passengerNotFound: "Penumpang tidak ditemukan",
  corrected: "Data penumpang berhasil diperbarui",
} as const;
