import { defaultFreeRiders } from "@ferry/shared/cargo-types";
import { formatRupiah } from "../../../../lib/format";
import type { SaleSchedule, SaleSeat } from "../api/booking-types";
import type { AgeGroup, SaleValues } from "./sale-values";

/** A schedule's entries that can be sold (they have a price). */
const sellable = (schedule: SaleSchedule | null) =>
  (schedule?.available_seats ?? []).filter((seat) => seat.ticket_price_id !== null && seat.cargo_type);

export const passengerEntries = (schedule: SaleSchedule | null) =>
  sellable(schedule).filter((seat) => seat.cargo_type?.kategori === "penumpang");

/** Vehicle classes; expedition sales may also ship goods lots. */
export const vehicleEntries = (schedule: SaleSchedule | null, withGoods = false) =>
  sellable(schedule).filter(
    (seat) =>
      seat.cargo_type?.kategori === "kendaraan" || (withGoods && seat.cargo_type?.kategori === "barang"),
  );

export function entryName(seat: SaleSeat): string {
  const type = seat.cargo_type;
  if (!type) return "-";
  if (type.golongan) return `Gol ${type.golongan} · ${type.nama}`;
  return type.kelas ? [type.kelas, type.kelompok_umur].filter(Boolean).join(" ") : type.nama;
}

export const entryLabel = (seat: SaleSeat) =>
  `${entryName(seat)} — ${formatRupiah(seat.harga)} (sisa ${seat.sisa_kuota})`;

/** The places of a vehicle class that ride free (driver, helper). */
export const freeRidersOf = (seat: SaleSeat | undefined) =>
  seat?.cargo_type?.free_riders ?? defaultFreeRiders(seat?.cargo_type?.golongan);

export const findEntry = (entries: SaleSeat[], ticketPriceId: string) =>
  entries.find((seat) => String(seat.ticket_price_id) === ticketPriceId);

/** The entry of the same class for another age group (Ekonomi Dewasa -> Ekonomi Anak), when there is one. */
export function entryForAgeGroup(entries: SaleSeat[], current: string, group: AgeGroup): string {
  const seat = findEntry(entries, current);
  const wanted = group === "dewasa" ? "Dewasa" : group === "anak" ? "Anak" : "Bayi";
  if (!seat?.cargo_type?.kelas) return current;
  const match = entries.find(
    (entry) =>
      entry.cargo_type?.kelas === seat.cargo_type?.kelas && entry.cargo_type?.kelompok_umur === wanted,
  );
  return match ? String(match.ticket_price_id) : current;
}

/** The entry new passengers start on: the cheapest adult seat that is left. */
export function defaultPassengerEntry(schedule: SaleSchedule | null): string {
  const adults = passengerEntries(schedule).filter(
    (seat) => (seat.cargo_type?.kelompok_umur ?? "Dewasa") === "Dewasa",
  );
  const cheapest = [...adults].sort((a, b) => a.harga - b.harga)[0];
  return cheapest ? String(cheapest.ticket_price_id) : "";
}

/**
 * When the schedule changes, rows keep their class: each entry is mapped to the new schedule's entry of
 * the same cargo type, or emptied when the new schedule has none.
 */
export function remapEntries(values: SaleValues, from: SaleSchedule | null, to: SaleSchedule): SaleValues {
  const target = sellable(to);
  const map = (id: string) => {
    const cargoId = findEntry(sellable(from), id)?.cargo_type?.id;
    const next = target.find((seat) => seat.cargo_type?.id === cargoId);
    return next ? String(next.ticket_price_id) : "";
  };
  return {
    ...values,
    schedule_id: String(to.id),
    passengers: values.passengers.map((person) => ({
      ...person,
      ticket_price_id: map(person.ticket_price_id),
    })),
    vehicles: values.vehicles.map((vehicle) => ({
      ...vehicle,
      ticket_price_id: map(vehicle.ticket_price_id),
      riders: vehicle.riders.map((rider) => ({
        ...rider,
        ticket_price_id: rider.ticket_price_id ? map(rider.ticket_price_id) : "",
      })),
    })),
  };
}
