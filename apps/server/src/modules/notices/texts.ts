import { formatRupiah } from "../documents/index";
import type { MailContent } from "./mail-layout";

/**
 * The words of every notice, in one place (pure). Kinds whose words are fixed by the change are stored
 * whole in the notice's payload when it is enqueued; the booking tickets are worded at send time.
 */

/** What a booking notice needs of the booking row. */
export type NoticeBooking = {
  id: number;
  booking_code: string;
  pemesan_nama: string;
  pemesan_email: string | null;
  pemesan_telepon: string | null;
};

export type StoredText = { subject: string; content: MailContent };

const checkLink = (code: string) => ({
  label: "Cek booking",
  path: `/cek-booking?code=${encodeURIComponent(code)}`,
});

const CONTACT_US = "Jika ada pertanyaan, hubungi kami melalui kontak di bawah.";

/** The e-tickets of a booking: its subject and first paragraph, confirmed or moved to a new sailing. */
export const ticketTexts = {
  booking_confirmed: {
    subject: (code: string) => `E-tiket booking ${code}`,
    intro: (code: string) => `Terima kasih. Booking Anda dengan kode ${code} sudah dikonfirmasi.`,
  },
  booking_rescheduled: {
    subject: (code: string) => `Jadwal baru booking ${code}`,
    intro: (code: string) =>
      `Booking Anda dengan kode ${code} telah dipindah ke jadwal baru. E-tiket lama tidak berlaku lagi; gunakan e-tiket terlampir.`,
  },
  link: checkLink,
} as const;

/** A delayed sailing as a notice states it: times already written in their ports' zones. */
export type SailingDelay = {
  sailing: string;
  semula: string;
  berangkat: string;
  tiba: string;
  alasan: string;
};

export const noticeTexts = {
  scheduleDelayed: (booking: NoticeBooking, delay: SailingDelay): StoredText => ({
    subject: `Jadwal booking ${booking.booking_code} ditunda`,
    content: {
      greeting: `Halo ${booking.pemesan_nama},`,
      paragraphs: [
        `Keberangkatan ${delay.sailing} ditunda ke ${delay.berangkat}.`,
        "Booking dan tiket Anda tetap berlaku untuk waktu yang baru; tidak perlu menukar tiket.",
      ],
      facts: [
        { label: "Kode booking", value: booking.booking_code },
        { label: "Jadwal semula", value: delay.semula },
        { label: "Berangkat", value: delay.berangkat },
        { label: "Tiba", value: delay.tiba },
        { label: "Alasan", value: delay.alasan },
      ],
      link: checkLink(booking.booking_code),
      closing: [CONTACT_US],
    },
  }),
  paymentRejected: (booking: NoticeBooking, amount: number, catatan: string): StoredText => ({
    subject: `Pembayaran booking ${booking.booking_code} ditolak`,
    content: {
      greeting: `Halo ${booking.pemesan_nama},`,
      paragraphs: [
        `Pembayaran transfer ${formatRupiah(amount)} untuk booking ${booking.booking_code} ditolak.`,
        "Silakan kirim bukti transfer yang benar atau bayar di loket sebelum batas waktu pembayaran.",
      ],
      facts: [
        { label: "Kode booking", value: booking.booking_code },
        { label: "Alasan", value: catatan },
      ],
      link: checkLink(booking.booking_code),
      closing: [CONTACT_US],
    },
  }),
  refundDecided: (
    booking: NoticeBooking,
    refund: { jumlah_refund: number; catatan: string | null },
    approved: boolean,
  ): StoredText => ({
    subject: `Refund booking ${booking.booking_code} ${approved ? "disetujui" : "ditolak"}`,
    content: {
      greeting: `Halo ${booking.pemesan_nama},`,
      paragraphs: [
        approved
          ? `Permintaan refund booking ${booking.booking_code} disetujui. Tiket yang direfund tidak berlaku lagi.`
          : `Permintaan refund booking ${booking.booking_code} ditolak. Tiket Anda tetap berlaku.`,
      ],
      facts: [
        { label: "Kode booking", value: booking.booking_code },
        ...(approved ? [{ label: "Jumlah refund", value: formatRupiah(refund.jumlah_refund) }] : []),
        ...(refund.catatan ? [{ label: approved ? "Catatan" : "Alasan", value: refund.catatan }] : []),
      ],
      link: checkLink(booking.booking_code),
      closing: [CONTACT_US],
    },
  }),
  passwordChanged: (user: { nama_lengkap: string; username: string }): StoredText => ({
    subject: "Password akun Anda telah diubah",
    content: {
      greeting: `Halo ${user.nama_lengkap},`,
      paragraphs: [
        `Password akun ${user.username} baru saja diubah.`,
        "Jika bukan Anda yang mengubahnya, segera hubungi kami.",
      ],
      facts: [],
      closing: [],
    },
  }),
  emailVerification: (user: { nama_lengkap: string }, linkPath: string): StoredText => ({
    subject: "Verifikasi alamat e-mail Anda",
    content: {
      greeting: `Halo ${user.nama_lengkap},`,
      paragraphs: [
        "Buka tautan di bawah untuk memastikan alamat e-mail ini milik Anda. Tautan berlaku 24 jam dan hanya sekali pakai.",
        "Jika Anda tidak mendaftar, abaikan e-mail ini.",
      ],
      facts: [],
      link: { label: "Verifikasi e-mail", path: linkPath },
      closing: [],
    },
  }),
  passwordReset: (user: { nama_lengkap: string }, linkPath: string): StoredText => ({
    subject: "Atur ulang password akun Anda",
    content: {
      greeting: `Halo ${user.nama_lengkap},`,
      paragraphs: [
        "Kami menerima permintaan untuk mengatur ulang password akun Anda. Buka tautan di bawah untuk membuat password baru. Tautan berlaku 1 jam dan hanya sekali pakai.",
        "Jika Anda tidak memintanya, abaikan e-mail ini; password Anda tidak berubah.",
      ],
      facts: [],
      link: { label: "Atur ulang password", path: linkPath },
      closing: [],
    },
  }),
};
