import { BOOKING_MESSAGES, type createBookingSchema } from "@ferry/shared/bookings";
import type { SalesSettings } from "@ferry/shared/sales-settings";
import { instantToLocal } from "@ferry/shared/zoned-time";
import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { builtOnce } from "../../db/prepared";
import { scheduleQuotas } from "../../db/schema/schedules";
import { cargoTypes } from "../../db/schema/voyage";
import { fieldError } from "../../lib/app-error";
import type { CargoTypeRow } from "../cargo-types/index";
import type { QuotaRow, ScheduleRow } from "../schedules/index";
import { findScheduleOrNull } from "../schedules/index";
import { findRoute, type RouteWithPorts } from "../sea-routes/index";

export type SaleInput = z.output<typeof createBookingSchema>;
type PersonInput = SaleInput["passengers"][number];
type RiderInput = SaleInput["vehicles"][number]["riders"][number];

export type Entry = QuotaRow & { cargo_type: CargoTypeRow };

export type PlannedPerson = {
  input: PersonInput | RiderInput;
  entry: Entry;
  is_child: boolean;
  is_infant: boolean;
  /** One of the vehicle class's free driver/helper places. */
  free_rider: boolean;
  /** Infants ride on a lap: no seat. */
  seat_taken: boolean;
};

export type PlannedVehicle = {
  input: SaleInput["vehicles"][number];
  entry: Entry;
  riders: PlannedPerson[];
};

export type SalePlan = {
  schedule: ScheduleRow;
  route: RouteWithPorts;
  /** The departure day in the origin port's zone (discount periods are such days). */
  departure_date: string;
  passengers: PlannedPerson[];
  vehicles: PlannedVehicle[];
  /** Seats to take per schedule entry (quota id -> count). */
  seats: Map<number, number>;
  /** The schedule's entries as read for the plan (a sale checks its space against them). */
  quotas: QuotaRow[];
};

const entriesOfSailing = builtOnce("entries_of_sailing", (tx) =>
  tx
    .select({ quota: scheduleQuotas, cargo_type: cargoTypes })
    .from(scheduleQuotas)
    .innerJoin(cargoTypes, eq(cargoTypes.id, scheduleQuotas.cargo_type_id))
    .where(eq(scheduleQuotas.schedule_id, sql.placeholder("scheduleId")))
    .orderBy(asc(scheduleQuotas.id)),
);

/** The statuses a sailing is sold in (the counter and the online offer alike). */
export const SELLABLE_STATUSES = ["terjadwal", "boarding"];

/** Refuses a schedule that cannot be sold any more: cancelled, departed or closed for sales. */
export function checkSellable(
  schedule: SalePlan["schedule"],
  settings: Pick<SalesSettings, "tutup_penjualan_menit">,
  now: Date,
) {
  if (schedule.status === "batal") throw fieldError("schedule_id", BOOKING_MESSAGES.scheduleCancelled);
  if (!SELLABLE_STATUSES.includes(schedule.status) || schedule.waktu_berangkat <= now) {
    throw fieldError("schedule_id", BOOKING_MESSAGES.scheduleDeparted);
  }
  const closesAt = schedule.waktu_berangkat.getTime() - settings.tutup_penjualan_menit * 60_000;
  if (now.getTime() >= closesAt) throw fieldError("schedule_id", BOOKING_MESSAGES.scheduleClosed);
}

function ageGroup(input: PersonInput | RiderInput, entry: Entry, settings: SalesSettings) {
  const group = entry.cargo_type.kelompok_umur;
  const is_infant =
    input.is_infant || group === "Bayi" || (input.usia !== null && input.usia < settings.usia_maksimal_bayi);
  const is_child =
    !is_infant &&
    (input.is_child || group === "Anak" || (input.usia !== null && input.usia < settings.usia_maksimal_anak));
  return { is_child, is_infant };
}

/** The cheapest adult passenger entry: where a rider sits when the sale names no class. */
function defaultSeat(entries: Entry[]): Entry | undefined {
  return entries
    .filter(
      (entry) =>
        entry.cargo_type.kategori === "penumpang" && !entry.cargo_type.kelompok_umur?.match(/Anak|Bayi/),
    )
    .sort((a, b) => a.harga - b.harga)[0];
}

/**
 * Resolves a sale against its schedule: every line's entry (by the entry's `ticket_price_id`), age group,
 * free rider places and the seats to take. Refuses (422, naming the field) what cannot be sold. A sale
 * reads the schedule under a key-share `lock` (see `issueSaleTickets`).
 */
export async function planSale(
  tx: Database,
  input: SaleInput,
  settings: SalesSettings,
  now: Date,
  lock: "key share" | false = false,
): Promise<SalePlan> {
  const schedule = await findScheduleOrNull(tx, input.schedule_id, lock);
  if (!schedule) throw fieldError("schedule_id", BOOKING_MESSAGES.scheduleNotFound);
  checkSellable(schedule, settings, now);
  const route = await findRoute(tx, schedule.route_id);
  if (!route) throw fieldError("schedule_id", BOOKING_MESSAGES.scheduleNotFound);
  // The entries with their cargo types, in one read.
  const rows = await entriesOfSailing(tx).execute({ scheduleId: schedule.id });
  const quotas = rows.map((row) => row.quota);
  const entries = rows.map((row) => ({ ...row.quota, cargo_type: row.cargo_type }));
  const byPrice = new Map(entries.map((entry) => [entry.ticket_price_id, entry]));

  const personEntry = (ticketPriceId: number | null, field: string): Entry => {
    const entry = ticketPriceId === null ? defaultSeat(entries) : byPrice.get(ticketPriceId);
    if (!entry) {
      throw fieldError(
        field,
        ticketPriceId === null ? BOOKING_MESSAGES.noSeatEntry : BOOKING_MESSAGES.unknownEntry,
      );
    }
    if (entry.cargo_type.kategori !== "penumpang")
      throw fieldError(field, BOOKING_MESSAGES.notPassengerEntry);
    return entry;
  };
  const person = (personInput: PersonInput | RiderInput, entry: Entry, freeLeft: number): PlannedPerson => {
    const { is_child, is_infant } = ageGroup(personInput, entry, settings);
    return {
      input: personInput,
      entry,
      is_child,
      is_infant,
      free_rider: !is_infant && freeLeft > 0,
      seat_taken: !is_infant,
    };
  };

  const passengers = input.passengers.map((passenger, index) =>
    person(passenger, personEntry(passenger.ticket_price_id, `passengers.${index}.ticket_price_id`), 0),
  );
  const vehicles = input.vehicles.map((vehicle, index): PlannedVehicle => {
    const entry = byPrice.get(vehicle.ticket_price_id);
    if (!entry || !["kendaraan", "barang"].includes(entry.cargo_type.kategori)) {
      throw fieldError(`vehicles.${index}.ticket_price_id`, BOOKING_MESSAGES.notVehicleEntry);
    }
    let freeLeft = entry.cargo_type.free_riders;
    const riders = vehicle.riders.map((rider, riderIndex) => {
      const planned = person(
        rider,
        personEntry(rider.ticket_price_id, `vehicles.${index}.riders.${riderIndex}.ticket_price_id`),
        freeLeft,
      );
      if (planned.free_rider) freeLeft--;
      return planned;
    });
    return { input: vehicle, entry, riders };
  });

  const seats = new Map<number, number>();
  const take = (entry: Entry) => seats.set(entry.id, (seats.get(entry.id) ?? 0) + 1);
  for (const planned of [...passengers, ...vehicles.flatMap((vehicle) => vehicle.riders)]) {
    if (planned.seat_taken) take(planned.entry);
  }
  for (const vehicle of vehicles) take(vehicle.entry);

  const departure_date = instantToLocal(schedule.waktu_berangkat, route.port_origin.zona_waktu).date;
  return { schedule, route, departure_date, passengers, vehicles, seats, quotas };
}

/** How many seats the plan takes in all (what a channel's sales limit counts). */
export function seatCount(plan: Pick<SalePlan, "seats">): number {
  return [...plan.seats.values()].reduce((sum, count) => sum + count, 0);
}
