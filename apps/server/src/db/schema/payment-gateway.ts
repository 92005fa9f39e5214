import type { GatewayFlag } from "@ferry/shared/payment-gateway";
import { boolean, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { bookingPayments, bookings } from "./bookings";
import { stamp } from "./columns";
import { users } from "./users";

/**
 * One charge at a payment gateway (Midtrans Core API) for an online booking, owned by
 * `modules/payment-gateway` (decision 027). `order_id` is the booking code with a counter (a new charge per
 * method chosen); `status` is the gateway's `transaction_status` (pending, settlement, capture, expire,
 * cancel, deny, failure), or ours before the gateway answered (membuat, gagal_dibuat). A settled charge
 * points at the booking payment it became; one that could not confirm its booking carries a `flag`
 * (selisih_nominal, perlu_refund) until finance resolves it. `cancel_wanted`: the customer chose another
 * method; a pending charge so marked, or whose booking no longer waits, is cancelled at the gateway by
 * a job (never inside a transaction), which sets `cancelled_at`.
 */
export const paymentGatewayTransactions = pgTable(
  "payment_gateway_transactions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    booking_id: integer()
      .notNull()
      .references(() => bookings.id),
    provider: text().notNull(),
    order_id: text().notNull(),
    method: text().notNull(),
    status: text().notNull().default("membuat"),
    gross_amount: integer().notNull(),
    transaction_id: text(),
    bank: text(),
    va_number: text(),
    biller_code: text(),
    qr_string: text(),
    deeplink_url: text(),
    expires_at: stamp(),
    fraud_status: text(),
    /** What the settlement notification said was paid (integer rupiah). */
    paid_amount: integer(),
    booking_payment_id: integer().references(() => bookingPayments.id),
    flag: text().$type<GatewayFlag>(),
    flag_note: text(),
    resolved_at: stamp(),
    resolved_by: integer().references(() => users.id),
    resolved_note: text(),
    cancel_wanted: boolean().notNull().default(false),
    cancelled_at: stamp(),
    last_notification_at: stamp(),
    created_at: stamp().notNull().defaultNow(),
    updated_at: stamp().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("payment_gateway_transactions_order_unique").on(table.order_id),
    index().on(table.booking_id),
    index().on(table.status),
    index().on(table.flag),
    // The reconciliation reads a period of orders (decision 035).
    index().on(table.created_at),
  ],
);
