import type { Note } from "./service";

/**
 * The texts and links of every note, in one place. Pure: the producers pick the recipients and pass
 * these to `notify` / `notifyHolders` inside their own transaction.
 */

const number = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });
const rupiah = (amount: number) => `Rp ${number.format(amount)}`;

/** What a booking note needs to know of the booking. */
export type BookingRef = { id: number; booking_code: string; channel: string; pemesan_nama: string };

/** The back-office list that shows the booking to the desk of its channel. */
function bookingLink(booking: BookingRef): string {
  const code = encodeURIComponent(booking.booking_code);
  if (booking.channel === "ekspedisi") return `/IIbooking-ekspedisi?code=${code}`;
  if (booking.channel === "agen") return `/agen-booking?code=${code}`;
  return `/IIbooking?tab=semua&code=${code}`;
}

const aboutBooking = (booking: BookingRef) => ({
  subject_type: "booking",
  subject_id: booking.id,
  link: bookingLink(booking),
});

export const bookingNotes = {
  spaceRequested: (booking: BookingRef): Note => ({
    kind: "approval_waiting",
    title: "Permintaan space baru",
    body: `Booking ${booking.booking_code} (${booking.pemesan_nama}) menunggu ACC space.`,
    ...aboutBooking(booking),
    link: `/booking-ekspedisi?code=${encodeURIComponent(booking.booking_code)}`,
  }),
  transferWaiting: (booking: BookingRef, amount: number): Note => ({
    kind: "approval_waiting",
    title: "Transfer menunggu verifikasi",
    body: `Transfer ${rupiah(amount)} untuk booking ${booking.booking_code} (${booking.pemesan_nama}) menunggu verifikasi.`,
    ...aboutBooking(booking),
  }),
  paymentDecided: (booking: BookingRef, amount: number, approved: boolean, catatan: string | null): Note => ({
    kind: approved ? "payment_approved" : "payment_rejected",
    title: approved ? "Pembayaran disetujui" : "Pembayaran ditolak",
    body: approved
      ? `Transfer ${rupiah(amount)} untuk booking ${booking.booking_code} disetujui.`
      : `Transfer ${rupiah(amount)} untuk booking ${booking.booking_code} ditolak: ${catatan ?? "-"}`,
    ...aboutBooking(booking),
  }),
  spaceDecided: (booking: BookingRef, approved: boolean, detail: string | null): Note => ({
    kind: approved ? "space_approved" : "space_rejected",
    title: approved ? "Space disetujui" : "Space ditolak",
    body: approved
      ? `Permintaan space booking ${booking.booking_code} disetujui${detail ? ` (${detail})` : ""}.`
      : `Permintaan space booking ${booking.booking_code} ditolak: ${detail ?? "-"}`,
    ...aboutBooking(booking),
  }),
  expired: (booking: BookingRef): Note => ({
    kind: "booking_expired",
    title: `Booking ${booking.booking_code} dibatalkan otomatis`,
    body: `Booking ${booking.booking_code} (${booking.pemesan_nama}) dibatalkan otomatis karena batas waktu pembayaran habis.`,
    ...aboutBooking(booking),
  }),
};

export const agentNotes = {
  topupRequested: (topup: { id: number; amount: number }, agentName: string, method: string): Note => ({
    kind: "approval_waiting",
    title: "Permintaan top-up baru",
    body: `${agentName} mengajukan top-up ${rupiah(topup.amount)} (${method}).`,
    link: "/tambah-saldo?status=menunggu",
    subject_type: "agent_topup",
    subject_id: topup.id,
  }),
  topupDecided: (
    topup: { id: number; amount: number },
    decision: { approved: true; saldo: number } | { approved: false; catatan: string },
  ): Note => ({
    kind: decision.approved ? "topup_approved" : "topup_rejected",
    title: decision.approved ? "Top-up disetujui" : "Top-up ditolak",
    body: decision.approved
      ? `Top-up ${rupiah(topup.amount)} disetujui. Saldo Anda sekarang ${rupiah(decision.saldo)}.`
      : `Top-up ${rupiah(topup.amount)} ditolak: ${decision.catatan}`,
    link: decision.approved ? "/history-plafon" : "/tambah-saldo",
    subject_type: "agent_topup",
    subject_id: topup.id,
  }),
  limitRequested: (
    change: { id: number; plafon_lama: number; plafon_baru: number },
    subjectName: string,
    requester: string,
  ): Note => ({
    kind: "approval_waiting",
    title: "Perubahan plafon menunggu persetujuan",
    body: `${requester} mengajukan plafon ${subjectName} dari ${rupiah(change.plafon_lama)} menjadi ${rupiah(change.plafon_baru)}.`,
    link: "/plafon-admin?status=menunggu",
    subject_type: "credit_limit",
    subject_id: change.id,
  }),
  /** A rejection names the change by its number (it does not look the subject up). */
  limitDecided: (
    change: { id: number; subject_type: string; plafon_baru: number },
    decision: { approved: true; subjectName: string } | { approved: false; catatan: string },
  ): Note => ({
    kind: "credit_limit_decided",
    title: decision.approved ? "Perubahan plafon disetujui" : "Perubahan plafon ditolak",
    body: decision.approved
      ? `Plafon ${decision.subjectName} menjadi ${rupiah(change.plafon_baru)} disetujui.`
      : `Perubahan plafon #${change.id} menjadi ${rupiah(change.plafon_baru)} ditolak: ${decision.catatan}`,
    link: change.subject_type === "ekspedisi" ? "/plafon-ekspedisi" : "/plafon-agen",
    subject_type: "credit_limit",
    subject_id: change.id,
  }),
};

export const sessionNotes = {
  forcedLogout: (userId: number, admin: string | null): Note => ({
    kind: "force_logout",
    title: "Logout paksa",
    body: `Anda di-logout paksa oleh ${admin ?? "administrator"}`,
    link: null,
    subject_type: "user",
    subject_id: userId,
  }),
};
