import type { Note } from "../notifications/index";

const rupiah = (amount: number) => `Rp ${amount.toLocaleString("id-ID")}`;

/** The back-office list of online payments waiting for finance. */
export const FLAGGED_LINK = "/booking?tab=online";

/** Finance's note of a gateway payment that could not confirm its booking. */
export function gatewayFlagNote(
  booking: { id: number; booking_code: string },
  amount: number,
  reason: string,
): Note {
  return {
    kind: "approval_waiting",
    title: "Pembayaran online perlu tindakan",
    body: `Pembayaran online ${rupiah(amount)} untuk booking ${booking.booking_code}: ${reason}`,
    subject_type: "booking",
    subject_id: booking.id,
    link: FLAGGED_LINK,
  };
}

export { rupiah };
