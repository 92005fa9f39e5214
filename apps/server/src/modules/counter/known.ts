import type { KnownPerson, KnownVehicle } from "@ferry/shared/counter";
import { plateKey } from "@ferry/shared/counter";
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookingPassengers, bookingVehicles } from "../../db/schema/bookings";
import { cargoTypes } from "../../db/schema/voyage";

/**
 * The person last sold with this identity number (any booking, newest first), or null. Uses the index on
 * `booking_passengers.nomor_identitas`.
 */
export async function knownPerson(db: Database, nomorIdentitas: string): Promise<KnownPerson | null> {
  const [row] = await db
    .select({
      nama_lengkap: bookingPassengers.nama_lengkap,
      jenis_identitas: bookingPassengers.jenis_identitas,
      nomor_identitas: bookingPassengers.nomor_identitas,
      jenis_kelamin: bookingPassengers.jenis_kelamin,
    })
    .from(bookingPassengers)
    .where(eq(bookingPassengers.nomor_identitas, nomorIdentitas))
    .orderBy(desc(bookingPassengers.id))
    .limit(1);
  if (!row?.nomor_identitas) return null;
  return {
    nama_lengkap: row.nama_lengkap,
    jenis_identitas: row.jenis_identitas as KnownPerson["jenis_identitas"],
    nomor_identitas: row.nomor_identitas,
    jenis_kelamin: row.jenis_kelamin as KnownPerson["jenis_kelamin"],
  };
}

/**
 * The vehicle last sold with this plate (spaces and case ignored), with its class then, or null. Uses the
 * expression index `booking_vehicles_plate_idx`.
 */
export async function knownVehicle(db: Database, plate: string): Promise<KnownVehicle | null> {
  const [row] = await db
    .select({
      nomor_kendaraan: bookingVehicles.nomor_kendaraan,
      nama_pemilik: bookingVehicles.nama_pemilik,
      cargo_type_id: bookingVehicles.cargo_type_id,
      golongan: cargoTypes.golongan,
    })
    .from(bookingVehicles)
    .innerJoin(cargoTypes, eq(cargoTypes.id, bookingVehicles.cargo_type_id))
    .where(eq(sql`replace(${bookingVehicles.nomor_kendaraan}, ' ', '')`, plateKey(plate)))
    .orderBy(desc(bookingVehicles.id))
    .limit(1);
  return row ?? null;
}
