import type { OnlineBookingSettings } from "@ferry/shared/online-booking";
import type { Database } from "../../db/client";
import { checkSellable, SELLABLE_STATUSES } from "../bookings/index";
import type { ScheduleRow } from "../schedules/index";
import { findSchedule, getScheduleWithSeats, listSchedules, type ScheduleFilters } from "../schedules/index";
import { salesSettings } from "../settings/index";
import { checkOnlineWindow, onlineSaleWindow } from "./sale-window";
import { requireOnlineEnabled } from "./settings";

/**
 * Refuses a sailing a customer may not book online now (422 on `schedule_id`): outside the online sale
 * window, then the counter's own rule (cancelled, departed). The sale and the single offer both ask it.
 */
export async function requireOpenOnline(
  db: Database,
  schedule: ScheduleRow,
  settings: OnlineBookingSettings,
  now: Date,
): Promise<void> {
  const sales = await salesSettings(db);
  checkOnlineWindow(schedule.waktu_berangkat, onlineSaleWindow(settings, sales, now));
  checkSellable(schedule, sales, now);
}

/**
 * The sailings a customer may book online now, one page: sellable, inside the online sale window (the
 * same window the sale checks), with the public list's filters (ports, the origin's calendar day).
 */
export async function onlineDepartures(db: Database, query: ScheduleFilters, now = new Date()) {
  const window = onlineSaleWindow(await requireOnlineEnabled(db), await salesSettings(db), now);
  return listSchedules(db, { ...query, statuses: SELLABLE_STATUSES, departsWithin: window });
}

/** One sailing with its seats, if a customer may book it online now; else the sale's own refusal. */
export async function onlineDeparture(db: Database, id: number, now = new Date()) {
  await requireOpenOnline(db, await findSchedule(db, id), await requireOnlineEnabled(db), now);
  return getScheduleWithSeats(db, id);
}
