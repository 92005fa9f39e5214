import type { ScheduleStatus } from "@ferry/shared/schedules";
import { formatZonedDateTime, instantToLocal } from "@ferry/shared/zoned-time";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { builtOnce } from "../../db/prepared";
import { scheduleQuotas, schedules } from "../../db/schema/schedules";
import { AppError, fieldError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { findRoute } from "../sea-routes/index";
import { refuseStatusChange } from "./cancel";
import {
  buildQuotas,
  findOverlaps,
  insertSchedules,
  loadRoutesAndShips,
  type ScheduleValues,
  sailingLabel,
} from "./plan";
import { type PresentedSchedule, presentSchedules, type ScheduleRow } from "./present";

/**
 * A schedule, or null when there is none (a failed read is an error, never null); with `lock`, its row is
 * locked until the transaction ends (`true`: for update; "key share": only against a change of its time,
 * as a booking's reference to it does).
 */
export async function findScheduleOrNull(
  db: Database,
  id: number,
  lock: boolean | "key share" = false,
): Promise<ScheduleRow | null> {
  const statement = lock === false ? scheduleById : lock === true ? scheduleForUpdate : scheduleForKeyShare;
  const [row] = await statement(db).execute({ id });
  return row ?? null;
}

const scheduleWhere = (db: Database) =>
  db
    .select()
    .from(schedules)
    .where(eq(schedules.id, sql.placeholder("id")));
const scheduleById = builtOnce("schedule_by_id", scheduleWhere);
const scheduleForUpdate = builtOnce("schedule_for_update", (db) => scheduleWhere(db).for("update"));
const scheduleForKeyShare = builtOnce("schedule_for_key_share", (db) => scheduleWhere(db).for("key share"));

/** A schedule or 404 (see `findScheduleOrNull` for `lock`). */
export async function findSchedule(
  db: Database,
  id: number,
  lock: boolean | "key share" = false,
): Promise<ScheduleRow> {
  const row = await findScheduleOrNull(db, id, lock);
  if (!row) throw new AppError("NOT_FOUND", "Jadwal tidak ditemukan");
  return row;
}

/** The schedules of `ids` that exist, by id (a batch read; a missing id is simply absent). */
export async function schedulesByIds(db: Database, ids: number[]): Promise<Map<number, ScheduleRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(schedules).where(inArray(schedules.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Seats held on the schedule (the sum of `terjual` of its entries). With `lock` (inside a transaction)
 * the entries stay locked until it ends, so no sale slips in between this check and the change.
 */
export async function seatsSold(db: Database, scheduleId: number, lock = false): Promise<number> {
  const query = db
    .select({ terjual: scheduleQuotas.terjual })
    .from(scheduleQuotas)
    .where(eq(scheduleQuotas.schedule_id, scheduleId));
  const rows = lock ? await query.for("update") : await query;
  return rows.reduce((sum, row) => sum + row.terjual, 0);
}

/**
 * One schedule in the public specification's shape: route with ports (and their zones), ship with
 * facilities, `available_seats` with `sisa_kuota = kapasitas - terjual`, and `stats`.
 */
export async function getScheduleWithSeats(db: Database, id: number): Promise<PresentedSchedule> {
  const [presented] = await presentSchedules(db, [await findSchedule(db, id)]);
  if (!presented) throw new AppError("NOT_FOUND", "Jadwal tidak ditemukan");
  return presented;
}

/** Refuses a time that overlaps another schedule of the ship, naming it in the origin port's time. */
async function refuseOverlap(tx: Database, values: ScheduleValues, zone: string, exceptId?: number) {
  const [overlap] = await findOverlaps(tx, [values], exceptId);
  if (overlap) {
    const when = formatZonedDateTime(overlap.other.waktu_berangkat, zone);
    throw fieldError("waktu_berangkat", `Kapal sudah terjadwal pada ${when}`);
  }
}

/** Creates a schedule with its price entries, refusing a time that overlaps another schedule of the ship. */
export async function createSchedule(
  db: Database,
  actor: Actor,
  values: ScheduleValues,
): Promise<ScheduleRow> {
  return db.transaction(async (tx) => {
    const { routes } = await loadRoutesAndShips(tx, [values], { requireActive: true });
    await refuseOverlap(tx, values, routes.get(values.route_id)?.port_origin.zona_waktu ?? "Asia/Jakarta");
    const [created] = await insertSchedules(tx, [values], routes);
    if (!created) throw new AppError("SERVER_ERROR");
    await logActivity(tx, actor, {
      action: "schedule.created",
      description: `Jadwal ${sailingLabel(routes.get(created.route_id), created.waktu_berangkat)} ditambahkan`,
      subject_type: "schedule",
      subject_id: created.id,
      properties: { after: created },
    });
    return created;
  });
}

/**
 * Changes a schedule. Route and ship are fixed once seats are sold; without sales, a new route, ship or
 * departure day rebuilds the price entries (capacity and the prices of the new day).
 */
export async function updateSchedule(db: Database, actor: Actor, id: number, values: ScheduleValues) {
  return db.transaction(async (tx) => {
    const before = await findSchedule(tx, id, true);
    const moved = values.route_id !== before.route_id || values.ship_id !== before.ship_id;
    const sold = await seatsSold(tx, id, true);
    await refuseStatusChange(tx, before, values.status, sold);
    if (moved && sold > 0) {
      throw new AppError(
        "CONFLICT",
        "Rute dan kapal tidak dapat diubah: jadwal ini sudah memiliki penjualan.",
      );
    }
    const { routes } = await loadRoutesAndShips(tx, [values], { requireActive: moved });
    const zone = routes.get(values.route_id)?.port_origin.zona_waktu ?? "Asia/Jakarta";
    await refuseOverlap(tx, values, zone, id);
    const [after] = await tx.update(schedules).set(values).where(eq(schedules.id, id)).returning();
    if (!after) throw new AppError("NOT_FOUND", "Jadwal tidak ditemukan");
    const newDay =
      instantToLocal(before.waktu_berangkat, zone).date !== instantToLocal(after.waktu_berangkat, zone).date;
    if (sold === 0 && (moved || newDay)) {
      await tx.delete(scheduleQuotas).where(eq(scheduleQuotas.schedule_id, id));
      await buildQuotas(tx, [after], routes);
    }
    await logActivity(tx, actor, {
      action: "schedule.updated",
      description: `Jadwal ${sailingLabel(routes.get(after.route_id), after.waktu_berangkat)} diubah`,
      subject_type: "schedule",
      subject_id: after.id,
      properties: { before, after },
    });
    return after;
  });
}

/** Sets only the status (e.g. `batal` to cancel); leaving `batal` checks the ship's time again. */
export async function setScheduleStatus(db: Database, actor: Actor, id: number, status: ScheduleStatus) {
  const { route_id, ship_id, waktu_berangkat, waktu_tiba, keterangan } = await findSchedule(db, id);
  return updateSchedule(db, actor, id, {
    route_id,
    ship_id,
    waktu_berangkat,
    waktu_tiba,
    keterangan,
    status,
  });
}

/** Deletes a schedule without sold seats; one with sales is refused (cancel it instead). */
export async function deleteSchedule(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findSchedule(tx, id, true);
    const sold = await seatsSold(tx, id, true);
    if (sold > 0) {
      throw new AppError(
        "CONFLICT",
        `Jadwal tidak dapat dihapus: sudah terjual ${sold} tiket. Batalkan jadwalnya saja.`,
      );
    }
    await tx.delete(schedules).where(eq(schedules.id, id));
    await logActivity(tx, actor, {
      action: "schedule.deleted",
      description: `Jadwal ${sailingLabel(await findRoute(tx, before.route_id), before.waktu_berangkat)} dihapus`,
      subject_type: "schedule",
      subject_id: before.id,
      properties: { before },
    });
  });
}
