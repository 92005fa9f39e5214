import type { ExpeditionLedgerEntry } from "@ferry/shared/expedition-companies";
import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { expeditionLedger } from "../../db/schema/bookings";
import { pageMeta } from "../../lib/list-sql";
import { bookingCodesOf, bookingsOfCompany } from "../bookings/index";

/** One page of a company's credit movements, newest first. */
export async function companyLedger(
  db: Database,
  companyId: number,
  query: { page: number; per_page: number },
): Promise<{ rows: ExpeditionLedgerEntry[]; meta: ReturnType<typeof pageMeta> }> {
  const where = eq(expeditionLedger.company_id, companyId);
  const [total] = await db.select({ total: count() }).from(expeditionLedger).where(where);
  const rows = await db
    .select()
    .from(expeditionLedger)
    .where(where)
    .orderBy(desc(expeditionLedger.created_at), desc(expeditionLedger.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const codes = await bookingCodesOf(
    db,
    rows.flatMap((row) => (row.booking_id === null ? [] : [row.booking_id])),
  );
  return {
    rows: rows.map(({ company_id: _company, created_at, ...row }) => ({
      ...row,
      booking_code: row.booking_id === null ? null : (codes.get(row.booking_id) ?? null),
      created_at: created_at.toISOString(),
    })),
    meta: pageMeta({ ...query, sort_dir: "desc" }, total?.total ?? 0),
  };
}

/** Why a company cannot be deleted (its bookings or credit movements), or null. */
export async function companyUsage(db: Database, companyId: number): Promise<string | null> {
  const booked = await bookingsOfCompany(db, companyId);
  if (booked > 0) return `masih memiliki ${booked} booking. Nonaktifkan saja.`;
  const [moves] = await db
    .select({ total: count() })
    .from(expeditionLedger)
    .where(eq(expeditionLedger.company_id, companyId));
  if ((moves?.total ?? 0) > 0) return `masih memiliki ${moves?.total} catatan kredit. Nonaktifkan saja.`;
  return null;
}
