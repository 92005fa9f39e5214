import { SCHEDULE_CHANGE_MESSAGES } from "@ferry/shared/schedule-changes";
import { instantToLocal } from "@ferry/shared/zoned-time";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { scheduleQuotas, schedules } from "../../db/schema/schedules";
import { AppError, fieldError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { cargoTypesByIds } from "../cargo-types/index";
import { capacityOfShip } from "../ship-capacities/index";
import { shipsByIds } from "../ships/index";
import { priceHistory, priceOn } from "../ticket-prices/index";
import { refuseShipClash, requireChangeable } from "./delay";
import { insertQuotaEntries, loadRoutesAndShips, quotaEntry, sailingLabel } from "./plan";
import type { ScheduleRow } from "./present";
import type { QuotaRow } from "./seats";
import { findSchedule } from "./service";

export type ShipChangeInput = { ship_id: number; alasan: string };

/** The entries of a schedule locked until the transaction ends: no sale takes a seat meanwhile. */
async function lockQuotas(tx: Database, scheduleId: number): Promise<QuotaRow[]> {
  return tx
    .select()
    .from(scheduleQuotas)
    .where(eq(scheduleQuotas.schedule_id, scheduleId))
    .orderBy(asc(scheduleQuotas.id))
    .for("update");
}

/** Refuses when a class has sold more than the new ship carries, naming each class and by how many. */
async function refuseShortfall(
  tx: Database,
  quotas: QuotaRow[],
  capacity: Map<number, number>,
  ship: string,
) {
  const short = quotas
    .map((quota) => ({ quota, kurang: quota.terjual - (capacity.get(quota.cargo_type_id) ?? 0) }))
    .filter((entry) => entry.kurang > 0);
  if (short.length === 0) return;
  const names = await cargoTypesByIds(
    tx,
    short.map((entry) => entry.quota.cargo_type_id),
  );
  const lines = short.map(({ quota, kurang }) =>
    SCHEDULE_CHANGE_MESSAGES.shortLine(names.get(quota.cargo_type_id)?.nama ?? "Muatan", kurang),
  );
  throw new AppError("CONFLICT", SCHEDULE_CHANGE_MESSAGES.shipShort(ship, lines), {
    errors: { ship_id: lines },
  });
}

/** Entries for the classes the new ship carries and the old one did not, priced on the departure day. */
async function addNewClasses(
  tx: Database,
  schedule: ScheduleRow,
  quotas: QuotaRow[],
  capacity: Map<number, number>,
  zone: string,
) {
  const day = instantToLocal(schedule.waktu_berangkat, zone).date;
  const history = await priceHistory(tx, [schedule.route_id], day);
  const entries = [...capacity].flatMap(([cargoTypeId, kapasitas]) => {
    if (quotas.some((quota) => quota.cargo_type_id === cargoTypeId)) return [];
    const price = priceOn(history, schedule.route_id, cargoTypeId, day);
    return price ? [quotaEntry(schedule.id, price, kapasitas)] : [];
  });
  await insertQuotaEntries(tx, entries);
  return entries.length;
}

/**
 * Puts another ship on a sailing, with or without sales, in one transaction: the new ship must be in
 * operation and free at that time, and carry in every class what is sold (the entries stay locked, so a
 * sale in progress either finishes first and counts, or waits and meets the new capacity). The
 * capacities follow the new ship (a class it lacks keeps its sales at zero places left); logged.
 */
export async function changeShip(db: Database, actor: Actor, id: number, input: ShipChangeInput) {
  return db.transaction(async (tx) => {
    const before = await findSchedule(tx, id, true);
    requireChangeable(before);
    if (input.ship_id === before.ship_id) throw fieldError("ship_id", SCHEDULE_CHANGE_MESSAGES.sameShip);
    const slot = { ...before, ship_id: input.ship_id };
    const { routes, ships } = await loadRoutesAndShips(tx, [slot], { requireActive: true });
    const route = routes.get(before.route_id);
    const ship = ships.get(input.ship_id);
    if (!ship) throw fieldError("ship_id", "Kapal tidak ditemukan");
    await refuseShipClash(tx, slot, ship.nama, "ship_id");
    const quotas = await lockQuotas(tx, id);
    const capacity = new Map(
      (await capacityOfShip(tx, ship.id)).map((row) => [row.cargo_type_id, row.kuota] as const),
    );
    await refuseShortfall(tx, quotas, capacity, ship.nama);
    for (const quota of quotas) {
      await tx
        .update(scheduleQuotas)
        .set({ kapasitas: capacity.get(quota.cargo_type_id) ?? 0 })
        .where(eq(scheduleQuotas.id, quota.id));
    }
    const added = await addNewClasses(
      tx,
      before,
      quotas,
      capacity,
      route?.port_origin.zona_waktu ?? "Asia/Jakarta",
    );
    const [after] = await tx
      .update(schedules)
      .set({ ship_id: ship.id })
      .where(eq(schedules.id, id))
      .returning();
    if (!after) throw new AppError("NOT_FOUND", "Jadwal tidak ditemukan");
    const previous = (await shipsByIds(tx, [before.ship_id])).get(before.ship_id);
    await logActivity(tx, actor, {
      action: "schedule.ship_changed",
      description: `Kapal jadwal ${sailingLabel(route, before.waktu_berangkat)} diganti dari ${previous?.nama ?? "-"} ke ${ship.nama}: ${input.alasan}`,
      subject_type: "schedule",
      subject_id: id,
      properties: {
        before: { ship_id: before.ship_id, kapal: previous?.nama ?? null },
        after: { ship_id: ship.id, kapal: ship.nama },
        alasan: input.alasan,
        kapasitas: quotas.map((quota) => ({
          cargo_type_id: quota.cargo_type_id,
          sebelum: quota.kapasitas,
          sesudah: capacity.get(quota.cargo_type_id) ?? 0,
          terjual: quota.terjual,
        })),
        kelas_baru: added,
      },
    });
    return after;
  });
}
