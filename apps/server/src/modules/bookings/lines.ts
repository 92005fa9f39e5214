import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowInserter } from "../../db/row-inserts";
import { bookingPassengers, bookingVehicles } from "../../db/schema/bookings";
import { bookingFareComponents } from "../../db/schema/fares";
import { linesInOrder, type PricedPerson, type PricedSale } from "./pricing";
import type { BookingLines } from "./written";

const insertVehicles = rowInserter("vehicle_insert", bookingVehicles);
const insertPeople = rowInserter("passenger_insert", bookingPassengers);
const insertComponentRows = rowInserter("fare_component_insert", bookingFareComponents);

function personValues(bookingId: number, person: PricedPerson, vehicleId: number | null) {
  const { input } = person;
  return {
    booking_id: bookingId,
    vehicle_id: vehicleId,
    schedule_quota_id: person.entry.id,
    cargo_type_id: person.entry.cargo_type_id,
    nama_lengkap: input.nama_lengkap,
    is_child: person.is_child,
    is_infant: person.is_infant,
    jenis_identitas: input.jenis_identitas,
    nomor_identitas: input.nomor_identitas,
    jenis_kelamin: input.jenis_kelamin,
    usia: input.usia,
    tanggal_lahir: input.tanggal_lahir,
    seat_taken: person.seat_taken,
    free_rider: person.free_rider,
    harga: person.harga,
    potongan: person.potongan,
    discount_id: person.discount_id,
  };
}

/**
 * Writes the vehicles, their riders and the passengers of a priced sale, then what each line paid per
 * fare component (one insert, in `linesInOrder`, so the booking's component rows read back in that order).
 * Answers the rows written, in id order (people: passengers, then riders).
 */
export async function insertLines(
  tx: Database,
  bookingId: number,
  sale: PricedSale,
): Promise<Omit<BookingLines, "types" | "quotas">> {
  const people = sale.passengers.map((person) => personValues(bookingId, person, null));
  const vehicles: BookingLines["vehicles"] = [];
  for (const vehicle of sale.vehicles) {
    const [row] = await insertVehicles(tx, [
      {
        booking_id: bookingId,
        schedule_quota_id: vehicle.entry.id,
        cargo_type_id: vehicle.entry.cargo_type_id,
        nomor_kendaraan: vehicle.input.nomor_kendaraan,
        nama_pemilik: vehicle.input.nama_pemilik,
        tipe_tiket: vehicle.input.tipe_tiket,
        muatan_keterangan: vehicle.input.muatan_keterangan,
        berat_kg: vehicle.input.berat_kg,
        free_riders: vehicle.entry.cargo_type.free_riders,
        harga: vehicle.harga,
        potongan: vehicle.potongan,
        discount_id: vehicle.discount_id,
      },
    ]);
    if (!row) continue;
    vehicles.push(row);
    people.push(...vehicle.riders.map((rider) => personValues(bookingId, rider, row.id)));
  }
  const rows = await insertPeople(tx, people);
  const ids = { people: rows.map((row) => row.id), vehicles: vehicles.map((row) => row.id) };
  const components = await insertComponents(tx, bookingId, sale, ids.people, ids.vehicles);
  return { people: rows, vehicles, components };
}

/** The component rows of a sale's lines, given the ids the lines got (people: passengers, then riders). */
async function insertComponents(
  tx: Database,
  bookingId: number,
  sale: PricedSale,
  personIds: number[],
  vehicleIds: number[],
) {
  const riderIds = personIds.slice(sale.passengers.length);
  const owners = [
    ...sale.passengers.map((_, index) => ({ passenger_id: personIds[index] ?? null, vehicle_id: null })),
    ...sale.vehicles.flatMap((vehicle, index) => [
      { passenger_id: null, vehicle_id: vehicleIds[index] ?? null },
      ...vehicle.riders.map(() => ({ passenger_id: riderIds.shift() ?? null, vehicle_id: null })),
    ]),
  ];
  const rows = linesInOrder(sale).flatMap((line, index) =>
    line.komponen.map((component) => ({ booking_id: bookingId, ...owners[index], ...component })),
  );
  return insertComponentRows(tx, rows);
}

export type BookingUsage = {
  /** Seats held per schedule entry (quota id -> count). */
  seats: Map<number, number>;
  seatCount: number;
  /** Discount uses per discount id. */
  discountUses: Map<number, number>;
};

/** What a booking takes: its seats (infants none) and its discount uses, from its stored lines. */
export async function usageOfBooking(tx: Database, bookingId: number): Promise<BookingUsage> {
  const people = await tx
    .select({
      quota: bookingPassengers.schedule_quota_id,
      seat: bookingPassengers.seat_taken,
      discount: bookingPassengers.discount_id,
    })
    .from(bookingPassengers)
    .where(eq(bookingPassengers.booking_id, bookingId));
  const vehicles = await tx
    .select({ quota: bookingVehicles.schedule_quota_id, discount: bookingVehicles.discount_id })
    .from(bookingVehicles)
    .where(eq(bookingVehicles.booking_id, bookingId));
  const seats = new Map<number, number>();
  const discountUses = new Map<number, number>();
  const count = (map: Map<number, number>, key: number) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const line of [...people.filter((person) => person.seat), ...vehicles]) count(seats, line.quota);
  for (const line of [...people, ...vehicles]) if (line.discount !== null) count(discountUses, line.discount);
  const seatCount = [...seats.values()].reduce((sum, value) => sum + value, 0);
  return { seats, seatCount, discountUses };
}
