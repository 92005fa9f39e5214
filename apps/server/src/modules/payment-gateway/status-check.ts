import { and, eq, isNull, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import { paymentGatewayTransactions as charges } from "../../db/schema/payment-gateway";
import { expireIfOverdue } from "../bookings/index";
import type { GatewayProvider } from "../online-booking/index";
import { gatewayUnanswered } from "./gateway";
import { applyGatewayState, type NotificationOutcome } from "./notification";
import type { GatewayRow } from "./store";

/** How long before its deadline a pending charge is asked about at the gateway. */
export const STATUS_WINDOW_MS = 5 * 60_000;

/** Charges still pending here on bookings still waiting, whose deadline is near or past. */
async function chargesNearDeadline(db: Database, now: Date) {
  const rows = await db
    .select({ charge: charges })
    .from(charges)
    .innerJoin(bookings, eq(bookings.id, charges.booking_id))
    .where(
      and(
        eq(charges.status, "pending"),
        eq(charges.cancel_wanted, false),
        isNull(charges.booking_payment_id),
        isNull(charges.flag),
        isNull(charges.cancelled_at),
        eq(bookings.status, "waiting_payment"),
        lte(charges.expires_at, new Date(now.getTime() + STATUS_WINDOW_MS)),
      ),
    )
    .orderBy(charges.expires_at)
    .limit(100);
  return rows.map((row) => row.charge);
}

/**
 * Asks the gateway (`GET /v2/{order_id}/status`) about one charge, outside any transaction, and applies the
 * answer exactly as its notification would (`applyGatewayState`: the same transaction, the same
 * idempotence). A charge the gateway ended without money (expire, cancel, deny, failure) releases its
 * booking once the booking's deadline has passed. Null when the gateway could not answer.
 */
export async function askGateway(
  db: Database,
  gateway: GatewayProvider,
  charge: GatewayRow,
  now = new Date(),
): Promise<NotificationOutcome | null> {
  let state: Awaited<ReturnType<GatewayProvider["status"]>>;
  try {
    state = await gateway.status(charge.order_id);
  } catch (error) {
    if (gatewayUnanswered(error)) return null;
    throw error;
  }
  const outcome = await applyGatewayState(db, charge, state);
  if (outcome === "recorded") await expireIfOverdue(db, charge.booking_id, now);
  return outcome;
}

/**
 * Asks the gateway about every charge still pending near its booking's deadline, in case its notification
 * was lost (`askGateway`); a charge the gateway cannot answer for is asked again by the next run. Answers
 * how many charges changed.
 */
export async function checkPendingCharges(
  db: Database,
  gateway: GatewayProvider,
  now = new Date(),
): Promise<number> {
  let changed = 0;
  for (const charge of await chargesNearDeadline(db, now)) {
    const outcome = await askGateway(db, gateway, charge, now);
    if (outcome === "recorded" || outcome === "settled") changed++;
  }
  return changed;
}
