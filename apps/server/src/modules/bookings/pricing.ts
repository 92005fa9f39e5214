import type { SalesSettings } from "@ferry/shared/sales-settings";
import type { AppliedDiscount, DiscountLine } from "../discounts/apply";
import type { PlannedPerson, PlannedVehicle, SalePlan } from "./plan";

export type PricedPerson = PlannedPerson & { harga: number; potongan: number; discount_id: number | null };
export type PricedVehicle = Omit<PlannedVehicle, "riders"> & {
  harga: number;
  potongan: number;
  discount_id: number | null;
  riders: PricedPerson[];
};

export type PricedSale = {
  passengers: PricedPerson[];
  vehicles: PricedVehicle[];
  subtotal_penumpang: number;
  subtotal_kendaraan: number;
  biaya_komponen: number;
  total_potongan: number;
  total_harga: number;
};

/**
 * A person's fare before discounts: free riders nothing, infants `persen_tarif_bayi` % of their entry,
 * children sold on an adult entry `persen_tarif_anak` % (an Anak entry already holds the child fare).
 */
export function personFare(person: PlannedPerson, settings: SalesSettings): number {
  if (person.free_rider) return 0;
  const base = person.entry.harga;
  if (person.is_infant) return Math.floor((base * settings.persen_tarif_bayi) / 100);
  if (person.is_child && person.entry.cargo_type.kelompok_umur !== "Anak") {
    return Math.floor((base * settings.persen_tarif_anak) / 100);
  }
  return base;
}

/** A vehicle's fare: the loaded price (`harga_muatan`) for `muat`, the empty price otherwise. */
export function vehicleFare(vehicle: {
  input: Pick<PlannedVehicle["input"], "tipe_tiket">;
  entry: Pick<PlannedVehicle["entry"], "harga" | "harga_muatan">;
}): number {
  return vehicle.input.tipe_tiket === "muat"
    ? (vehicle.entry.harga_muatan ?? vehicle.entry.harga)
    : vehicle.entry.harga;
}

const personKey = (index: number) => `p${index}`;
const riderKey = (vehicle: number, rider: number) => `v${vehicle}r${rider}`;
const vehicleKey = (index: number) => `v${index}`;

/** The lines a discount may apply to, each with its fare and a key to find it again. */
export function discountLines(plan: SalePlan, settings: SalesSettings): DiscountLine[] {
  const lines: DiscountLine[] = [];
  const addPerson = (key: string, person: PlannedPerson) => {
    const harga = personFare(person, settings);
    if (harga > 0) lines.push({ key, jenis: "penumpang", cargo_type_id: person.entry.cargo_type_id, harga });
  };
  plan.passengers.forEach((person, index) => {
    addPerson(personKey(index), person);
  });
  plan.vehicles.forEach((vehicle, index) => {
    lines.push({
      key: vehicleKey(index),
      jenis: "kendaraan",
      cargo_type_id: vehicle.entry.cargo_type_id,
      harga: vehicleFare(vehicle),
    });
    vehicle.riders.forEach((rider, riderIndex) => {
      addPerson(riderKey(index, riderIndex), rider);
    });
  });
  return lines;
}

/**
 * Prices a sale: fares of the entries, the discounts chosen per line (never more than the line), the
 * insurance levy per person on board except infants, and the totals in whole rupiah. Subtotals are
 * before discounts; `total_harga = subtotals - total_potongan + biaya_komponen`.
 */
export function priceSale(
  plan: SalePlan,
  settings: SalesSettings,
  discounts: Map<string, AppliedDiscount>,
): PricedSale {
  const priced = <T>(item: T, key: string, harga: number) => {
    const applied = discounts.get(key);
    const potongan = Math.min(applied?.potongan ?? 0, harga);
    return { ...item, harga, potongan, discount_id: applied && potongan > 0 ? applied.discount_id : null };
  };
  const passengers = plan.passengers.map((person, index) =>
    priced(person, personKey(index), personFare(person, settings)),
  );
  const vehicles = plan.vehicles.map((vehicle, index) => ({
    ...priced(vehicle, vehicleKey(index), vehicleFare(vehicle)),
    riders: vehicle.riders.map((rider, riderIndex) =>
      priced(rider, riderKey(index, riderIndex), personFare(rider, settings)),
    ),
  }));
  const people = [...passengers, ...vehicles.flatMap((vehicle) => vehicle.riders)];
  const sum = (lines: { harga: number }[]) => lines.reduce((total, line) => total + line.harga, 0);
  const subtotal_penumpang = sum(people);
  const subtotal_kendaraan = sum(vehicles);
  const total_potongan = [...people, ...vehicles].reduce((total, line) => total + line.potongan, 0);
  const biaya_komponen =
    people.filter((person) => !person.is_infant).length * settings.asuransi_per_penumpang;
  return {
    passengers,
    vehicles,
    subtotal_penumpang,
    subtotal_kendaraan,
    biaya_komponen,
    total_potongan,
    total_harga: subtotal_penumpang + subtotal_kendaraan - total_potongan + biaya_komponen,
  };
}
