import { dayRange } from "@ferry/shared/zoned-time";
import { and, eq, gte, inArray, lt, not, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { scheduleQuotas, schedules } from "../../db/schema/schedules";
import { findRoute } from "../sea-routes/index";
import { capacitiesOfShips } from "../ship-capacities/index";
import type { CurrentPrice } from "../ticket-prices/index";
import { insertQuotaEntries, quotaEntry } from "./plan";
import { offersCargoType } from "./usage";

/**
 * A price applies to schedules departing from its `berlaku_mulai` (the origin port's day) until `until`
 * (the next newer price's day, or open). Upcoming, still planned (`terjadwal`) schedules in that period
 * take it: their entry of the cargo type is re-priced, or added when the ship has capacity for it.
 * Seats already sold keep the amount their bookings recorded; departed schedules are history.
 */
export async function applyPriceToSchedules(
  tx: Database,
  price: CurrentPrice,
  until: string | null,
  now = new Date(),
): Promise<void> {
  const route = await findRoute(tx, price.route_id);
  if (!route) return;
  const zone = route.port_origin.zona_waktu;
  const from = dayRange(price.berlaku_mulai, zone).start;
  const conditions: (SQL | undefined)[] = [
    eq(schedules.route_id, price.route_id),
    eq(schedules.status, "terjadwal"),
    gte(schedules.waktu_berangkat, from > now ? from : now),
    until === null ? undefined : lt(schedules.waktu_berangkat, dayRange(until, zone).start),
  ];
  const inPeriod = tx
    .select({ id: schedules.id })
    .from(schedules)
    .where(and(...conditions));
  await tx
    .update(scheduleQuotas)
    .set({ ticket_price_id: price.id, harga: price.harga, harga_muatan: price.harga_muatan })
    .where(
      and(
        eq(scheduleQuotas.cargo_type_id, price.cargo_type_id),
        inArray(scheduleQuotas.schedule_id, inPeriod),
      ),
    );

  const missing = await tx
    .select({ id: schedules.id, ship_id: schedules.ship_id })
    .from(schedules)
    .where(and(...conditions, not(offersCargoType(tx, price.cargo_type_id))));
  if (missing.length === 0) return;
  const capacity = await capacitiesOfShips(
    tx,
    [...new Set(missing.map((row) => row.ship_id))],
    price.cargo_type_id,
  );
  const entries = missing.flatMap((row) => {
    const kuota = capacity.get(row.ship_id)?.[0]?.kuota;
    return kuota ? [quotaEntry(row.id, price, kuota)] : [];
  });
  await insertQuotaEntries(tx, entries);
}
