import type { BookingListQuery } from "@ferry/shared/bookings";
import { and, count, desc, eq, exists, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookingPassengers, bookingPayments, bookings, bookingVehicles } from "../../db/schema/bookings";
import { listOrder, pageOf } from "../../lib/list-sql";
import { companiesByIds } from "../expedition-companies/index";
import { scheduleIdsDepartingOn, scheduleSummaries } from "../schedules/index";
import { userNames } from "../users/index";
import { bookingHead } from "./present";
import { bookingSearch, codeStartsWith } from "./search";
import type { BookingRow } from "./status";

async function counts(db: Database, table: typeof bookingPassengers | typeof bookingVehicles, ids: number[]) {
  const rows = await db
    .select({ id: table.booking_id, total: count() })
    .from(table)
    .where(inArray(table.booking_id, ids))
    .groupBy(table.booking_id);
  return new Map(rows.map((row) => [row.id, row.total]));
}

/** Booking rows as list items: head, schedule, counts of people and vehicles, transfers waiting, who sold. */
export async function summarizeBookings(db: Database, rows: BookingRow[]) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const people = await counts(db, bookingPassengers, ids);
  const vehicles = await counts(db, bookingVehicles, ids);
  const waitingRows = await db
    .select({ id: bookingPayments.booking_id, total: count() })
    .from(bookingPayments)
    .where(and(inArray(bookingPayments.booking_id, ids), eq(bookingPayments.status, "menunggu")))
    .groupBy(bookingPayments.booking_id);
  const waiting = new Map(waitingRows.map((row) => [row.id, row.total]));
  const schedules = await scheduleSummaries(
    db,
    rows.map((row) => row.schedule_id),
  );
  const names = await userNames(
    db,
    rows.flatMap((row) => [row.created_by, row.agent_user_id]),
  );
  const companies = await companiesByIds(
    db,
    rows.flatMap((row) => (row.expedition_company_id ? [row.expedition_company_id] : [])),
  );
  const nameOf = (id: number | null) => {
    const user = id === null ? undefined : names.get(id);
    return user ? { id: user.id, username: user.username, nama_lengkap: user.nama_lengkap } : null;
  };
  return rows.map((row) => {
    const company = row.expedition_company_id ? companies.get(row.expedition_company_id) : undefined;
    return {
      ...bookingHead(row),
      jumlah_penumpang: people.get(row.id) ?? 0,
      jumlah_kendaraan: vehicles.get(row.id) ?? 0,
      pembayaran_menunggu: waiting.get(row.id) ?? 0,
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
    await bookingSearch(db, query.search),
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
  const { rows, meta } = await pageOf(db, bookings, and(...conditions), order, query);
  return { rows: await summarizeBookings(db, rows), meta };
}
