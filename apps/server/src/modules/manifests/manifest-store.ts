import { and, asc, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  bookingPassengers,
  bookings,
  bookingVehicles,
  passengerTickets,
  vehicleTickets,
} from "../../db/schema/bookings";
import { cargoTypes } from "../../db/schema/voyage";
import { addInfantPassenger, correctPassengerRow, correctVehicleRow, lockBooking } from "../bookings/index";

/*
 * The only file of the manifest module that reads the sales tables: the people and vehicles of a
 * schedule's confirmed bookings with their live (not cancelled) tickets, and the few corrections staff
 * make on the manifest (names, identities, age groups, plates, a forgotten infant), which the bookings
 * module writes (it owns those tables).
 */

const onManifest = (scheduleId: number) =>
  and(eq(bookings.schedule_id, scheduleId), eq(bookings.status, "confirmed"));

export type ManifestPersonRow = Awaited<ReturnType<typeof manifestPeople>>[number];
export type ManifestVehicleRow = Awaited<ReturnType<typeof manifestVehicles>>[number];

/** Everyone booked on the schedule (passengers, riders, infants), with their ticket's state. */
export async function manifestPeople(db: Database, scheduleId: number) {
  return db
    .select({
      id: bookingPassengers.id,
      booking_id: bookings.id,
      booking_code: bookings.booking_code,
      vehicle_id: bookingPassengers.vehicle_id,
      nama_lengkap: bookingPassengers.nama_lengkap,
      jenis_identitas: bookingPassengers.jenis_identitas,
      nomor_identitas: bookingPassengers.nomor_identitas,
      jenis_kelamin: bookingPassengers.jenis_kelamin,
      kewarganegaraan: bookingPassengers.kewarganegaraan,
      usia: bookingPassengers.usia,
      is_child: bookingPassengers.is_child,
      is_infant: bookingPassengers.is_infant,
      kelas: cargoTypes.nama,
      kode_tiket: passengerTickets.kode_tiket,
      status_tiket: passengerTickets.status_tiket,
      used_at: passengerTickets.used_at,
    })
    .from(bookingPassengers)
    .innerJoin(bookings, eq(bookings.id, bookingPassengers.booking_id))
    .innerJoin(passengerTickets, eq(passengerTickets.booking_passenger_id, bookingPassengers.id))
    .innerJoin(cargoTypes, eq(cargoTypes.id, bookingPassengers.cargo_type_id))
    .where(and(onManifest(scheduleId), ne(passengerTickets.status_tiket, "dibatalkan")))
    .orderBy(asc(bookings.booking_code), asc(bookingPassengers.id));
}

/** Every vehicle booked on the schedule, with its ticket's state. */
export async function manifestVehicles(db: Database, scheduleId: number) {
  return db
    .select({
      id: bookingVehicles.id,
      booking_id: bookings.id,
      booking_code: bookings.booking_code,
      nomor_kendaraan: bookingVehicles.nomor_kendaraan,
      nama_pemilik: bookingVehicles.nama_pemilik,
      golongan: cargoTypes.golongan,
      kelas: cargoTypes.nama,
      tipe_tiket: bookingVehicles.tipe_tiket,
      muatan_keterangan: bookingVehicles.muatan_keterangan,
      berat_kg: bookingVehicles.berat_kg,
      kode_tiket: vehicleTickets.kode_tiket,
      status_tiket: vehicleTickets.status_tiket,
      used_at: vehicleTickets.used_at,
    })
    .from(bookingVehicles)
    .innerJoin(bookings, eq(bookings.id, bookingVehicles.booking_id))
    .innerJoin(vehicleTickets, eq(vehicleTickets.booking_vehicle_id, bookingVehicles.id))
    .innerJoin(cargoTypes, eq(cargoTypes.id, bookingVehicles.cargo_type_id))
    .where(and(onManifest(scheduleId), ne(vehicleTickets.status_tiket, "dibatalkan")))
    .orderBy(asc(bookings.booking_code), asc(bookingVehicles.id));
}

export type PersonFields = {
  nama_lengkap?: string;
  jenis_identitas?: string | null;
  nomor_identitas?: string | null;
  jenis_kelamin?: string | null;
  usia?: number | null;
  kewarganegaraan?: string;
  is_child?: boolean;
  is_infant?: boolean;
};
export type VehicleFields = { nomor_kendaraan?: string; nama_pemilik?: string };

/** The row's fields named by `columns`: what a `.returning(columns)` would have answered. */
function pickColumns<K extends string, R extends Record<K, unknown>>(columns: Record<K, unknown>, row: R) {
  return Object.fromEntries(Object.keys(columns).map((key) => [key, row[key as K]])) as Pick<R, K>;
}

const personColumns = {
  id: bookingPassengers.id,
  booking_id: bookingPassengers.booking_id,
  nama_lengkap: bookingPassengers.nama_lengkap,
  jenis_identitas: bookingPassengers.jenis_identitas,
  nomor_identitas: bookingPassengers.nomor_identitas,
  jenis_kelamin: bookingPassengers.jenis_kelamin,
  kewarganegaraan: bookingPassengers.kewarganegaraan,
  usia: bookingPassengers.usia,
  is_child: bookingPassengers.is_child,
  is_infant: bookingPassengers.is_infant,
};

/** A person of a confirmed booking on the schedule, locked; undefined when not on its manifest. */
async function personOnSchedule(tx: Database, scheduleId: number, id: number) {
  const [row] = await tx
    .select(personColumns)
    .from(bookingPassengers)
    .innerJoin(bookings, eq(bookings.id, bookingPassengers.booking_id))
    .where(and(eq(bookingPassengers.id, id), onManifest(scheduleId)))
    .for("update", { of: bookingPassengers });
  return row;
}

/** Corrects a person's row; answers it before and after (undefined when not on this manifest). */
export async function correctPerson(tx: Database, scheduleId: number, id: number, fields: PersonFields) {
  const before = await personOnSchedule(tx, scheduleId, id);
  if (!before) return undefined;
  const after = await correctPassengerRow(tx, id, fields);
  return { before, after: after ? pickColumns(personColumns, after) : before };
}

const vehicleColumns = {
  id: bookingVehicles.id,
  booking_id: bookingVehicles.booking_id,
  nomor_kendaraan: bookingVehicles.nomor_kendaraan,
  nama_pemilik: bookingVehicles.nama_pemilik,
};

/** Corrects a vehicle's plate or owner; answers it before and after (undefined when not on this manifest). */
export async function correctVehicle(tx: Database, scheduleId: number, id: number, fields: VehicleFields) {
  const [before] = await tx
    .select(vehicleColumns)
    .from(bookingVehicles)
    .innerJoin(bookings, eq(bookings.id, bookingVehicles.booking_id))
    .where(and(eq(bookingVehicles.id, id), onManifest(scheduleId)))
    .for("update", { of: bookingVehicles });
  if (!before) return undefined;
  const after = await correctVehicleRow(tx, id, fields);
  return { before, after: after ? pickColumns(vehicleColumns, after) : before };
}

/**
 * Adds a forgotten infant to a confirmed booking of the schedule (the bookings module writes it and its
 * ticket). Answers the new person, or undefined when the booking is not on this manifest or has no
 * passenger to sit with.
 */
export async function addInfant(
  tx: Database,
  scheduleId: number,
  bookingId: number,
  fields: PersonFields & { nama_lengkap: string; vehicle_id?: number | null },
) {
  const booking = await lockBooking(tx, bookingId);
  if (booking.schedule_id !== scheduleId || booking.status !== "confirmed") return undefined;
  const person = await addInfantPassenger(tx, booking, fields);
  return person && pickColumns(personColumns, person);
}
