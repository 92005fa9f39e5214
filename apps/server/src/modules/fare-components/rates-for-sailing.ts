import type { ComponentLine } from "@ferry/shared/booking-components";
import { and, asc, desc, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { anyOf, builtOnce } from "../../db/prepared";
import { fareComponentRates, fareComponents } from "../../db/schema/fares";

/** A component's amount for one cargo type on a sailing, with what pricing needs of the component. */
export type SailingRate = ComponentLine & { bayi_bebas: boolean };

/** Cargo type id -> the components that cost something for it, in the components' `urutan` order. */
export type SailingRates = Map<number, SailingRate[]>;

const ratesOfSailing = builtOnce("rates_of_sailing", (tx) =>
  tx
    .select({
      component_id: fareComponents.id,
      nama: fareComponents.nama,
      pemilik: fareComponents.pemilik,
      aturan_refund: fareComponents.aturan_refund,
      bayi_bebas: fareComponents.bayi_bebas,
      cargo_type_id: fareComponentRates.cargo_type_id,
      jumlah: fareComponentRates.jumlah,
    })
    .from(fareComponentRates)
    .innerJoin(fareComponents, eq(fareComponents.id, fareComponentRates.component_id))
    .where(
      and(
        eq(fareComponents.aktif, true),
        anyOf(fareComponentRates.cargo_type_id, "cargoTypeIds"),
        or(eq(fareComponentRates.route_id, sql.placeholder("routeId")), isNull(fareComponentRates.route_id)),
        lte(fareComponentRates.berlaku_mulai, sql.placeholder("departureDate")),
      ),
    )
    // Per component and cargo type the first row wins: the route's own, then the newest.
    .orderBy(
      asc(fareComponents.urutan),
      asc(fareComponents.id),
      asc(fareComponentRates.cargo_type_id),
      asc(isNull(fareComponentRates.route_id)),
      desc(fareComponentRates.berlaku_mulai),
    ),
);

/**
 * The active components and their amount per cargo type for a sailing of `routeId` departing on
 * `departureDate` (yyyy-mm-dd, the departure's day in the origin port's zone, as `ticket_prices`): per
 * component and cargo type the route's own rate over the general one (`route_id` null), each the newest
 * whose `berlaku_mulai` is not after the day. A component without a rate, or at 0, costs nothing.
 */
export async function ratesForSailing(
  tx: Database,
  routeId: number,
  departureDate: string,
  cargoTypeIds: number[],
): Promise<SailingRates> {
  const rates: SailingRates = new Map();
  if (cargoTypeIds.length === 0) return rates;
  const rows = await ratesOfSailing(tx).execute({
    cargoTypeIds: [...new Set(cargoTypeIds)],
    routeId,
    departureDate,
  });
  const taken = new Set<string>();
  for (const { cargo_type_id, ...rate } of rows) {
    const key = `${rate.component_id}:${cargo_type_id}`;
    if (taken.has(key)) continue;
    taken.add(key);
    if (rate.jumlah > 0) rates.set(cargo_type_id, [...(rates.get(cargo_type_id) ?? []), rate]);
  }
  return rates;
}
