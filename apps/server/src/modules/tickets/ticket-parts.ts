import { type AnyColumn, eq, sql } from "drizzle-orm";
import {
  bookingPassengers,
  bookings,
  bookingVehicles,
  passengerTickets,
  vehicleTickets,
} from "../../db/schema/bookings";
import { cargoTypes } from "../../db/schema/voyage";

/*
 * The columns a gate shows of the person or vehicle a ticket admits, per kind, for `ticket-store.ts`: name
 * or plate, age group or owner, class, golongan, Kosong/Muat, and whether another passenger of the sailing
 * carries the same identity number.
 */

const ageGroup = sql<string>`case when ${bookingPassengers.is_infant} then 'Bayi' when ${bookingPassengers.is_child} then 'Anak' else 'Dewasa' end`;

const cargoTypeName = (cargoTypeId: AnyColumn) =>
  sql<string | null>`(select ${cargoTypes.nama} from ${cargoTypes} where ${cargoTypes.id} = ${cargoTypeId})`;

/** Another live passenger of the same sailing with the same identity number (touts, copied KTPs). */
const sharedIdentity = sql<boolean>`exists (select 1 from ${bookingPassengers} as other
  join ${bookings} as other_booking on other_booking.id = other.booking_id
  where other_booking.schedule_id = ${bookings.schedule_id} and other_booking.status <> 'cancel'
    and other.id <> ${bookingPassengers.id} and trim(other.nomor_identitas) <> ''
    and other.nomor_identitas = ${bookingPassengers.nomor_identitas})`;

export const PARTS = {
  penumpang: {
    table: passengerTickets,
    party: bookingPassengers,
    joinOn: eq(bookingPassengers.id, passengerTickets.booking_passenger_id),
    nama: sql<string>`${bookingPassengers.nama_lengkap}`,
    keterangan: ageGroup,
    golongan: sql<string | null>`null`,
    tipe_tiket: sql<string | null>`null`,
    kelas: cargoTypeName(bookingPassengers.cargo_type_id),
    identitas_ganda: sharedIdentity,
  },
  kendaraan: {
    table: vehicleTickets,
    party: bookingVehicles,
    joinOn: eq(bookingVehicles.id, vehicleTickets.booking_vehicle_id),
    nama: sql<string>`${bookingVehicles.nomor_kendaraan}`,
    keterangan: sql<string | null>`${bookingVehicles.nama_pemilik}`,
    golongan: sql<
      string | null
    >`(select ${cargoTypes.golongan} from ${cargoTypes} where ${cargoTypes.id} = ${bookingVehicles.cargo_type_id})`,
    tipe_tiket: sql<string | null>`${bookingVehicles.tipe_tiket}`,
    kelas: cargoTypeName(bookingVehicles.cargo_type_id),
    identitas_ganda: sql<boolean>`false`,
  },
} as const;
