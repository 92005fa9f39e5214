import type { ComponentLine } from "@ferry/shared/booking-components";
import type { SalesSettings } from "@ferry/shared/sales-settings";
import type { AppliedDiscount, DiscountLine } from "../discounts/index";
import type { SailingRates } from "../fare-components/index";
import type { PlannedPerson, PlannedVehicle, SalePlan } from "./plan";

/** A line's transport fare (`harga`, what discounts apply to) and its fare components (decision 042). */
type PricedLine = { harga: number; potongan: number; discount_id: number | null; komponen: ComponentLine[] };
export type PricedPerson = PlannedPerson & PricedLine;
export type PricedVehicle = Omit<PlannedVehicle, "riders"> & PricedLine & { riders: PricedPerson[] };

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

/** The components a line pays for its cargo type; an infant none of those `bayi_bebas`. */
function componentsOf(rates: SailingRates, cargoTypeId: number, infant: boolean): ComponentLine[] {
  return (rates.get(cargoTypeId) ?? [])
    .filter((rate) => !(infant && rate.bayi_bebas))
    .map(({ bayi_bebas: _exempt, ...line }) => line);
}

/**
 * Prices a sale: transport fares of the entries, the discounts chosen per line (never more than the
 * line's fare), the fare components of every person on board (free riders too) and every vehicle by the
 * line's cargo type (`rates`, see `ratesForSailing`; discounts never touch them), and the totals in whole
 * rupiah. Subtotals are transport fares before discounts;
 * `total_harga = subtotals - total_potongan + biaya_komponen`.
 */
export function priceSale(
  plan: SalePlan,
  settings: SalesSettings,
  discounts: Map<string, AppliedDiscount>,
  rates: SailingRates,
): PricedSale {
  const priced = <T extends { entry: { cargo_type_id: number } }>(
    item: T,
    key: string,
    harga: number,
    infant = false,
  ) => {
    const applied = discounts.get(key);
    const potongan = Math.min(applied?.potongan ?? 0, harga);
    const discount_id = applied && potongan > 0 ? applied.discount_id : null;
    return {
      ...item,
      harga,
      potongan,
      discount_id,
      komponen: componentsOf(rates, item.entry.cargo_type_id, infant),
    };
  };
  const passengers = plan.passengers.map((person, index) =>
    priced(person, personKey(index), personFare(person, settings), person.is_infant),
  );
  const vehicles = plan.vehicles.map((vehicle, index) => ({
    ...priced(vehicle, vehicleKey(index), vehicleFare(vehicle)),
    riders: vehicle.riders.map((rider, riderIndex) =>
      priced(rider, riderKey(index, riderIndex), personFare(rider, settings), rider.is_infant),
    ),
  }));
  const people = [...passengers, ...vehicles.flatMap((vehicle) => vehicle.riders)];
  const sum = (lines: { harga: number }[]) => lines.reduce((total, line) => total + line.harga, 0);
  const subtotal_penumpang = sum(people);
  const subtotal_kendaraan = sum(vehicles);
  const total_potongan = [...people, ...vehicles].reduce((total, line) => total + line.potongan, 0);
  const biaya_komponen = [...people, ...vehicles]
    .flatMap((line) => line.komponen)
    .reduce((total, line) => total + line.jumlah, 0);
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

/** A sale's lines in the one order its components are stored and summed: passengers, then each vehicle and its riders. */
export function linesInOrder(sale: Pick<PricedSale, "passengers" | "vehicles">) {
  return [...sale.passengers, ...sale.vehicles.flatMap((vehicle) => [vehicle, ...vehicle.riders])];
}

/** Every component line of a sale, in `linesInOrder`. */
export function saleComponents(sale: Pick<PricedSale, "passengers" | "vehicles">): ComponentLine[] {
  return linesInOrder(sale).flatMap((line) => line.komponen);
}
