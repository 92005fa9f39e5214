import { decisionSchema, rejectionSchema } from "@ferry/shared/bookings";
import { Check, X } from "lucide-react";
import { formatRupiah } from "../../../../lib/format";
import type { Booking, BookingPayment } from "../api/booking-types";
import { CommandButton } from "./command-button";

/** 'Setujui' / 'Tolak' of a transfer waiting for verification, each confirmed first. */
export function PaymentReviewActions({ booking, payment }: { booking: Booking; payment: BookingPayment }) {
  if (payment.status !== "menunggu") return null;
  const what = `${payment.method_label} ${formatRupiah(payment.amount)} untuk booking ${booking.booking_code}`;
  return (
    <div className="flex flex-wrap gap-2 pt-1">
      <CommandButton
        label="Setujui"
        icon={<Check className="h-4 w-4" aria-hidden="true" />}
        title="Setujui pembayaran?"
        description={`${what}. Pastikan dana sudah diterima di rekening perusahaan.`}
        confirmLabel="Ya, setujui"
        reason={{ name: "catatan", label: "Catatan (opsional)", schema: decisionSchema }}
        command={(catatan) => ({
          bookingId: booking.id,
          action: `payments/${payment.id}/approve`,
          body: { catatan: catatan || null },
          success: "Pembayaran disetujui",
        })}
      />
      <CommandButton
        label="Tolak"
        variant="danger"
        tone="danger"
        icon={<X className="h-4 w-4" aria-hidden="true" />}
        title="Tolak pembayaran?"
        description={`${what} akan ditolak dan tidak menambah jumlah dibayar.`}
        confirmLabel="Ya, tolak"
        reason={{ name: "catatan", label: "Alasan penolakan", schema: rejectionSchema }}
        command={(catatan) => ({
          bookingId: booking.id,
          action: `payments/${payment.id}/reject`,
          body: { catatan },
          success: "Pembayaran ditolak",
        })}
      />
    </div>
  );
}
