import { ONLINE_BOOKING_MESSAGES } from "@ferry/shared/online-booking";
import type { GatewayMethod } from "@ferry/shared/payment-gateway";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Actor } from "../activity-log/index";
import type { GatewayProvider } from "../online-booking/index";
import { hasProofWaiting, lockOwnBooking, requireProofAllowed } from "../online-booking/index";
import { openCharge } from "./open-charge";

type Customer = { userId: number; actor: Actor; notificationUrl: string };

/**
 * The customer chooses how to pay their own waiting booking at the gateway (`openCharge`): the booking
 * must still take a payment and have no transfer proof waiting for finance. Answers the booking's id.
 */
export async function chooseGatewayMethod(
  db: Database,
  gateway: GatewayProvider,
  { userId, actor, notificationUrl }: Customer,
  code: string,
  method: GatewayMethod,
  now = new Date(),
): Promise<number> {
  const lock = async (tx: Database) => {
    const booking = await lockOwnBooking(tx, userId, code);
    requireProofAllowed(booking, now);
    if (await hasProofWaiting(tx, booking.id))
      throw new AppError("CONFLICT", ONLINE_BOOKING_MESSAGES.proofWaiting);
    return booking;
  };
  return (await openCharge(db, gateway, { actor, notificationUrl, lock }, method, now)).booking_id;
}
