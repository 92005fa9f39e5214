import { MANIFEST_MESSAGES, type ManifestKind, type ManifestState } from "@ferry/shared/manifests";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { manifestStates } from "../../db/schema/operations";
import { AppError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { activeCrewOf } from "../crew/index";
import {
  findSchedule,
  type ScheduleSummary,
  sailingLabelOf,
  scheduleIdsDepartingOn,
  scheduleSummaries,
} from "../schedules/index";
import { userNames } from "../users/index";
import {
  type ManifestPersonRow,
  type ManifestVehicleRow,
  manifestPeople,
  manifestVehicles,
} from "./manifest-store";
import { permitParticulars } from "./permit";
import { queueDelivery } from "./seapass";

const ageGroupOf = (row: { is_infant: boolean; is_child: boolean }) =>
  row.is_infant ? "Bayi" : row.is_child ? "Anak" : "Dewasa";

const boarded = (row: { status_tiket: string }) => row.status_tiket === "digunakan";

export type ManifestPerson = ManifestPersonRow & {
  kelompok_umur: "Dewasa" | "Anak" | "Bayi";
  naik: boolean;
  /** The plate of the vehicle the person rides in, or null for a foot passenger. */
  nomor_kendaraan: string | null;
};
export type ManifestVehicle = ManifestVehicleRow & { naik: boolean; riders: ManifestPerson[] };

function tally<T>(rows: T[], key: (row: T) => string | null): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const name = key(row) ?? "-";
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

export async function scheduleSummaryOf(db: Database, scheduleId: number): Promise<ScheduleSummary> {
  const summary = (await scheduleSummaries(db, [scheduleId])).get(scheduleId);
  if (!summary) throw new AppError("NOT_FOUND", "Jadwal tidak ditemukan");
  return summary;
}

/** The freeze state of schedules' final manifests (unfrozen when never frozen). */
export async function manifestStatesOf(db: Database, ids: number[]): Promise<Map<number, ManifestState>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(manifestStates).where(inArray(manifestStates.schedule_id, ids));
  const names = await userNames(
    db,
    rows.flatMap((row) => [row.frozen_by, row.reopened_by]),
  );
  const name = (id: number | null) => (id === null ? null : (names.get(id)?.nama_lengkap ?? null));
  return new Map(
    rows.map((row) => [
      row.schedule_id,
      {
        frozen: row.frozen_at !== null,
        frozen_at: row.frozen_at?.toISOString() ?? null,
        frozen_by: name(row.frozen_by),
        reopened_at: row.reopened_at?.toISOString() ?? null,
        reopened_by: name(row.reopened_by),
        alasan: row.alasan,
      },
    ]),
  );
}

const OPEN_STATE: ManifestState = {
  frozen: false,
  frozen_at: null,
  frozen_by: null,
  reopened_at: null,
  reopened_by: null,
  alasan: null,
};

/** The sailings departing on a day (their origin's calendar day), by departure, and whether each manifest is frozen. */
export async function manifestsOfDay(db: Database, date: string) {
  const ids = await scheduleIdsDepartingOn(db, date);
  const summaries = await scheduleSummaries(db, ids);
  const states = await manifestStatesOf(db, ids);
  return [...summaries.values()]
    .sort((a, b) => a.waktu_berangkat.localeCompare(b.waktu_berangkat))
    .map((schedule) => ({ schedule, frozen: states.get(schedule.id)?.frozen ?? false }));
}

/** The freeze state of one schedule's final manifest. */
export async function manifestStateOf(db: Database, scheduleId: number): Promise<ManifestState> {
  return (await manifestStatesOf(db, [scheduleId])).get(scheduleId) ?? OPEN_STATE;
}

/**
 * A schedule's manifest: the pre-manifest holds everyone booked (confirmed bookings, tickets not
 * cancelled), the final manifest everyone whose ticket was scanned (`digunakan`). Both carry the crew on
 * duty (the ship's active crew), the ship's particulars and the actual departure for the sailing permit,
 * counts by age group, sex, nationality and class, and who is booked but not boarded.
 */
export async function composeManifest(db: Database, scheduleId: number, kind: ManifestKind) {
  const schedule = await scheduleSummaryOf(db, scheduleId);
  const [peopleRows, vehicleRows, states, crew] = [
    await manifestPeople(db, scheduleId),
    await manifestVehicles(db, scheduleId),
    await manifestStatesOf(db, [scheduleId]),
    schedule.ship ? await activeCrewOf(db, schedule.ship.id) : [],
  ];
  const permit = await permitParticulars(db, scheduleId, schedule.ship?.id ?? null, crew);
  const plates = new Map(vehicleRows.map((row) => [row.id, row.nomor_kendaraan]));
  const allPeople: ManifestPerson[] = peopleRows.map((row) => ({
    ...row,
    kelompok_umur: ageGroupOf(row),
    naik: boarded(row),
    nomor_kendaraan: row.vehicle_id === null ? null : (plates.get(row.vehicle_id) ?? null),
  }));
  const allVehicles: ManifestVehicle[] = vehicleRows.map((row) => ({
    ...row,
    naik: boarded(row),
    riders: allPeople.filter((person) => person.vehicle_id === row.id && (kind === "pre" || person.naik)),
  }));
  const people = kind === "final" ? allPeople.filter((row) => row.naik) : allPeople;
  const vehicles = kind === "final" ? allVehicles.filter((row) => row.naik) : allVehicles;
  return {
    jenis: kind,
    schedule,
    state: states.get(scheduleId) ?? OPEN_STATE,
    ...permit,
    crew,
    passengers: people,
    vehicles,
    counts: {
      penumpang: {
        total: people.length,
        dipesan: allPeople.length,
        naik: allPeople.filter((row) => row.naik).length,
        per_kelompok_umur: tally(people, (row) => row.kelompok_umur),
        per_jenis_kelamin: tally(people, (row) => row.jenis_kelamin),
        per_kewarganegaraan: tally(people, (row) => row.kewarganegaraan),
        per_kelas: tally(people, (row) => row.kelas),
        pejalan_kaki: people.filter((row) => row.vehicle_id === null).length,
        dalam_kendaraan: people.filter((row) => row.vehicle_id !== null).length,
      },
      kendaraan: {
        total: vehicles.length,
        dipesan: allVehicles.length,
        naik: allVehicles.filter((row) => row.naik).length,
        per_golongan: tally(vehicles, (row) => row.golongan ?? row.kelas),
        per_keadaan: tally(vehicles, (row) => row.tipe_tiket),
        berat_dinyatakan_kg: vehicles.reduce((sum, row) => sum + (row.berat_kg ?? 0), 0),
      },
      abk: crew.length,
      jiwa_di_kapal: people.length + crew.length,
    },
    no_shows: {
      passengers: allPeople.filter((row) => !row.naik),
      vehicles: allVehicles.filter((row) => !row.naik),
    },
  };
}

export type Manifest = Awaited<ReturnType<typeof composeManifest>>;

/** The schedule's manifest state row, locked; undefined when it never froze. */
export async function stateRow(tx: Database, scheduleId: number) {
  const [row] = await tx
    .select()
    .from(manifestStates)
    .where(eq(manifestStates.schedule_id, scheduleId))
    .for("update");
  return row;
}

/**
 * Freezes a schedule's final manifest (boarding closed, or a reopened manifest corrected): corrections
 * are refused until a permission holder reopens it. Queues the manifest for SeaPass when it is on.
 * Call it inside the closing transaction.
 */
export async function freezeManifest(tx: Database, scheduleId: number, actor: Actor): Promise<void> {
  const now = new Date();
  await tx
    .insert(manifestStates)
    .values({ schedule_id: scheduleId, frozen_at: now, frozen_by: actor.id })
    .onConflictDoUpdate({
      target: manifestStates.schedule_id,
      set: { frozen_at: now, frozen_by: actor.id },
    });
  await logActivity(tx, actor, {
    action: "manifest.frozen",
    description: `Manifest ${await sailingLabelOf(tx, scheduleId)} dikunci`,
    subject_type: "manifest",
    subject_id: scheduleId,
  });
  await queueDelivery(tx, scheduleId, actor, now);
}

/** Freezes a reopened manifest again (409 when it is already frozen or was never frozen); answers its state. */
export async function refreezeManifest(db: Database, actor: Actor, scheduleId: number) {
  return db.transaction(async (tx) => {
    await findSchedule(tx, scheduleId, true);
    const row = await stateRow(tx, scheduleId);
    if (!row) throw new AppError("CONFLICT", MANIFEST_MESSAGES.notFrozen);
    if (row.frozen_at) throw new AppError("CONFLICT", MANIFEST_MESSAGES.frozen);
    await freezeManifest(tx, scheduleId, actor);
    return manifestStateOf(tx, scheduleId);
  });
}

/** Reopens a frozen final manifest for corrections, with a reason (logged); answers its state. */
export async function reopenManifest(db: Database, actor: Actor, scheduleId: number, alasan: string) {
  return db.transaction(async (tx) => {
    await findSchedule(tx, scheduleId, true);
    const row = await stateRow(tx, scheduleId);
    if (!row?.frozen_at) throw new AppError("CONFLICT", MANIFEST_MESSAGES.notFrozen);
    await tx
      .update(manifestStates)
      .set({ frozen_at: null, frozen_by: null, reopened_at: new Date(), reopened_by: actor.id, alasan })
      .where(eq(manifestStates.schedule_id, scheduleId));
    await logActivity(tx, actor, {
      action: "manifest.reopened",
      description: `Manifest ${await sailingLabelOf(tx, scheduleId)} dibuka kembali: ${alasan}`,
      subject_type: "manifest",
      subject_id: scheduleId,
      properties: { alasan },
    });
    return manifestStateOf(tx, scheduleId);
  });
}

/** Opens a correction: the schedule locked (so a close waits), 409 while its manifest is frozen. */
