import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { paymentGatewayTransactions } from "../../db/schema/payment-gateway";
import { AppError } from "../../lib/app-error";

export type GatewayRow = typeof paymentGatewayTransactions.$inferSelect;

/** Statuses of a charge the customer may still pay. */
export const OPEN_STATUSES = ["membuat", "pending"];

/** The booking's charge the customer is paying now (the latest open one not replaced), or null. */
export async function findOpenCharge(db: Database, bookingId: number): Promise<GatewayRow | null> {
  const [row] = await db
    .select()
    .from(paymentGatewayTransactions)
    .where(
      and(
        eq(paymentGatewayTransactions.booking_id, bookingId),
        eq(paymentGatewayTransactions.cancel_wanted, false),
        inArray(paymentGatewayTransactions.status, OPEN_STATUSES),
      ),
    )
    .orderBy(desc(paymentGatewayTransactions.id))
    .limit(1);
  return row ?? null;
}

/** Marks every open charge of the booking as replaced: the cancel job cancels it at the gateway. */
export async function dropOpenCharges(tx: Database, bookingId: number): Promise<void> {
  await tx
    .update(paymentGatewayTransactions)
    .set({ cancel_wanted: true, updated_at: new Date() })
    .where(
      and(
        eq(paymentGatewayTransactions.booking_id, bookingId),
        eq(paymentGatewayTransactions.cancel_wanted, false),
        inArray(paymentGatewayTransactions.status, OPEN_STATUSES),
      ),
    );
}

/** The next order id of a booking: its code and a counter (`ABCD2345-1`, `-2` after a new choice). */
export async function nextOrderId(tx: Database, booking: { id: number; booking_code: string }) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentGatewayTransactions)
    .where(eq(paymentGatewayTransactions.booking_id, booking.id));
  return `${booking.booking_code}-${(row?.count ?? 0) + 1}`;
}

export async function findChargeByOrder(db: Database, orderId: string): Promise<GatewayRow | null> {
  const [row] = await db
    .select()
    .from(paymentGatewayTransactions)
    .where(eq(paymentGatewayTransactions.order_id, orderId));
  return row ?? null;
}

export async function requireCharge(db: Database, orderId: string): Promise<GatewayRow> {
  const row = await findChargeByOrder(db, orderId);
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

/** The charge, locked until the transaction ends (after its booking: the order every change keeps). */
export async function lockCharge(tx: Database, id: number): Promise<GatewayRow> {
  const [row] = await tx
    .select()
    .from(paymentGatewayTransactions)
    .where(eq(paymentGatewayTransactions.id, id))
    .for("update");
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

export async function updateCharge(db: Database, id: number, changes: Partial<GatewayRow>): Promise<void> {
  await db
    .update(paymentGatewayTransactions)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(paymentGatewayTransactions.id, id));
}
