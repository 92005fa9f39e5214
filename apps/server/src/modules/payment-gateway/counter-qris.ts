import { COUNTER_QRIS_MESSAGES, GATEWAY_MESSAGES, type GatewayPayment } from "@ferry/shared/payment-gateway";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Actor } from "../activity-log/index";
import { lockBooking } from "../bookings/index";
import type { GatewayProvider } from "../online-booking/index";
import { gatewayOf } from "./gateway";
import type { NotificationOutcome } from "./notification";
import { presentCharge } from "./offer";
import { openCharge } from "./open-charge";
import { askGateway } from "./status-check";
import { findOpenCharge, requireCharge } from "./store";

/** The gateway when the counter's QRIS goes through it (`QRIS_LOKET_VIA_GATEWAY` with the keys set), else null. */
export function counterQrisGateway(config: Pick<Config, "midtrans">): GatewayProvider | null {
  return config.midtrans?.counterQris ? gatewayOf(config) : null;
}

/**
 * The cashier charges a counter booking waiting for payment as a dynamic QRIS at the gateway (decision 035):
 * the same charge as the customer's (`openCharge`, held until the booking's deadline), settled by the same
 * notification or status job. It is not cash: no shift takes it. Answers what the customer display shows.
 */
export async function chargeCounterQris(
  db: Database,
  gateway: GatewayProvider,
  caller: { actor: Actor; notificationUrl: string },
  bookingId: number,
  now = new Date(),
): Promise<GatewayPayment> {
  const lock = async (tx: Database) => {
    const booking = await lockBooking(tx, bookingId);
    if (booking.channel !== "loket") throw new AppError("CONFLICT", COUNTER_QRIS_MESSAGES.onlyCounter);
    if (booking.status !== "waiting_payment")
      throw new AppError("INVALID_TRANSITION", COUNTER_QRIS_MESSAGES.notWaiting);
    return booking;
  };
  const reserved = await openCharge(db, gateway, { ...caller, lock }, "qris", now);
  return presentCharge(await requireCharge(db, reserved.order_id));
}

/**
 * 'Cek Pembayaran' at the counter: the buyer shows a paid QRIS but the counter still waits (a notification
 * late or lost). Asks the gateway about the booking's open charge now and applies the answer as the status
 * job would. 409 without an open charge, 503 when the gateway cannot answer.
 */
export async function checkCounterQris(
  db: Database,
  gateway: GatewayProvider,
  bookingId: number,
): Promise<NotificationOutcome> {
  const charge = await findOpenCharge(db, bookingId);
  if (charge?.status !== "pending")
    throw new AppError("INVALID_TRANSITION", COUNTER_QRIS_MESSAGES.notWaiting);
  const outcome = await askGateway(db, gateway, charge);
  if (!outcome) throw new AppError("SERVICE_UNAVAILABLE", GATEWAY_MESSAGES.unavailable);
  return outcome;
}
