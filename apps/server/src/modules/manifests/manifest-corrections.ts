import {
  type AddInfant,
  MANIFEST_MESSAGES,
  type PersonCorrection,
  type VehicleCorrection,
} from "@ferry/shared/manifests";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { type ActivityEntry, type Actor, logActivity } from "../activity-log/index";
import { findSchedule, sailingLabelOf } from "../schedules/index";
import { addInfant, correctPerson, correctVehicle, type PersonFields } from "./manifest-store";
import { stateRow } from "./service";

async function beginCorrection(tx: Database, scheduleId: number) {
  await findSchedule(tx, scheduleId, true);
  const row = await stateRow(tx, scheduleId);
  if (row?.frozen_at) throw new AppError("CONFLICT", MANIFEST_MESSAGES.frozen);
}

function personFields(input: PersonCorrection): PersonFields {
  const { kelompok_umur, ...fields } = input;
  const changes: PersonFields = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  if (kelompok_umur) {
    changes.is_child = kelompok_umur === "Anak";
    changes.is_infant = kelompok_umur === "Bayi";
  }
  return changes;
}

type Corrected<Row> = { before: Row; after: Row };

/** A correction must change something: an empty one (no known field) is refused, not sent to the database. */
function requireChanges<Fields extends object>(fields: Fields): Fields {
  if (Object.keys(fields).length === 0) throw new AppError("VALIDATION_ERROR", "Tidak ada data yang diubah");
  return fields;
}

/** One correction of a manifest not yet frozen: not found when `correct` finds nothing, else logged before and after. */
async function correctOnManifest<Row>(
  db: Database,
  actor: Actor,
  scheduleId: number,
  correct: (tx: Database) => Promise<Corrected<Row> | undefined>,
  notFound: string,
  /** The log entry of the change, given the sailing's name (route and departure in its port's zone). */
  entry: (changed: Corrected<Row>, sailing: string) => Omit<ActivityEntry, "properties">,
) {
  return db.transaction(async (tx) => {
    await beginCorrection(tx, scheduleId);
    const changed = await correct(tx);
    if (!changed) throw new AppError("NOT_FOUND", notFound);
    await logActivity(tx, actor, {
      ...entry(changed, await sailingLabelOf(tx, scheduleId)),
      properties: { schedule_id: scheduleId, before: changed.before, after: changed.after },
    });
    return changed.after;
  });
}

/** Corrects a person on the manifest (name, identity, sex, age, age group), logged before and after. */
export async function correctManifestPerson(
  db: Database,
  actor: Actor,
  scheduleId: number,
  personId: number,
  input: PersonCorrection,
) {
  return correctOnManifest(
    db,
    actor,
    scheduleId,
    (tx) => correctPerson(tx, scheduleId, personId, requireChanges(personFields(input))),
    MANIFEST_MESSAGES.personNotFound,
    (changed, sailing) => ({
      action: "manifest.passenger_corrected",
      description: `Koreksi manifest ${sailing}: penumpang ${changed.before.nama_lengkap}`,
      subject_type: "booking_passenger",
      subject_id: personId,
    }),
  );
}

/** Corrects a vehicle on the manifest (plate, owner), logged before and after. */
export async function correctManifestVehicle(
  db: Database,
  actor: Actor,
  scheduleId: number,
  vehicleId: number,
  input: VehicleCorrection,
) {
  const fields = requireChanges(
    Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
  );
  return correctOnManifest(
    db,
    actor,
    scheduleId,
    (tx) => correctVehicle(tx, scheduleId, vehicleId, fields),
    MANIFEST_MESSAGES.vehicleNotFound,
    (changed, sailing) => ({
      action: "manifest.vehicle_corrected",
      description: `Koreksi manifest ${sailing}: kendaraan ${changed.before.nomor_kendaraan}`,
      subject_type: "booking_vehicle",
      subject_id: vehicleId,
    }),
  );
}

/** Adds a forgotten infant to a confirmed booking of the schedule, with its ticket; logged. */
export async function addManifestInfant(db: Database, actor: Actor, scheduleId: number, input: AddInfant) {
  return db.transaction(async (tx) => {
    await beginCorrection(tx, scheduleId);
    const { booking_id, ...fields } = input;
    const person = await addInfant(tx, scheduleId, booking_id, fields);
    if (!person) throw new AppError("NOT_FOUND", MANIFEST_MESSAGES.bookingNotFound);
    await logActivity(tx, actor, {
      action: "manifest.infant_added",
      description: `Bayi ${person.nama_lengkap} ditambahkan ke manifest ${await sailingLabelOf(tx, scheduleId)}`,
      subject_type: "booking_passenger",
      subject_id: person.id,
      properties: { schedule_id: scheduleId, before: null, after: person },
    });
    return person;
  });
}
