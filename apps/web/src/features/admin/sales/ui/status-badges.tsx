import {
  BOOKING_CHANNEL_LABELS,
  type BookingChannel,
  bookingStatusLabel,
  PAYMENT_STATUS_LABELS,
  SPACE_STATUS_LABELS,
} from "@ferry/shared/bookings";

const GREEN = "bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-200";
const AMBER = "bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-200";
const SKY = "bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-200";
const RED = "bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-200";
const GREY = "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200";

const TONES: Record<string, string> = {
  // booking
  pending: AMBER,
  waiting_payment: AMBER,
  paid: SKY,
  confirmed: GREEN,
  cancel: RED,
  // payment and space
  menunggu: AMBER,
  diterima: GREEN,
  disetujui: GREEN,
  ditolak: RED,
  dikembalikan: GREY,
};

export function Badge({ tone, children }: { tone: string; children: React.ReactNode }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${tone}`}>
      {children}
    </span>
  );
}

/** A booking's status ('Dikonfirmasi', 'Menunggu Pembayaran' ...). */
export function BookingStatusBadge({ status, label }: { status: string; label?: string }) {
  return <Badge tone={TONES[status] ?? GREY}>{label ?? bookingStatusLabel(status)}</Badge>;
}

/** An expedition booking's space decision ('Menunggu ACC Space' ...). */
export function SpaceStatusBadge({ status }: { status: string | null }) {
  if (!status) return null;
  return <Badge tone={TONES[status] ?? GREY}>{SPACE_STATUS_LABELS[status] ?? status}</Badge>;
}

/** A payment's verification state ('Menunggu Verifikasi', 'Diterima' ...). */
export function PaymentStatusBadge({ status, label }: { status: string; label?: string }) {
  return <Badge tone={TONES[status] ?? GREY}>{label ?? PAYMENT_STATUS_LABELS[status] ?? status}</Badge>;
}

export function ChannelBadge({ channel }: { channel: string }) {
  return <Badge tone={GREY}>{BOOKING_CHANNEL_LABELS[channel as BookingChannel] ?? channel}</Badge>;
}
