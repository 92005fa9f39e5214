import type { CustomerBooking } from "@ferry/shared/online-booking";
import { Mail } from "lucide-react";

type Delivery = Pick<CustomerBooking, "kirim_etiket" | "pemesan_email" | "pemesan_telepon">;

/** Where the e-tickets of a booking go (decision 024), in the words the customer reads. */
export function eTicketDeliveryText(booking: Delivery): string {
  const addresses = [booking.pemesan_email, booking.pemesan_telepon].filter((value): value is string =>
    Boolean(value?.trim()),
  );
  if (!booking.kirim_etiket) return "E-tiket tidak dikirim: 'Kirim e-tiket' tidak dipilih saat memesan.";
  if (addresses.length === 0) return "E-tiket tidak dikirim: tidak ada e-mail atau nomor telepon pemesan.";
  return `E-tiket dikirim ke ${addresses.join(" dan ")} setelah booking dikonfirmasi.`;
}

/** 'Kirim e-tiket' of the customer's own booking: whether and where the e-tickets are sent. */
export function ETicketDelivery({ booking }: { booking: Delivery }) {
  return (
    <p
      data-testid="e-ticket-delivery"
      className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300"
    >
      <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
      {eTicketDeliveryText(booking)}
    </p>
  );
}
