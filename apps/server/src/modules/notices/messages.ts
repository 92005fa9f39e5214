/** Every reason a notice shows in the outbox, in Indonesian (the back-office reads them). */
export const NOTICE_MESSAGES = {
  smtpUnset: "SMTP belum diatur",
  whatsappUnset: "Penyedia WhatsApp belum diatur",
  smsUnset: "Penyedia SMS belum diatur",
  bookingGone: "Booking sudah tidak ada",
  bookingNotValid: (code: string, status: string) => `Booking ${code} tidak lagi berlaku (${status})`,
  attemptFailed: (attempt: number, error: string) => `Percobaan ${attempt} gagal: ${error}`,
  gaveUp: (attempts: number, error: string) => `Gagal setelah ${attempts} percobaan: ${error}`,
  badPayload: "Isi pesan tidak lengkap",
  interrupted: "Proses berhenti saat mengirim; pesan mungkin sudah terkirim",
} as const;

/** A notice that must not be sent any more (its booking is gone or void): 'tidak dikirim', no retry. */
export class Unsendable extends Error {}
