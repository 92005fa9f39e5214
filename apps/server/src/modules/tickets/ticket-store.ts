import { createHash } from "node:crypto";
import { TICKET_CODE_PATTERN, type TicketKind } from "@ferry/shared/gate";
import { and, eq, inArray, lt, notInArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  bookingPassengers,
  bookings,
  bookingVehicles,
  passengerTickets,
  vehicleTickets,
} from "../../db/schema/bookings";
import { schedules } from "../../db/schema/schedules";
import { PARTS } from "./ticket-parts";

/*
 * The only file of the gate modules that reads the sales tables (with `ticket-parts.ts`, the columns of
 * the person or vehicle each kind of ticket admits): ticket rows, with the few columns of
 * their booking (code, schedule) and of the person or vehicle they admit (name, plate) that a gate shows.
 * Everything else about bookings goes through the bookings module.
 */

export type TicketTable = typeof passengerTickets | typeof vehicleTickets;
export const TICKET_TABLES: Record<TicketKind, TicketTable> = {
  penumpang: passengerTickets,
  kendaraan: vehicleTickets,
};

/** A ticket as the gate and the back office show it. */
export type TicketView = {
  jenis: TicketKind;
  id: number;
  booking_id: number;
  booking_code: string;
  schedule_id: number;
  kode_tiket: string;
  qr_secret: string;
  /** SHA-256 of the QR secret: what an offline gate device matches a scanned code against. */
  qr_hash: Buffer;
  status_tiket: string;
  tanggal_berlaku: Date;
  tanggal_kadaluarsa: Date;
  catatan: string | null;
  used_at: Date | null;
  used_by: number | null;
  /** The passenger's name or the vehicle's plate. */
  nama: string;
  /** Dewasa / Anak / Bayi for a person; the owner for a vehicle. */
  keterangan: string | null;
  /** A vehicle's class (`IVA`) and whether it travels empty or loaded (`kosong`, `muat`); null for a person. */
  golongan: string | null;
  tipe_tiket: string | null;
  /** The passenger class or the vehicle's cargo type (`Ekonomi`, `Golongan IVA`). */
  kelas: string | null;
  /** A passenger whose identity number another passenger of the same sailing also carries. */
  identitas_ganda: boolean;
};

const common = (table: TicketTable) => ({
  id: table.id,
  booking_id: table.booking_id,
  booking_code: bookings.booking_code,
  schedule_id: bookings.schedule_id,
  kode_tiket: table.kode_tiket,
  qr_secret: table.qr_secret,
  qr_hash: table.qr_hash,
  status_tiket: table.status_tiket,
  tanggal_berlaku: table.tanggal_berlaku,
  tanggal_kadaluarsa: table.tanggal_kadaluarsa,
  catatan: table.catatan,
  used_at: table.used_at,
  used_by: table.used_by,
});

/** A list order both SQL and JavaScript agree on: byte order ("C" collation), ties by ticket code. */
export type TicketOrder = { by: "kode_tiket" | "status_tiket"; dir: "asc" | "desc" };

function orderOf(table: TicketTable, order: TicketOrder | undefined): SQL[] {
  if (!order) return [sql`${table.id}`];
  const dir = sql.raw(order.dir === "desc" ? "desc" : "asc");
  const column = order.by === "status_tiket" ? table.status_tiket : table.kode_tiket;
  return [sql`${column} collate "C" ${dir}`, sql`${table.kode_tiket} collate "C" ${dir}`];
}

/**
 * Tickets of one kind matching `where` (on the ticket or its booking), oldest first or in `order`;
 * `lock` locks them.
 */
export async function selectTickets(
  db: Database,
  jenis: TicketKind,
  where: (table: TicketTable) => SQL | undefined,
  options: { lock?: boolean; limit?: number; offset?: number; order?: TicketOrder } = {},
): Promise<TicketView[]> {
  const part = PARTS[jenis];
  const query = db
    .select({
      ...common(part.table),
      nama: part.nama,
      keterangan: part.keterangan,
      golongan: part.golongan,
      tipe_tiket: part.tipe_tiket,
      kelas: part.kelas,
      identitas_ganda: part.identitas_ganda,
    })
    .from(part.table as typeof passengerTickets)
    .innerJoin(bookings, eq(bookings.id, part.table.booking_id))
    .innerJoin(part.party as typeof bookingPassengers, part.joinOn)
    .where(where(part.table))
    .orderBy(...orderOf(part.table, options.order))
    .limit(options.limit ?? 10_000)
    .offset(options.offset ?? 0)
    .$dynamic();
  const rows = options.lock
    ? await query.for("update", { of: part.table as typeof passengerTickets })
    : await query;
  return rows.map((row) => ({ ...row, jenis }));
}

/**
 * The ticket whose QR secret (or else printed code) this is, in either table. The secret is found by its
 * SHA-256 (`qr_hash`), never compared as text, so timing reveals nothing about near guesses.
 */
export async function findTicketByData(
  db: Database,
  data: string,
  options: { lock?: boolean } = {},
): Promise<{ ticket: TicketView; metode: "qr" | "kode" } | null> {
  for (const jenis of ["penumpang", "kendaraan"] as const) {
    const [ticket] = await selectTickets(db, jenis, (table) => eq(table.qr_hash, digest(data)), options);
    if (ticket) return { ticket, metode: "qr" };
  }
  const code = TICKET_CODE_PATTERN.exec(data.toUpperCase());
  if (!code) return null;
  const jenis = code[2] === "P" ? "penumpang" : "kendaraan";
  const [ticket] = await selectTickets(db, jenis, (table) => eq(table.kode_tiket, code[0]), options);
  return ticket ? { ticket, metode: "kode" } : null;
}

/** One ticket by kind and id, optionally locked. */
export async function findTicket(
  db: Database,
  jenis: TicketKind,
  id: number,
  options: { lock?: boolean } = {},
): Promise<TicketView | null> {
  const [ticket] = await selectTickets(db, jenis, (table) => eq(table.id, id), options);
  return ticket ?? null;
}

/** Admits a ticket: only while it is still active and unexpired (the loser of a race changes nothing). */
export async function markUsed(
  tx: Database,
  ticket: TicketView,
  userId: number,
  now: Date,
): Promise<boolean> {
  const table = TICKET_TABLES[ticket.jenis];
  const rows = await tx
    .update(table)
    .set({ status_tiket: "digunakan", used_at: now, used_by: userId })
    .where(
      and(
        eq(table.id, ticket.id),
        eq(table.status_tiket, "aktif"),
        sql`${table.tanggal_berlaku} <= ${now}`,
        sql`${table.tanggal_kadaluarsa} > ${now}`,
      ),
    )
    .returning({ id: table.id });
  return rows.length === 1;
}

/**
 * Writes a ticket's status and what goes with it (notes, who used it, a new QR secret); with `fromStatus`
 * only while the ticket still has that status. Answers whether it was written.
 */
export async function updateTicket(
  tx: Database,
  jenis: TicketKind,
  id: number,
  changes: Partial<{
    status_tiket: string;
    catatan: string | null;
    used_at: Date | null;
    used_by: number | null;
    qr_secret: string;
  }>,
  fromStatus?: string,
): Promise<boolean> {
  const table = TICKET_TABLES[jenis];
  const rows = await tx
    .update(table)
    .set(changes)
    .where(and(eq(table.id, id), fromStatus ? eq(table.status_tiket, fromStatus) : undefined))
    .returning({ id: table.id });
  return rows.length === 1;
}

/**
 * Marks every active ticket past its expiry `kadaluarsa`; answers how many per kind. Tickets of a sailing
 * the operator cancelled never expire: they wait to be moved or refunded in full, with no deadline.
 */
export async function expireTickets(db: Database, now: Date): Promise<Record<TicketKind, number>> {
  const onCancelledSailing = db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(schedules, eq(schedules.id, bookings.schedule_id))
    .where(eq(schedules.status, "batal"));
  const expire = async (table: TicketTable) =>
    (
      await db
        .update(table)
        .set({ status_tiket: "kadaluarsa" })
        .where(
          and(
            eq(table.status_tiket, "aktif"),
            lt(table.tanggal_kadaluarsa, now),
            notInArray(table.booking_id, onCancelledSailing),
          ),
        )
        .returning({ id: table.id })
    ).length;
  return { penumpang: await expire(passengerTickets), kendaraan: await expire(vehicleTickets) };
}

/** Tickets on a booking's schedule (the booking's own condition for `where`). */
export const onSchedule = (scheduleId: number) => eq(bookings.schedule_id, scheduleId);
export const ofBooking = (bookingId: number) => eq(bookings.id, bookingId);
export const bookingCodeColumn = bookings.booking_code;
export const partyNameColumn = (jenis: TicketKind) =>
  jenis === "penumpang" ? bookingPassengers.nama_lengkap : bookingVehicles.nomor_kendaraan;

/** How many tickets of a kind match `where`. */
export async function countTickets(
  db: Database,
  jenis: TicketKind,
  where: (table: TicketTable) => SQL | undefined,
): Promise<number> {
  const part = PARTS[jenis];
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(part.table as typeof passengerTickets)
    .innerJoin(bookings, eq(bookings.id, part.table.booking_id))
    .innerJoin(part.party as typeof bookingPassengers, part.joinOn)
    .where(where(part.table));
  return row?.total ?? 0;
}

export type StatusCounts = Record<string, number>;

/** Tickets per schedule, kind and status, for the schedules given. */
export async function ticketCountsBySchedule(
  db: Database,
  scheduleIds: number[],
): Promise<Map<number, Record<TicketKind, StatusCounts>>> {
  const counts = new Map<number, Record<TicketKind, StatusCounts>>();
  if (scheduleIds.length === 0) return counts;
  for (const jenis of ["penumpang", "kendaraan"] as const) {
    const table = TICKET_TABLES[jenis];
    const rows = await db
      .select({
        schedule_id: bookings.schedule_id,
        status: table.status_tiket,
        total: sql<number>`count(*)::int`,
      })
      .from(table as typeof passengerTickets)
      .innerJoin(bookings, eq(bookings.id, table.booking_id))
      .where(inArray(bookings.schedule_id, scheduleIds))
      .groupBy(bookings.schedule_id, table.status_tiket);
    for (const row of rows) {
      const entry = counts.get(row.schedule_id) ?? { penumpang: {}, kendaraan: {} };
      entry[jenis][row.status] = row.total;
      counts.set(row.schedule_id, entry);
    }
  }
  return counts;
}

/** The SHA-256 of what was read, as the ticket tables keep it for their secrets (`qr_hash`). */
function digest(data: string): Buffer {
  return createHash("sha256").update(data, "utf8").digest();
}
