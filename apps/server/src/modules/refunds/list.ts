import { REFUND_MESSAGES, type RefundKind, type RefundListQuery } from "@ferry/shared/refunds";
import { and, count, desc, eq, exists, inArray, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import { refundItems, refunds } from "../../db/schema/operations";
import { AppError } from "../../lib/app-error";
import { listOrder, pageMeta } from "../../lib/list-sql";
import { ticketsOfBooking } from "../bookings/index";
import { scheduleIdsDepartingOn, scheduleSummaries } from "../schedules/index";
import { userNames } from "../users/index";
import { componentsOfRefunds } from "./components";

type RefundRow = typeof refunds.$inferSelect;

/** Refunds with their booking, sailing, tickets and the people who asked and decided. */
async function present(db: Database, rows: RefundRow[]) {
  const ids = rows.map((row) => row.id);
  const items = ids.length
    ? await db.select().from(refundItems).where(inArray(refundItems.refund_id, ids))
    : [];
  const bookingIds = [...new Set(rows.map((row) => row.booking_id))];
  const heads = bookingIds.length
    ? await db
        .select({
          id: bookings.id,
          booking_code: bookings.booking_code,
          schedule_id: bookings.schedule_id,
          status: bookings.status,
          channel: bookings.channel,
          pemesan_nama: bookings.pemesan_nama,
        })
        .from(bookings)
        .where(inArray(bookings.id, bookingIds))
    : [];
  const tickets = new Map(
    await Promise.all(bookingIds.map(async (id) => [id, await ticketsOfBooking(db, id)] as const)),
  );
  const schedules = await scheduleSummaries(
    db,
    heads.map((head) => head.schedule_id),
  );
  const components = await componentsOfRefunds(db, ids);
  const names = await userNames(
    db,
    rows.flatMap((row) => [row.requested_by, row.decided_by]),
  );
  return rows.map((row) => {
    const booking = heads.find((head) => head.id === row.booking_id);
    const ofBooking = tickets.get(row.booking_id) ?? [];
    return {
      ...row,
      booking: booking ?? null,
      schedule: booking ? (schedules.get(booking.schedule_id) ?? null) : null,
      requested_by_username: row.requested_by ? (names.get(row.requested_by)?.username ?? null) : null,
      decided_by_username: row.decided_by ? (names.get(row.decided_by)?.username ?? null) : null,
      komponen: components.get(row.id) ?? [],
      items: items
        .filter((item) => item.refund_id === row.id)
        .map((item) => {
          const ticket = ofBooking.find((t) => t.jenis === item.jenis && t.id === item.ticket_id);
          return {
            jenis: item.jenis as RefundKind,
            ticket_id: item.ticket_id,
            amount: item.amount,
            kode_tiket: ticket?.kode_tiket ?? "",
            nama: ticket?.nama ?? "",
            status_tiket: ticket?.status_tiket ?? "",
          };
        }),
    };
  });
}

/** Refunds of the given kinds (a refund shows under a kind when it holds a ticket of it), newest first. */
export async function listRefunds(db: Database, query: RefundListQuery, kinds: RefundKind[]) {
  const bookingFilter: SQL[] = [];
  if (query.code) bookingFilter.push(eq(bookings.booking_code, query.code));
  if (query.schedule_id) bookingFilter.push(eq(bookings.schedule_id, query.schedule_id));
  if (query.date)
    bookingFilter.push(inArray(bookings.schedule_id, [0, ...(await scheduleIdsDepartingOn(db, query.date))]));
  const where = and(
    query.status ? eq(refunds.status, query.status) : undefined,
    exists(
      db
        .select({ id: refundItems.id })
        .from(refundItems)
        .where(and(eq(refundItems.refund_id, refunds.id), inArray(refundItems.jenis, kinds))),
    ),
    bookingFilter.length
      ? inArray(
          refunds.booking_id,
          db
            .select({ id: bookings.id })
            .from(bookings)
            .where(and(...bookingFilter)),
        )
      : undefined,
  );
  const [total] = await db.select({ total: count() }).from(refunds).where(where);
  const order = query.sort_by
    ? listOrder(
        query,
        { created_at: refunds.created_at, status: refunds.status, jumlah_refund: refunds.jumlah_refund },
        refunds.created_at,
      )
    : desc(refunds.created_at);
  const rows = await db
    .select()
    .from(refunds)
    .where(where)
    .orderBy(order, desc(refunds.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { rows: await present(db, rows), meta: pageMeta(query, total?.total ?? 0) };
}

/** One refund, or 404. */
export async function getRefund(db: Database, id: number) {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  if (!row) throw new AppError("NOT_FOUND", REFUND_MESSAGES.notFound);
  const [presented] = await present(db, [row]);
  if (!presented) throw new AppError("NOT_FOUND", REFUND_MESSAGES.notFound);
  return presented;
}

/** A booking found by its code, with every ticket, what it paid and whether a refund already holds it. */
export async function bookingForRefund(db: Database, code: string) {
  const [booking] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.booking_code, code.trim().toUpperCase()));
  if (!booking) throw new AppError("NOT_FOUND", "Booking tidak ditemukan");
  const tickets = await ticketsOfBooking(db, booking.id);
  const held = await db
    .select({ jenis: refundItems.jenis, ticket_id: refundItems.ticket_id, status: refunds.status })
    .from(refundItems)
    .innerJoin(refunds, eq(refunds.id, refundItems.refund_id))
    .where(and(eq(refunds.booking_id, booking.id), inArray(refunds.status, ["menunggu", "disetujui"])));
  const schedule = (await scheduleSummaries(db, [booking.schedule_id])).get(booking.schedule_id) ?? null;
  return {
    id: booking.id,
    booking_code: booking.booking_code,
    status: booking.status,
    channel: booking.channel,
    pemesan_nama: booking.pemesan_nama,
    schedule_id: booking.schedule_id,
    schedule,
    tickets: tickets.map((ticket) => ({
      jenis: ticket.jenis,
      ticket_id: ticket.id,
      kode_tiket: ticket.kode_tiket,
      nama: ticket.nama,
      amount: ticket.amount,
      status_tiket: ticket.status_tiket,
      refund_status:
        held.find((row) => row.jenis === ticket.jenis && row.ticket_id === ticket.id)?.status ?? null,
    })),
  };
}
