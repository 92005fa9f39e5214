import { GATEWAY_MESSAGES, type NotificationOutcome } from "@ferry/shared/payment-gateway";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { lockBooking } from "../bookings/index";
import type { GatewayProvider, GatewayState } from "../online-booking/index";
import { applySettlement } from "./settle";
import { findChargeByOrder, type GatewayRow, lockCharge, OPEN_STATUSES, updateCharge } from "./store";

/** What a notification did: its effect, for the answer and the log (`gatewayOutcomeSchema`). */
export type { NotificationOutcome };

/** Money is in: `settlement`, or `capture` that the fraud check accepted. */
export function isPaid(state: Pick<GatewayState, "status" | "fraudStatus">): boolean {
  if (state.status === "settlement") return true;
  return state.status === "capture" && (state.fraudStatus ?? "accept") === "accept";
}

/** The charge was dealt with: its money confirmed the booking, or finance was told. */
const done = (row: GatewayRow) => row.booking_payment_id !== null || row.flag !== null;

/**
 * Applies one verified notification to its charge and booking in one transaction (booking locked first,
 * then the charge, the order every change keeps), from a notification or from the gateway's status answer. Idempotent and order-proof: a charge already dealt
 * with takes nothing more, `pending` never moves a charge back, and an end state without money (expire,
 * cancel, deny, failure) is only recorded on a charge still open — the booking's own deadline expires it.
 */
export async function applyGatewayState(
  db: Database,
  charge: GatewayRow,
  state: GatewayState,
): Promise<NotificationOutcome> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, charge.booking_id);
    const row = await lockCharge(tx, charge.id);
    if (done(row)) return "ignored";
    if (isPaid(state)) {
      await applySettlement(tx, row, booking, state);
      return "settled";
    }
    if (state.status === "pending" || state.status === "capture" || !OPEN_STATUSES.includes(row.status))
      return "ignored";
    await updateCharge(tx, row.id, {
      status: state.status,
      transaction_id: state.transactionId ?? row.transaction_id,
      last_notification_at: new Date(),
    });
    return "recorded";
  });
}

/**
 * `POST /api/payments/midtrans/notification`: the gateway's signature first (a forged or altered body is
 * 403 and changes nothing), then the order it names (unknown: 404), then `apply`.
 */
export async function receiveNotification(
  db: Database,
  gateway: GatewayProvider | null,
  body: unknown,
): Promise<{ outcome: NotificationOutcome; orderId: string }> {
  if (!gateway) throw new AppError("NOT_FOUND", GATEWAY_MESSAGES.disabled);
  const state = gateway.verify(body);
  if (!state) throw new AppError("ACCESS_DENIED", GATEWAY_MESSAGES.badSignature);
  const charge = await findChargeByOrder(db, state.orderId);
  if (!charge) throw new AppError("NOT_FOUND", GATEWAY_MESSAGES.unknownOrder);
  return { outcome: await applyGatewayState(db, charge, state), orderId: state.orderId };
}
