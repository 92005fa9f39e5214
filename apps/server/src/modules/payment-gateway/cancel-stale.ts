import { and, eq, isNull, ne, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import { paymentGatewayTransactions } from "../../db/schema/payment-gateway";
import type { GatewayProvider } from "../online-booking/index";
import { GatewayError } from "../online-booking/index";
import { applyGatewayState } from "./notification";
import { updateCharge } from "./store";

/** Pending charges nobody should pay any more: replaced by another choice, or their booking left waiting. */
async function staleCharges(db: Database) {
  return db
    .select()
    .from(paymentGatewayTransactions)
    .innerJoin(bookings, eq(bookings.id, paymentGatewayTransactions.booking_id))
    .where(
      and(
        eq(paymentGatewayTransactions.status, "pending"),
        isNull(paymentGatewayTransactions.cancelled_at),
        or(eq(paymentGatewayTransactions.cancel_wanted, true), ne(bookings.status, "waiting_payment")),
      ),
    )
    .limit(100);
}

/**
 * Cancels at the gateway (`POST /v2/{order_id}/cancel`) the pending charges of bookings that expired, were
 * cancelled or paid otherwise, and charges the customer replaced — one HTTP call per charge, never inside
 * a transaction; each answer is stored after. A charge the gateway will not cancel any more (412: already
 * paid or expired) is applied as the gateway reports it, like its notification (which may have been lost). A failure
 * of the gateway leaves the charge for the next run. Answers how many charges were closed.
 */
export async function cancelStaleCharges(db: Database, gateway: GatewayProvider): Promise<number> {
  let closed = 0;
  for (const { payment_gateway_transactions: charge } of await staleCharges(db)) {
    try {
      const state = await gateway.cancel(charge.order_id);
      await updateCharge(db, charge.id, { status: state.status, cancelled_at: new Date() });
      closed++;
    } catch (error) {
      if (!(error instanceof GatewayError) || error.statusCode === null) continue;
      if (error.statusCode === "404") {
        await updateCharge(db, charge.id, { cancelled_at: new Date() });
        closed++;
      } else if (error.statusCode === "412") {
        // Paid or ended meanwhile: its state counts as its (perhaps lost) notification would.
        await applyGatewayState(db, charge, await gateway.status(charge.order_id));
        closed++;
      }
    }
  }
  return closed;
}
