import type { OnlineBookingSettings, PaymentInstructions } from "@ferry/shared/online-booking";
import type { GatewayMethod } from "@ferry/shared/payment-gateway";

export type { BankAccount, PaymentInstructions } from "@ferry/shared/online-booking";

import type { Database } from "../../../db/client";
import type { Actor } from "../../activity-log/index";
import type { BookingRow } from "../../bookings/index";

/** What instructions need of a booking. */
export type DueBooking = { booking_code: string; sisa_tagihan: number; expires_at: string | null };

/** A proof the customer sent, already stored (its URL under /uploads). */
export type SubmittedProof = { bukti_url: string | null; content_type: string };

/**
 * A way for customers to pay online bookings. Two kinds: the bank transfer, whose proof the customer
 * uploads and finance approves (`ProofProvider`), and a payment gateway, which is asked to charge and
 * then tells the server itself that the money is in (`GatewayProvider`, Midtrans; decision 027).
 */
export interface PaymentProvider {
  readonly code: string;
}

/** Instructions for a waiting booking, and what happens with the proof the customer sends. */
export interface ProofProvider extends PaymentProvider {
  instructions(booking: DueBooking, settings: OnlineBookingSettings): PaymentInstructions;
  /** Records the customer's payment on a locked booking waiting for payment, in the caller's transaction. */
  submitProof(tx: Database, booking: BookingRow, actor: Actor, proof: SubmittedProof): Promise<void>;
}

/** What to charge: one order at the gateway, held until `expiresAt` (the booking's own deadline). */
export type ChargeRequest = {
  orderId: string;
  method: GatewayMethod;
  amount: number;
  expiresAt: Date;
  now: Date;
  customer: { nama: string; email: string | null; telepon: string | null };
  /** Where the gateway should send its notifications for this order. */
  notificationUrl: string;
};

/** The gateway's view of one order (a charge's answer, a status, a cancellation, a notification). */
export type GatewayState = {
  orderId: string;
  transactionId: string | null;
  /** The gateway's `transaction_status`: pending, settlement, capture, expire, cancel, deny, failure. */
  status: string;
  fraudStatus: string | null;
  /** Integer rupiah. */
  grossAmount: number;
  expiresAt: Date | null;
};

/** How the customer pays a charge that was made. */
export type ChargeAnswer = GatewayState & {
  bank: string | null;
  vaNumber: string | null;
  billerCode: string | null;
  qrString: string | null;
  deeplinkUrl: string | null;
};

/** A payment gateway: charge, ask, cancel over HTTP, and verify what it sends. */
export interface GatewayProvider extends PaymentProvider {
  readonly methods: readonly GatewayMethod[];
  charge(request: ChargeRequest): Promise<ChargeAnswer>;
  status(orderId: string): Promise<GatewayState>;
  cancel(orderId: string): Promise<GatewayState>;
  /** The notification's state when its signature is the gateway's, else null. */
  verify(notification: unknown): GatewayState | null;
}
