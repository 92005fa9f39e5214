import type { BookingListQuery } from "@ferry/shared/bookings";
import { and, desc, eq, exists, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookingPassengers, bookingPayments, bookings, bookingVehicles } from "../../db/schema/bookings";
import { listOrder, pageOf } from "../../lib/list-sql";
import { companiesByIds } from "../expedition-companies/index";
import { scheduleIdsDepartingOn, scheduleSummaries } from "../schedules/index";
import { userNames } from "../users/index";
import { bookingHead } from "./present";
import { bookingSearch, codeStartsWith, someCodeStartsWith, typedCode } from "./search";
import type { BookingRow } from "./status";

const countOf = (
  table: typeof bookingPassengers | typeof bookingVehicles | typeof bookingPayments,
  more?: SQL,
) =>
  sql<number>`(select count(*) from ${table} where ${and(eq(table.booking_id, bookings.id), more)})`.mapWith(
    Number,
  );

/** People, vehicles and transfers waiting of each booking, in one statement. */
async function lineCounts(db: Database, ids: number[]) {
  const rows = await db
    .select({
      id: bookings.id,
      people: countOf(bookingPassengers),
      vehicles: countOf(bookingVehicles),
      waiting: countOf(bookingPayments, eq(bookingPayments.status, "menunggu")),
    })
    .from(bookings)
    .where(inArray(bookings.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Booking rows as list items: head, schedule, counts of people and vehicles, transfers waiting, who sold.
 * The four reads are independent and asked at once (on PostgreSQL each on its own pooled connection).
 */
export async function summarizeBookings(db: Database, rows: BookingRow[]) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [counted, schedules, names, companies] = await Promise.all([
    lineCounts(db, ids),
    scheduleSummaries(
      db,
      rows.map((row) => row.schedule_id),
    ),
    userNames(
      db,
      rows.flatMap((row) => [row.created_by, row.agent_user_id]),
    ),
    companiesByIds(
      db,
      rows.flatMap((row) => (row.expedition_company_id ? [row.expedition_company_id] : [])),
    ),
  ]);
  const nameOf = (id: number | null) => {
    const user = id === null ? undefined : names.get(id);
    return user ? { id: user.id, username: user.username, nama_lengkap: user.nama_lengkap } : null;
  };
  return rows.map((row) => {
    const company = row.expedition_company_id ? companies.get(row.expedition_company_id) : undefined;
    const counts = counted.get(row.id);
    return {
      ...bookingHead(row),
      jumlah_penumpang: counts?.people ?? 0,
      jumlah_kendaraan: counts?.vehicles ?? 0,
      pembayaran_menunggu: counts?.waiting ?? 0,
      schedule: schedules.get(row.schedule_id) ?? null,
      agent: nameOf(row.agent_user_id),
      created_by: nameOf(row.created_by),
      expedition_company: company ? { id: company.id, nama: company.nama } : null,
    };
  });
}

/** One page of bookings with the list's filters; `scope` narrows it (an agent sees only their own). */
export async function listBookings(db: Database, query: BookingListQuery, scope: { agent_user_id?: number }) {
  const agentId = scope.agent_user_id ?? query.agent_user_id;
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(bookings.status, query.status) : undefined,
    query.channel ? eq(bookings.channel, query.channel) : undefined,
    query.schedule_id ? eq(bookings.schedule_id, query.schedule_id) : undefined,
    agentId ? eq(bookings.agent_user_id, agentId) : undefined,
    query.expedition_company_id ? eq(bookings.expedition_company_id, query.expedition_company_id) : undefined,
    query.space_status ? eq(bookings.space_status, query.space_status) : undefined,
    query.code ? codeStartsWith(query.code) : undefined,
    query.payment_status
      ? exists(
          db
            .select({ one: sql`1` })
            .from(bookingPayments)
            .where(
              and(
                eq(bookingPayments.booking_id, bookings.id),
                eq(bookingPayments.status, query.payment_status),
              ),
            ),
        )
      : undefined,
    query.date
      ? inArray(bookings.schedule_id, [0, ...(await scheduleIdsDepartingOn(db, query.date))])
      : undefined,
  ];
  const order = query.sort_by
    ? listOrder(
        query,
        {
          created_at: bookings.created_at,
          booking_code: bookings.booking_code,
          total_harga: bookings.total_harga,
          status: bookings.status,
        },
        bookings.created_at,
      )
    : desc(bookings.created_at);
  const filtered = conditions.some((condition) => condition !== undefined);
  const page = async (match: SQL | undefined, found?: number) => {
    const total = filtered ? undefined : found;
    const { rows, meta } = await pageOf(db, bookings, and(...conditions, match), order, query, total);
    return { rows: await summarizeBookings(db, rows), meta };
  };
  // A typed code is looked up by code first: when some code starts with it, those bookings (within the
  // other filters) are the answer; only when none does, the search by name, identity number or plate.
  const code = typedCode(query.search);
  if (code) {
    const byCode = await page(codeStartsWith(code));
    if (byCode.meta.total > 0 || (filtered && (await someCodeStartsWith(db, code)))) return byCode;
  }
  const { match, found } = await bookingSearch(db, query.search);
  return page(match, found);
}
