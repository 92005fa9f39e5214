import { type ComponentLine, summarizeComponents } from "@ferry/shared/booking-components";
import { bookingStatusLabel, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from "@ferry/shared/bookings";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  bookingPassengers,
  bookingPayments,
  bookingStatusHistory,
  bookings,
  bookingVehicles,
  passengerTickets,
  vehicleTickets,
} from "../../db/schema/bookings";
import { bookingFareComponents } from "../../db/schema/fares";
import { AppError } from "../../lib/app-error";
import { cargoTypesByIds } from "../cargo-types/index";
import { findCompany } from "../expedition-companies/index";
import { quotasOfSchedule, scheduleSummaries, summaryOfSailing } from "../schedules/index";
import { type UserName, userNames } from "../users/index";
import type { BookingRow } from "./status";
import type { BookingLines, BookingTickets, WrittenBooking } from "./written";

const iso = (value: Date | null) => value?.toISOString() ?? null;

function person(user: { id: number; username: string; nama_lengkap: string } | undefined) {
  return user ? { id: user.id, username: user.username, nama_lengkap: user.nama_lengkap } : null;
}

/** The booking columns every answer carries, with labels and the amount still due. */
export function bookingHead(row: BookingRow) {
  return {
    id: row.id,
    booking_code: row.booking_code,
    status: row.status,
    status_label: bookingStatusLabel(row.status),
    channel: row.channel,
    space_status: row.space_status,
    on_credit: row.on_credit,
    seats_held: row.seats_held,
    pemesan_nama: row.pemesan_nama,
    pemesan_telepon: row.pemesan_telepon,
    pemesan_email: row.pemesan_email,
    kirim_etiket: row.kirim_etiket,
    keterangan: row.keterangan,
    subtotal_penumpang: row.subtotal_penumpang,
    subtotal_kendaraan: row.subtotal_kendaraan,
    biaya_komponen: row.biaya_komponen,
    total_potongan: row.total_potongan,
    total_harga: row.total_harga,
    total_dibayar: row.total_dibayar,
    sisa_tagihan: Math.max(0, row.total_harga - row.total_dibayar),
    expires_at: iso(row.expires_at),
    confirmed_at: iso(row.confirmed_at),
    cancelled_at: iso(row.cancelled_at),
    /** When the operator cancelled its sailing while it was confirmed (waiting to be moved or refunded). */
    terdampak_at: iso(row.terdampak_at),
    created_at: row.created_at.toISOString(),
  };
}

async function readLines(db: Database, booking: BookingRow): Promise<BookingLines> {
  const bookingId = booking.id;
  const people = await db
    .select()
    .from(bookingPassengers)
    .where(eq(bookingPassengers.booking_id, bookingId))
    .orderBy(asc(bookingPassengers.id));
  const vehicles = await db
    .select()
    .from(bookingVehicles)
    .where(eq(bookingVehicles.booking_id, bookingId))
    .orderBy(asc(bookingVehicles.id));
  const types = await cargoTypesByIds(db, [
    ...new Set([...people, ...vehicles].map((line) => line.cargo_type_id)),
  ]);
  const components = await db
    .select()
    .from(bookingFareComponents)
    .where(eq(bookingFareComponents.booking_id, bookingId))
    .orderBy(asc(bookingFareComponents.id));
  const quotas = await quotasOfSchedule(db, booking.schedule_id);
  return { people, vehicles, types, components, quotas };
}

function linesView({ people, vehicles, types, components, quotas }: BookingLines) {
  const line = (row: typeof bookingFareComponents.$inferSelect): ComponentLine => ({
    component_id: row.component_id,
    nama: row.nama,
    pemilik: row.pemilik,
    aturan_refund: row.aturan_refund,
    jumlah: row.jumlah,
  });
  const komponenOf = (key: "passenger_id" | "vehicle_id", id: number) =>
    components.filter((row) => row[key] === id).map(line);
  const priceOf = new Map(quotas.map((quota) => [quota.id, quota.ticket_price_id]));
  const cargo = (id: number) => {
    const type = types.get(id);
    return type
      ? {
          id: type.id,
          nama: type.nama,
          kategori: type.kategori,
          golongan: type.golongan,
          kelas: type.kelas,
          kelompok_umur: type.kelompok_umur,
        }
      : null;
  };
  return {
    komponen: summarizeComponents(components.map(line)),
    passengers: people.map((row) => ({
      id: row.id,
      vehicle_id: row.vehicle_id,
      ticket_price_id: priceOf.get(row.schedule_quota_id) ?? null,
      cargo_type: cargo(row.cargo_type_id),
      nama_lengkap: row.nama_lengkap,
      is_child: row.is_child,
      is_infant: row.is_infant,
      jenis_identitas: row.jenis_identitas,
      nomor_identitas: row.nomor_identitas,
      jenis_kelamin: row.jenis_kelamin,
      usia: row.usia,
      tanggal_lahir: row.tanggal_lahir,
      free_rider: row.free_rider,
      seat_taken: row.seat_taken,
      harga: row.harga,
      potongan: row.potongan,
      komponen: komponenOf("passenger_id", row.id),
    })),
    vehicles: vehicles.map((row) => ({
      id: row.id,
      ticket_price_id: priceOf.get(row.schedule_quota_id) ?? null,
      cargo_type: cargo(row.cargo_type_id),
      nomor_kendaraan: row.nomor_kendaraan,
      nama_pemilik: row.nama_pemilik,
      tipe_tiket: row.tipe_tiket,
      muatan_keterangan: row.muatan_keterangan,
      berat_kg: row.berat_kg,
      free_riders: row.free_riders,
      harga: row.harga,
      potongan: row.potongan,
      komponen: komponenOf("vehicle_id", row.id),
    })),
  };
}

async function readTickets(db: Database, bookingId: number): Promise<BookingTickets> {
  const people = await db.select().from(passengerTickets).where(eq(passengerTickets.booking_id, bookingId));
  const vehicles = await db.select().from(vehicleTickets).where(eq(vehicleTickets.booking_id, bookingId));
  return { people, vehicles };
}

function ticketsView({ people, vehicles }: BookingTickets) {
  const ticketView = (row: typeof passengerTickets.$inferSelect | typeof vehicleTickets.$inferSelect) => ({
    id: row.id,
    kode_tiket: row.kode_tiket,
    status_tiket: row.status_tiket,
    tanggal_berlaku: row.tanggal_berlaku.toISOString(),
    tanggal_kadaluarsa: row.tanggal_kadaluarsa.toISOString(),
  });
  return {
    passenger_tickets: people.map((row) => ({
      ...ticketView(row),
      booking_passenger_id: row.booking_passenger_id,
    })),
    vehicle_tickets: vehicles.map((row) => ({
      ...ticketView(row),
      booking_vehicle_id: row.booking_vehicle_id,
    })),
  };
}

export async function loadBooking(db: Database, id: number): Promise<BookingRow> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new AppError("NOT_FOUND", "Booking tidak ditemukan");
  return row;
}

/** What a booking's tickets print: head, schedule, people and vehicles with their prices, and tickets. */
export async function presentTicketedBooking(db: Database, id: number) {
  const row = await loadBooking(db, id);
  return ticketedBooking(db, row);
}

async function ticketedBooking(db: Database, row: BookingRow, written?: WrittenBooking) {
  const schedule = written
    ? await summaryOfSailing(db, written.sailing.row, written.sailing.route)
    : (await scheduleSummaries(db, [row.schedule_id])).get(row.schedule_id);
  return {
    ...bookingHead(row),
    schedule: schedule ?? null,
    ...linesView(written?.lines ?? (await readLines(db, row))),
    tickets: ticketsView(written?.tickets ?? (await readTickets(db, row.id))),
  };
}

export type TicketedBooking = Awaited<ReturnType<typeof presentTicketedBooking>>;

async function readPayments(db: Database, id: number) {
  return db
    .select()
    .from(bookingPayments)
    .where(eq(bookingPayments.booking_id, id))
    .orderBy(asc(bookingPayments.id));
}

async function readHistory(db: Database, id: number) {
  return db
    .select()
    .from(bookingStatusHistory)
    .where(eq(bookingStatusHistory.booking_id, id))
    .orderBy(asc(bookingStatusHistory.id));
}

/** The accounts of `ids`: those `known` holds, or all read when it misses one. */
async function namesOf(db: Database, ids: (number | null)[], known?: Map<number, UserName>) {
  const wanted = ids.filter((id): id is number => id !== null);
  return known && wanted.every((id) => known.has(id)) ? known : userNames(db, wanted);
}

/**
 * A whole booking: the ticketed booking with who sold it, the expedition company, payments and history;
 * from the rows a sale `written` when given (the same answer, without reading them again).
 */
export async function presentBooking(db: Database, id: number, written?: WrittenBooking) {
  const row = written?.row ?? (await loadBooking(db, id));
  const payments = written?.payments ?? (await readPayments(db, id));
  const history = written?.history ?? (await readHistory(db, id));
  const names = await namesOf(
    db,
    [
      row.created_by,
      row.agent_user_id,
      ...payments.flatMap((payment) => [payment.recorded_by, payment.verified_by]),
    ],
    written?.names,
  );
  const company = row.expedition_company_id ? await findCompany(db, row.expedition_company_id) : null;
  return {
    ...(await ticketedBooking(db, row, written)),
    created_by: person(row.created_by === null ? undefined : names.get(row.created_by)),
    agent: person(row.agent_user_id === null ? undefined : names.get(row.agent_user_id)),
    expedition_company: company ? { id: company.id, nama: company.nama } : null,
    payments: payments.map((payment) => ({
      id: payment.id,
      method: payment.method,
      method_label: PAYMENT_METHOD_LABELS[payment.method] ?? payment.method,
      amount: payment.amount,
      reference: payment.reference,
      bukti_url: payment.bukti_url,
      status: payment.status,
      status_label: PAYMENT_STATUS_LABELS[payment.status] ?? payment.status,
      catatan: payment.catatan,
      recorded_by_name: payment.recorded_by ? (names.get(payment.recorded_by)?.nama_lengkap ?? null) : null,
      verified_by_name: payment.verified_by ? (names.get(payment.verified_by)?.nama_lengkap ?? null) : null,
      verified_at: iso(payment.verified_at),
      created_at: payment.created_at.toISOString(),
    })),
    history: history.map((entry) => ({
      from_status: entry.from_status,
      to_status: entry.to_status,
      username: entry.username,
      catatan: entry.catatan,
      created_at: entry.created_at.toISOString(),
    })),
  };
}

export type PresentedBooking = Awaited<ReturnType<typeof presentBooking>>;
