import type { Database } from "../../db/client";
import { scheduleIdsDepartingOn, scheduleSummaries } from "../schedules/index";
import { conflictCounts, ticketCountsBySchedule, unsyncedDevices } from "../tickets/index";
import { userNames } from "../users/index";
import { type BoardingRow, boardingsOf, openBoardingIds } from "./boarding-state";
import { masterCheck, sailingDay } from "./service";

type StatusCounts = Record<string, number>;

/** Sold (every ticket not cancelled) against boarded (used), and still expected (active). */
function tally(counts: StatusCounts | undefined) {
  const of = (status: string) => counts?.[status] ?? 0;
  const all = Object.values(counts ?? {}).reduce((sum, value) => sum + value, 0);
  return {
    terjual: all - of("dibatalkan"),
    naik: of("digunakan"),
    belum: of("aktif"),
    kadaluarsa: of("kadaluarsa"),
    dibatalkan: of("dibatalkan"),
  };
}

function boardingState(boarding: BoardingRow | undefined) {
  if (!boarding) return "belum" as const;
  return boarding.closed_at ? ("ditutup" as const) : ("dibuka" as const);
}

/**
 * Schedules with their boarding state, the master check and the live counts, in departure order; with the
 * offline gate's conflicts and the devices that may still hold unsynced scans (decision 031).
 */
export async function presentBoardings(db: Database, scheduleIds: number[], now = new Date()) {
  const summaries = [...(await scheduleSummaries(db, scheduleIds)).values()].sort((a, b) =>
    a.waktu_berangkat.localeCompare(b.waktu_berangkat),
  );
  const boardings = await boardingsOf(db, scheduleIds);
  const counts = await ticketCountsBySchedule(db, scheduleIds);
  const conflicts = await conflictCounts(db, scheduleIds);
  const devices = await unsyncedDevices(db, scheduleIds, now);
  const names = await userNames(
    db,
    [...boardings.values()].flatMap((row) => [row.opened_by, row.closed_by]),
  );
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id)?.nama_lengkap ?? null));
  const masters = new Map<string, Awaited<ReturnType<typeof masterCheck>>>();
  const answer = [];
  for (const schedule of summaries) {
    const boarding = boardings.get(schedule.id);
    const key = `${schedule.ship?.id}:${sailingDay(schedule)}`;
    const master = masters.get(key) ?? (await masterCheck(db, schedule));
    masters.set(key, master);
    answer.push({
      schedule,
      boarding: {
        state: boardingState(boarding),
        opened_at: boarding?.opened_at.toISOString() ?? null,
        opened_by: nameOf(boarding?.opened_by ?? null),
        closed_at: boarding?.closed_at?.toISOString() ?? null,
        closed_by: nameOf(boarding?.closed_by ?? null),
      },
      master,
      penumpang: tally(counts.get(schedule.id)?.penumpang),
      kendaraan: tally(counts.get(schedule.id)?.kendaraan),
      konflik: conflicts.get(schedule.id) ?? 0,
      perangkat_belum_sinkron: devices.get(schedule.id) ?? [],
    });
  }
  return answer;
}

export type PresentedBoarding = Awaited<ReturnType<typeof presentBoardings>>[number];

/** The sailings departing on a day; with `portId`, only those leaving from that port (its gates). */
export async function boardingsOfDay(db: Database, date: string, portId?: number) {
  const boardings = await presentBoardings(db, await scheduleIdsDepartingOn(db, date));
  return portId ? boardings.filter((one) => one.schedule.route?.port_origin.id === portId) : boardings;
}

export async function openBoardings(db: Database) {
  return presentBoardings(db, await openBoardingIds(db));
}
