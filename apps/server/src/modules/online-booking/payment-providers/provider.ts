import type { OnlineBookingSettings, PaymentInstructions } from "@ferry/shared/online-booking";

export type { BankAccount, PaymentInstructions } from "@ferry/shared/online-booking";

import type { Database } from "../../../db/client";
import type { Actor } from "../../activity-log/service";
import type { BookingRow } from "../../bookings/status";

/** What instructions need of a booking. */
export type DueBooking = { booking_code: string; sisa_tagihan: number; expires_at: string | null };

/** A proof the customer sent, already stored (its URL under /uploads). */
export type SubmittedProof = { bukti_url: string | null; content_type: string };

/**
 * A way for customers to pay online bookings. The bank transfer is the one built now; a payment gateway
 * would implement the same: instructions for a waiting booking and what happens with what the customer
 * sends (a gateway would instead receive a callback and accept the payment itself).
 */
export interface PaymentProvider {
  readonly code: string;
  instructions(booking: DueBooking, settings: OnlineBookingSettings): PaymentInstructions;
  /** Records the customer's payment on a locked booking waiting for payment, in the caller's transaction. */
  submitProof(tx: Database, booking: BookingRow, actor: Actor, proof: SubmittedProof): Promise<void>;
}
