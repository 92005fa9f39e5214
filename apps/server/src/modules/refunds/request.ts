import { BOOKING_MESSAGES } from "@ferry/shared/bookings";
import { REFUND_MESSAGES, type RefundKind } from "@ferry/shared/refunds";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { refundItems, refunds } from "../../db/schema/operations";
import { AppError, fieldError } from "../../lib/app-error";
import type { BookingRow, BookingTicket } from "../bookings/index";
import { ticketsOfBooking } from "../bookings/index";
import { findSchedule } from "../schedules/index";
import { refundSettings } from "../settings/index";
import { refundMoment, ticketComponents } from "./components";
import { checkRefundable, type RefundQuote, refundAmounts, refundTerms } from "./policy";

export type TicketRef = { jenis: RefundKind; ticket_id: number };
export type ResolvedRefund = RefundQuote & { tickets: BookingTicket[]; batas_refund_jam: number };

/** "jenis:id" of the booking's tickets in a waiting or approved refund (but `except`). */
async function ticketsInRefunds(tx: Database, bookingId: number, except?: number): Promise<Set<string>> {
  const rows = await tx
    .select({ jenis: refundItems.jenis, ticket_id: refundItems.ticket_id })
    .from(refundItems)
    .innerJoin(refunds, eq(refunds.id, refundItems.refund_id))
    .where(
      and(
        eq(refunds.booking_id, bookingId),
        inArray(refunds.status, ["menunggu", "disetujui"]),
        except === undefined ? undefined : ne(refunds.id, except),
      ),
    );
  return new Set(rows.map((row) => `${row.jenis}:${row.ticket_id}`));
}

/**
 * Whether a refund of some of the booking's tickets waits for a decision. A reschedule moves every live
 * ticket, so it waits for that decision: a refund approved after a move would pay back the old sailing's
 * prices for tickets of the new one.
 */
export async function hasWaitingRefund(tx: Database, bookingId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.booking_id, bookingId), eq(refunds.status, "menunggu")))
    .limit(1);
  return row !== undefined;
}

/**
 * A refund of the named tickets of a confirmed booking, checked against the policy now (the force-majeure
 * terms for a sailing the operator cancelled): the tickets with what each returns, the component lines
 * under their rules (decision 044), the fee on the transport fare and the amount returned. Used by the quote, the request and the approval
 * (`except`: the refund being approved).
 */
export async function resolveRefund(
  tx: Database,
  booking: BookingRow,
  refs: TicketRef[],
  now: Date,
  except?: number,
): Promise<ResolvedRefund> {
  if (booking.status !== "confirmed") throw new AppError("CONFLICT", REFUND_MESSAGES.notConfirmed);
  const keys = refs.map((ref) => `${ref.jenis}:${ref.ticket_id}`);
  if (new Set(keys).size !== keys.length) throw fieldError("tickets", REFUND_MESSAGES.duplicateTicket);
  const all = await ticketsOfBooking(tx, booking.id);
  const tickets = refs.map((ref) => {
    const ticket = all.find((row) => row.jenis === ref.jenis && row.id === ref.ticket_id);
    if (!ticket) throw fieldError("tickets", REFUND_MESSAGES.ticketNotFound);
    return ticket;
  });
  const schedule = await findSchedule(tx, booking.schedule_id);
  const settings = refundTerms(await refundSettings(tx), schedule.status);
  const taken = await ticketsInRefunds(tx, booking.id, except);
  const moment = await refundMoment(tx, schedule);
  const departure = moment.forceMajeure ? null : schedule.waktu_berangkat;
  checkRefundable(tickets, settings, departure, now, taken);
  const komponen = await ticketComponents(tx, booking.id, tickets, moment);
  return {
    ...refundAmounts(tickets, komponen, settings.potongan_refund_persen),
    batas_refund_jam: settings.batas_refund_jam,
  };
}

export function bookingNotFound(): AppError {
  return new AppError("NOT_FOUND", BOOKING_MESSAGES.notFound);
}
