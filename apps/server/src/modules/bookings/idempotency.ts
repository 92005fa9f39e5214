import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings } from "../../db/schema/bookings";

/** The booking this user already made under this Idempotency-Key, if any. */
export async function findByIdempotencyKey(db: Database, userId: number, key: string) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.created_by, userId), eq(bookings.idempotency_key, key)));
  return row?.id ?? null;
}

/** The unique index refused a second booking under the same user and key (two requests raced). */
export function isIdempotencyClash(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const pg = current as { code?: string; constraint?: string; message?: string };
    if (pg.code === "23505" && (pg.constraint ?? pg.message ?? "").includes("bookings_idempotency_unique"))
      return true;
  }
  return false;
}
