import { cancelBookingSchema } from "@ferry/shared/bookings";
import { Ban } from "lucide-react";
import type { Booking } from "../api/booking-types";
import { CommandButton } from "./command-button";

const CANCELLABLE = ["pending", "waiting_payment", "paid"];

/** Cancels a booking that is not confirmed yet (a confirmed one leaves by refund); a reason is required. */
export function CancelBookingAction({ booking }: { booking: Booking }) {
  if (!CANCELLABLE.includes(booking.status)) return null;
  return (
    <CommandButton
      label="Batalkan Booking"
      variant="secondary"
      tone="danger"
      icon={<Ban className="h-4 w-4 text-red-600" aria-hidden="true" />}
      title="Batalkan booking?"
      description={`Booking ${booking.booking_code} dibatalkan dan kuotanya dilepas. Tindakan ini tidak dapat diurungkan.`}
      confirmLabel="Ya, batalkan"
      reason={{ name: "alasan", label: "Alasan pembatalan", schema: cancelBookingSchema }}
      command={(alasan) => ({
        bookingId: booking.id,
        action: "cancel",
        body: { alasan },
        success: "Booking dibatalkan",
      })}
    />
  );
}
