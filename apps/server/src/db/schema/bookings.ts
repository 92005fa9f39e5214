import type { BookingChannel, BookingStatus, PaymentStatus, SpaceStatus } from "@ferry/shared/bookings";
import type { ExpeditionLedgerKind } from "@ferry/shared/expedition-companies";
import type { RecordStatus } from "@ferry/shared/list-query";
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { bytea } from "./bytea";
import { cashierShifts } from "./cashier-shifts";
import { created, stamp } from "./columns";
import { discounts } from "./sales";
import { scheduleQuotas, schedules } from "./schedules";
import { users } from "./users";
import { cargoTypes } from "./voyage";

/** Companies that ship goods and vehicles through expedition sales, with their credit limit. */
export const expeditionCompanies = pgTable("expedition_companies", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  nama: text().notNull(),
  npwp: text(),
  alamat: text(),
  telepon: text(),
  email: text(),
  /** Credit limit: expedition bookings may be approved on credit while `piutang` stays within it. */
  plafon: integer().notNull().default(0),
  /** Credit in use (approved on credit, not settled yet). */
  piutang: integer().notNull().default(0),
  status: text().$type<RecordStatus>().notNull().default("Aktif"),
  created_at: created(),
});

/**
 * A sale on one schedule. `channel`: loket (counter), ekspedisi, agen, online. `seats_held` says whether
 * its seats are taken from the schedule's quota (an expedition request takes them at space approval).
 */
export const bookings = pgTable(
  "bookings",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    booking_code: text().notNull(),
    schedule_id: integer()
      .notNull()
      .references(() => schedules.id),
    channel: text().$type<BookingChannel>().notNull(),
    status: text().$type<BookingStatus>().notNull(),
    seats_held: boolean().notNull().default(false),
    /** Expedition space approval: menunggu, disetujui, ditolak (null for other channels). */
    space_status: text().$type<SpaceStatus>(),
    /** Expedition booking approved on the company's credit (settled later). */
    on_credit: boolean().notNull().default(false),
    pemesan_nama: text().notNull(),
    pemesan_telepon: text(),
    pemesan_email: text(),
    /** 'Kirim e-tiket': the buyer wants the e-tickets sent to the addresses above (decision 024). */
    kirim_etiket: boolean().notNull().default(true),
    keterangan: text(),
    expedition_company_id: integer().references(() => expeditionCompanies.id),
    agent_user_id: integer().references(() => users.id),
    customer_user_id: integer().references(() => users.id),
    created_by: integer().references(() => users.id),
    idempotency_key: text(),
    subtotal_penumpang: integer().notNull().default(0),
    subtotal_kendaraan: integer().notNull().default(0),
    biaya_komponen: integer().notNull().default(0),
    total_potongan: integer().notNull().default(0),
    total_harga: integer().notNull().default(0),
    total_dibayar: integer().notNull().default(0),
    expires_at: stamp(),
    confirmed_at: stamp(),
    cancelled_at: stamp(),
    /**
     * Set when the operator cancelled the booking's sailing while it was confirmed: it keeps
     * its money and passengers, its tickets cannot board, and it waits to be moved or refunded.
     */
    terdampak_at: stamp(),
    created_at: created(),
    updated_at: created(),
  },
  (table) => [
    uniqueIndex("bookings_booking_code_unique").on(table.booking_code),
    uniqueIndex("bookings_idempotency_unique").on(table.created_by, table.idempotency_key),
    index().on(table.schedule_id, table.status),
    index().on(table.status, table.expires_at),
    index().on(table.agent_user_id, table.created_at),
    index().on(table.expedition_company_id),
    index().on(table.customer_user_id),
    index().on(table.created_at),
    // The staff search by any part of the code or the buyer's name (ILIKE '%…%', pg_trgm).
    index("bookings_code_trgm_idx").using("gin", table.booking_code.op("gin_trgm_ops")),
    index("bookings_pemesan_trgm_idx").using("gin", table.pemesan_nama.op("gin_trgm_ops")),
    check("bookings_money_not_negative", sql`${table.total_harga} >= 0 AND ${table.total_dibayar} >= 0`),
  ],
);

/** A vehicle (or goods lot) of a booking; its riders are passengers with `vehicle_id` set. */
export const bookingVehicles = pgTable(
  "booking_vehicles",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    booking_id: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    schedule_quota_id: integer()
      .notNull()
      .references(() => scheduleQuotas.id),
    cargo_type_id: integer()
      .notNull()
      .references(() => cargoTypes.id),
    nomor_kendaraan: text().notNull(),
    nama_pemilik: text().notNull(),
    tipe_tiket: text().notNull(),
    muatan_keterangan: text(),
    berat_kg: integer(),
    free_riders: integer().notNull().default(0),
    harga: integer().notNull(),
    potongan: integer().notNull().default(0),
    discount_id: integer().references(() => discounts.id),
    created_at: created(),
  },
  (table) => [
    index().on(table.booking_id),
    index().on(table.schedule_quota_id),
    // The counter's repeat-customer look-up by plate (spaces ignored; plates are stored upper case).
    index("booking_vehicles_plate_idx").on(sql`replace(${table.nomor_kendaraan}, ' ', '')`),
  ],
);

/**
 * A person on board: a passenger of the booking, or a rider of one of its vehicles (`vehicle_id`).
 * `seat_taken` is false for infants (no seat); `free_rider` for the vehicle class's free places.
 */
export const bookingPassengers = pgTable(
  "booking_passengers",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    booking_id: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    vehicle_id: integer().references(() => bookingVehicles.id, { onDelete: "cascade" }),
    schedule_quota_id: integer()
      .notNull()
      .references(() => scheduleQuotas.id),
    cargo_type_id: integer()
      .notNull()
      .references(() => cargoTypes.id),
    nama_lengkap: text().notNull(),
    is_child: boolean().notNull().default(false),
    is_infant: boolean().notNull().default(false),
    jenis_identitas: text(),
    nomor_identitas: text(),
    jenis_kelamin: text(),
    // Nationality, counted on the sailing permit manifest (decision 034).
    kewarganegaraan: text().notNull().default("Indonesia"),
    usia: integer(),
    tanggal_lahir: date({ mode: "string" }),
    seat_taken: boolean().notNull().default(true),
    free_rider: boolean().notNull().default(false),
    harga: integer().notNull(),
    potongan: integer().notNull().default(0),
    discount_id: integer().references(() => discounts.id),
    created_at: created(),
  },
  (table) => [
    index().on(table.booking_id),
    index().on(table.vehicle_id),
    index().on(table.schedule_quota_id),
    // The counter's repeat-customer look-up by identity number (NIK).
    index().on(table.nomor_identitas),
    // The staff search by any part of a passenger's name (ILIKE '%…%', pg_trgm).
    index("booking_passengers_nama_trgm_idx").using("gin", table.nama_lengkap.op("gin_trgm_ops")),
  ],
);

/** Money received or claimed for a booking: cash, transfer (with proof, verified), QRIS, agent balance, credit. */
export const bookingPayments = pgTable(
  "booking_payments",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    booking_id: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    method: text().notNull(),
    amount: integer().notNull(),
    reference: text(),
    bukti_url: text(),
    /** menunggu (waiting for approval), diterima, ditolak, dikembalikan. */
    status: text().$type<PaymentStatus>().notNull(),
    catatan: text(),
    recorded_by: integer().references(() => users.id),
    verified_by: integer().references(() => users.id),
    verified_at: stamp(),
    /** The cashier's shift the money was taken in (counter payments; decision 026). */
    shift_id: integer().references(() => cashierShifts.id),
    created_at: created(),
  },
  (table) => [
    index().on(table.booking_id),
    index().on(table.status, table.created_at),
    index().on(table.shift_id),
    // The finance report's accepted payments of a period, by the day they count on (decision 045).
    index("booking_payments_accepted_at_idx")
      .on(sql`COALESCE(${table.verified_at}, ${table.created_at})`)
      .where(sql`${table.status} = 'diterima'`),
    check("booking_payments_amount_positive", sql`${table.amount} > 0`),
  ],
);

/** Every status change of a booking, with who and when. */
export const bookingStatusHistory = pgTable(
  "booking_status_history",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    booking_id: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    from_status: text(),
    to_status: text().notNull(),
    user_id: integer().references(() => users.id, { onDelete: "set null" }),
    username: text(),
    catatan: text(),
    created_at: created(),
  },
  (table) => [index().on(table.booking_id)],
);

const ticketColumns = () => ({
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  booking_id: integer()
    .notNull()
    .references(() => bookings.id, { onDelete: "cascade" }),
  kode_tiket: text().notNull().unique(),
  /** Random, at least 128 bits, the content of the QR code. */
  qr_secret: text().notNull().unique(),
  /**
   * SHA-256 of the secret (base64url, so its bytes are its characters), what the gate looks a scan up by:
   * the index compares digests of what was read, so how long a look-up takes tells nothing about how
   * close a guess came to a real secret.
   */
  qr_hash: bytea().notNull().generatedAlwaysAs(sql`sha256(qr_secret::bytea)`).unique(),
  status_tiket: text().notNull().default("aktif"),
  tanggal_berlaku: stamp().notNull(),
  tanggal_kadaluarsa: stamp().notNull(),
  catatan: text(),
  used_at: stamp(),
  used_by: integer().references(() => users.id),
  created_at: created(),
});

export const passengerTickets = pgTable(
  "passenger_tickets",
  {
    ...ticketColumns(),
    booking_passenger_id: integer()
      .notNull()
      .unique()
      .references(() => bookingPassengers.id, { onDelete: "cascade" }),
  },
  (table) => [index().on(table.booking_id), index().on(table.status_tiket, table.tanggal_kadaluarsa)],
);

export const vehicleTickets = pgTable(
  "vehicle_tickets",
  {
    ...ticketColumns(),
    booking_vehicle_id: integer()
      .notNull()
      .unique()
      .references(() => bookingVehicles.id, { onDelete: "cascade" }),
  },
  (table) => [index().on(table.booking_id), index().on(table.status_tiket, table.tanggal_kadaluarsa)],
);

/** Expedition credit movements: `kredit` when a booking is approved on credit, `pelunasan` when settled. */
export const expeditionLedger = pgTable(
  "expedition_ledger",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer()
      .notNull()
      .references(() => expeditionCompanies.id),
    jenis: text().$type<ExpeditionLedgerKind>().notNull(),
    amount: integer().notNull(),
    piutang_setelah: integer().notNull(),
    booking_id: integer().references(() => bookings.id),
    keterangan: text(),
    created_by: integer().references(() => users.id),
    created_at: created(),
  },
  (table) => [index().on(table.company_id, table.created_at)],
);
