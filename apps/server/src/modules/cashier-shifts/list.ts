import type { ShiftListQuery } from "@ferry/shared/cashier-shifts";
import { dayRange } from "@ferry/shared/zoned-time";
import { and, eq, gte, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cashierShifts } from "../../db/schema/cashier-shifts";
import { AppError } from "../../lib/app-error";
import { type ListQuery, listOrder, pageOf } from "../../lib/list-sql";
import type { AuthContext } from "../../plugins/access";
import { presentShifts } from "./present";

/** Every shift for `view shift kasir`; a cashier (`create shift kasir`) sees only their own. */
export function shiftScope(auth: AuthContext): { user_id?: number } {
  if (auth.permissions.has("view shift kasir")) return {};
  if (auth.permissions.has("create shift kasir")) return { user_id: auth.user.id };
  throw new AppError("ACCESS_DENIED");
}

/** One page of shifts, newest first by default, filtered by status and opening day (operator's zone). */
export async function listShifts(
  db: Database,
  query: ListQuery & Omit<ShiftListQuery, "page" | "per_page" | "sort_dir">,
  scope: { user_id?: number },
  zone: string,
) {
  const where = and(
    scope.user_id === undefined ? undefined : eq(cashierShifts.user_id, scope.user_id),
    query.status ? eq(cashierShifts.status, query.status) : undefined,
    query.from ? gte(cashierShifts.opened_at, dayRange(query.from, zone).start) : undefined,
    query.to ? lt(cashierShifts.opened_at, dayRange(query.to, zone).end) : undefined,
  );
  const sortable = { opened_at: cashierShifts.opened_at, closed_at: cashierShifts.closed_at };
  const order = query.sort_by
    ? listOrder(query, sortable, cashierShifts.id)
    : listOrder({ ...query, sort_dir: "desc" }, {}, cashierShifts.id);
  const page = await pageOf(db, cashierShifts, where, order, query);
  return { rows: await presentShifts(db, page.rows), meta: page.meta };
}
