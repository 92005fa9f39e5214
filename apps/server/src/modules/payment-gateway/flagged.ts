import { GATEWAY_MESSAGES, type gatewayListQuery } from "@ferry/shared/payment-gateway";
import { and, count, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import { paymentGatewayTransactions as charges } from "../../db/schema/payment-gateway";
import { AppError } from "../../lib/app-error";
import { pageMeta, searchCondition } from "../../lib/list-sql";
import { type Actor, logActivity } from "../activity-log/index";
import { lockCharge, updateCharge } from "./store";

type ListQuery = z.output<typeof gatewayListQuery>;

function listFilter(query: ListQuery): SQL | undefined {
  return and(
    query.perhatian ? and(isNotNull(charges.flag), isNull(charges.resolved_at)) : undefined,
    query.status ? eq(charges.status, query.status) : undefined,
    searchCondition(query.search, [charges.order_id, bookings.booking_code]),
  );
}

/** Online payments at the gateway, newest first; finance filters those waiting for its action. */
export async function listGatewayPayments(db: Database, query: ListQuery) {
  const where = listFilter(query);
  const [total] = await db
    .select({ total: count() })
    .from(charges)
    .innerJoin(bookings, eq(bookings.id, charges.booking_id))
    .where(where);
  const rows = await db
    .select({
      id: charges.id,
      order_id: charges.order_id,
      booking_code: bookings.booking_code,
      method: charges.method,
      status: charges.status,
      gross_amount: charges.gross_amount,
      paid_amount: charges.paid_amount,
      flag: charges.flag,
      flag_note: charges.flag_note,
      resolved_at: charges.resolved_at,
      resolved_note: charges.resolved_note,
      expires_at: charges.expires_at,
      created_at: charges.created_at,
    })
    .from(charges)
    .innerJoin(bookings, eq(bookings.id, charges.booking_id))
    .where(where)
    .orderBy(desc(charges.created_at), desc(charges.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { rows, meta: pageMeta(query, total?.total ?? 0) };
}

/** Finance records that a flagged payment was dealt with (refunded, or settled by hand); logged. */
export async function resolveGatewayPayment(db: Database, actor: Actor, id: number, catatan: string | null) {
  await db.transaction(async (tx) => {
    const charge = await lockCharge(tx, id);
    if (!charge.flag || charge.resolved_at)
      throw new AppError("INVALID_TRANSITION", GATEWAY_MESSAGES.notFlagged);
    await updateCharge(tx, id, { resolved_at: new Date(), resolved_by: actor.id, resolved_note: catatan });
    await logActivity(tx, actor, {
      action: "payment_gateway.resolved",
      description: `Pembayaran online ${charge.order_id} ditandai selesai ditangani${catatan ? `: ${catatan}` : ""}`,
      subject_type: "booking",
      subject_id: charge.booking_id,
      properties: { order_id: charge.order_id, flag: charge.flag, catatan },
    });
  });
}
