import { TICKET_CODE_PATTERN, type TicketKind } from "@ferry/shared/gate";
import { and, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { bookings } from "../../db/schema/bookings";
import { pageMeta, searchCondition } from "../../lib/list-sql";
import { KINDS, type PresentedTicket, presentTicket } from "./present";
import {
  bookingCodeColumn,
  countTickets,
  ofBooking,
  onSchedule,
  partyNameColumn,
  selectTickets,
  type TicketOrder,
  type TicketTable,
} from "./ticket-store";

export type TicketSearch = {
  page: number;
  per_page: number;
  search?: string;
  sort_by?: string;
  sort_dir: "asc" | "desc";
  schedule_id?: number;
  booking_id?: number;
  status?: string;
  jenis?: TicketKind;
};

/**
 * A typed ticket code (`AB23CD45-P01`, any case) is one ticket, found by its unique index; any other
 * search is a part of the ticket code, the booking code, the passenger's name or the plate.
 */
function searchOf(search: string | undefined, jenis: TicketKind, table: TicketTable): SQL | undefined {
  const code = search?.trim().toUpperCase();
  if (code && TICKET_CODE_PATTERN.test(code)) return eq(table.kode_tiket, code);
  return searchCondition(search, [table.kode_tiket, bookingCodeColumn, partyNameColumn(jenis)]);
}

function condition(query: TicketSearch, jenis: TicketKind) {
  return (table: TicketTable): SQL | undefined =>
    and(
      query.schedule_id ? onSchedule(query.schedule_id) : undefined,
      query.booking_id ? ofBooking(query.booking_id) : undefined,
      query.status ? eq(table.status_tiket, query.status) : undefined,
      searchOf(query.search, jenis, table),
    );
}

/** Byte order, as `collate "C"` sorts in SQL. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Tickets by code, booking code, passenger name or plate, filtered by schedule, booking, status and kind;
 * passenger and vehicle tickets in one list: each kind is read in the list's order up to the page asked,
 * then both are merged in the same order and the page cut out.
 */
export async function searchTickets(db: Database, query: TicketSearch) {
  const kinds = query.jenis ? [query.jenis] : KINDS;
  const upTo = query.page * query.per_page;
  const order: TicketOrder = {
    by: query.sort_by === "status_tiket" ? "status_tiket" : "kode_tiket",
    dir: query.sort_dir,
  };
  let total = 0;
  const found: PresentedTicket[] = [];
  for (const jenis of kinds) {
    total += await countTickets(db, jenis, condition(query, jenis));
    const rows = await selectTickets(db, jenis, condition(query, jenis), { limit: upTo, order });
    found.push(...rows.map(presentTicket));
  }
  const direction = order.dir === "desc" ? -1 : 1;
  found.sort(
    (a, b) => direction * (compare(a[order.by], b[order.by]) || compare(a.kode_tiket, b.kode_tiket)),
  );
  const rows = found.slice(upTo - query.per_page, upTo);
  return { rows, meta: pageMeta(query, total) };
}

/** The booking whose tickets are read (the bookings module passes its row). */
type TicketsBooking = Pick<typeof bookings.$inferSelect, "id" | "booking_code" | "status">;

/** A booking's tickets, as the print page and the booking check read them. */
export async function bookingTicketsOf(db: Database, booking: TicketsBooking) {
  const [people, vehicles] = await Promise.all(
    KINDS.map((jenis) => selectTickets(db, jenis, () => ofBooking(booking.id))),
  );
  const passenger_tickets = (people ?? []).map(presentTicket);
  const vehicle_tickets = (vehicles ?? []).map(presentTicket);
  return {
    booking_id: booking.id,
    booking_code: booking.booking_code,
    status: booking.status,
    passenger_tickets,
    vehicle_tickets,
    print_available: booking.status === "confirmed" && passenger_tickets.length + vehicle_tickets.length > 0,
  };
}

/** The cancelled tickets of a schedule (what the Scan Batal gate expects to see). */
export async function cancelledTickets(db: Database, scheduleId: number) {
  const lists = await Promise.all(
    KINDS.map((jenis) =>
      selectTickets(db, jenis, (table) => and(onSchedule(scheduleId), eq(table.status_tiket, "dibatalkan"))),
    ),
  );
  return lists.flat().map(presentTicket);
}
