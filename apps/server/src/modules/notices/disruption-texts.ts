import { CANCELLED_CHOICES } from "@ferry/shared/sailing-notices";
import type { NoticeBooking, StoredText } from "./texts";
import { ticketTexts } from "./texts";

/** The words of the notices of a disrupted sailing (pure; stored whole in the notice's payload). */

/** A sailing the operator cancelled, as a notice states it (the sailing already named in its port's zone). */
export type SailingCancellation = { sailing: string; alasan: string; affected: boolean };

/** A booking the operator moved off a cancelled sailing. */
export type BookingMove = { from: string; to: string; alasan: string };

const CONTACT_US = "Jika ada pertanyaan, hubungi kami melalui kontak di bawah.";

export const disruptionTexts = {
  scheduleCancelled: (booking: NoticeBooking, cancel: SailingCancellation): StoredText => ({
    subject: `Jadwal booking ${booking.booking_code} dibatalkan`,
    content: {
      greeting: `Halo ${booking.pemesan_nama},`,
      paragraphs: cancel.affected
        ? [
            `Pelayaran ${cancel.sailing} dibatalkan oleh operator. Booking dan pembayaran Anda tetap tercatat, tetapi tiketnya tidak dapat digunakan untuk naik kapal pada pelayaran ini.`,
            "Pilihan Anda:",
            ...CANCELLED_CHOICES.map((choice, index) => `${index + 1}. ${choice}`),
          ]
        : [
            `Pelayaran ${cancel.sailing} dibatalkan oleh operator. Booking Anda yang belum lunas ikut dibatalkan; tidak ada yang perlu dibayar.`,
            "Silakan memesan pelayaran lain melalui situs kami, loket, atau agen.",
          ],
      facts: [
        { label: "Kode booking", value: booking.booking_code },
        { label: "Jadwal", value: cancel.sailing },
        { label: "Alasan", value: cancel.alasan },
      ],
      link: ticketTexts.link(booking.booking_code),
      closing: [CONTACT_US],
    },
  }),
  bookingMoved: (booking: NoticeBooking, move: BookingMove): StoredText => ({
    subject: `Booking ${booking.booking_code} dipindah ke pelayaran lain`,
    content: {
      greeting: `Halo ${booking.pemesan_nama},`,
      paragraphs: [
        `Karena pelayaran ${move.from} dibatalkan, booking Anda dipindahkan ke pelayaran ${move.to} tanpa biaya.`,
        "Kode QR tiket lama tidak berlaku lagi: gunakan e-tiket baru (dikirim terpisah) atau cetak ulang melalui Cek booking.",
        "Jika jadwal baru tidak sesuai, Anda dapat meminta refund penuh atau pindah jadwal lain tanpa biaya.",
      ],
      facts: [
        { label: "Kode booking", value: booking.booking_code },
        { label: "Jadwal semula", value: move.from },
        { label: "Jadwal baru", value: move.to },
        { label: "Alasan", value: move.alasan },
      ],
      link: ticketTexts.link(booking.booking_code),
      closing: [CONTACT_US],
    },
  }),
};
