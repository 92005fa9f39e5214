import { SEAPASS_BACKOFF_MINUTES, type SeapassSettings } from "@ferry/shared/manifests";
import { and, count, desc, eq, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { manifestDeliveries } from "../../db/schema/operations";
import { AppError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { findSchedule, sailingLabelOf, scheduleSummaries } from "../schedules/index";
import { readSettings, SEAPASS_SECTION, saveSettings } from "../settings/index";
import { userNames } from "../users/index";
import { composeManifest } from "./service";

/** Attempts before a delivery is given up (`gagal`): the first and one per back-off step. */
export const MAX_ATTEMPTS = SEAPASS_BACKOFF_MINUTES.length + 1;
export const SEND_TIMEOUT_MS = 10_000;
/** How long a delivery being sent is held from other processes (longer than the timeout). */
const LEASE_MS = 60_000;

export async function seapassSettings(db: Database): Promise<SeapassSettings> {
  return readSettings(db, SEAPASS_SECTION);
}

/** Whether deliveries are made: switched on with an endpoint. */
export const seapassActive = (settings: SeapassSettings) => settings.enabled && settings.url !== "";

/** The key as screens show it: its last four characters only. */
export function maskKey(key: string): string {
  if (key === "") return "";
  return `${"•".repeat(8)}${key.slice(-4)}`;
}

export function presentSettings(settings: SeapassSettings) {
  return {
    enabled: settings.enabled,
    url: settings.url,
    api_key_masked: maskKey(settings.api_key),
    api_key_set: settings.api_key !== "",
  };
}

/** Saves the settings; an empty `api_key` keeps the stored key. Logged without the key. */
export async function saveSeapassSettings(db: Database, actor: Actor, input: SeapassSettings) {
  const stored = await seapassSettings(db);
  const values = { ...input, api_key: input.api_key === "" ? stored.api_key : input.api_key };
  const saved = await saveSettings(db, actor, SEAPASS_SECTION, values);
  return presentSettings(saved);
}

/** The JSON body SeaPass receives: the final manifest (docs/decisions/011-manifests-and-seapass.md). */
export async function seapassPayload(db: Database, scheduleId: number) {
  const manifest = await composeManifest(db, scheduleId, "final");
  const { schedule } = manifest;
  const person = (row: (typeof manifest.passengers)[number]) => ({
    nama: row.nama_lengkap,
    jenis_identitas: row.jenis_identitas,
    nomor_identitas: row.nomor_identitas,
    jenis_kelamin: row.jenis_kelamin,
    usia: row.usia,
    kelompok_umur: row.kelompok_umur,
    kelas: row.kelas,
    kode_tiket: row.kode_tiket,
    kode_booking: row.booking_code,
    naik_pada: row.used_at?.toISOString() ?? null,
  });
  return {
    versi: 1,
    jenis: "manifest_akhir",
    dibuat_pada: new Date().toISOString(),
    jadwal: {
      id: schedule.id,
      waktu_berangkat: schedule.waktu_berangkat,
      waktu_tiba: schedule.waktu_tiba,
      status: schedule.status,
    },
    kapal: schedule.ship,
    rute: schedule.route
      ? {
          kode_rute: schedule.route.kode_rute,
          nama_rute: schedule.route.nama_rute,
          pelabuhan_asal: schedule.route.port_origin,
          pelabuhan_tujuan: schedule.route.port_destination,
        }
      : null,
    abk: manifest.crew.map((member) => ({
      nama: member.nama,
      jabatan: member.jabatan,
      nomor_identitas: member.nomor_identitas,
      nomor_sertifikat: member.nomor_sertifikat,
      masa_berlaku_sertifikat: member.masa_berlaku_sertifikat,
    })),
    penumpang: manifest.passengers.filter((row) => row.vehicle_id === null).map(person),
    kendaraan: manifest.vehicles.map((vehicle) => ({
      nomor_kendaraan: vehicle.nomor_kendaraan,
      nama_pemilik: vehicle.nama_pemilik,
      golongan: vehicle.golongan,
      kelas: vehicle.kelas,
      muatan: vehicle.muatan_keterangan,
      berat_kg: vehicle.berat_kg,
      kode_tiket: vehicle.kode_tiket,
      kode_booking: vehicle.booking_code,
      penumpang: vehicle.riders.map(person),
    })),
    jumlah: {
      penumpang: manifest.counts.penumpang.total,
      kendaraan: manifest.counts.kendaraan.total,
      abk: manifest.counts.abk,
      jiwa_di_kapal: manifest.counts.jiwa_di_kapal,
    },
  };
}

/** Queues the final manifest for SeaPass when it is on (called when the manifest freezes). */
export async function queueDelivery(tx: Database, scheduleId: number, actor: Actor, now = new Date()) {
  if (!seapassActive(await seapassSettings(tx))) return null;
  const [row] = await tx
    .insert(manifestDeliveries)
    .values({
      schedule_id: scheduleId,
      payload: await seapassPayload(tx, scheduleId),
      next_attempt_at: now,
      requested_by: actor.id,
    })
    .returning({ id: manifestDeliveries.id });
  return row?.id ?? null;
}

/** A manual resend: a new delivery of a departed schedule's final manifest (409 when off or not departed). */
export async function resendManifest(db: Database, actor: Actor, scheduleId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const schedule = await findSchedule(tx, scheduleId, true);
    if (schedule.status !== "berangkat" && schedule.status !== "tiba") {
      throw new AppError("CONFLICT", "Manifest hanya dapat dikirim untuk jadwal yang sudah berangkat");
    }
    const id = await queueDelivery(tx, scheduleId, actor, now);
    if (id === null) throw new AppError("CONFLICT", "Integrasi SeaPass belum dikonfigurasi atau tidak aktif");
    await logActivity(tx, actor, {
      action: "seapass.resend",
      description: `Manifest jadwal ${await sailingLabelOf(tx, scheduleId)} dikirim ulang ke SeaPass`,
      subject_type: "manifest",
      subject_id: scheduleId,
      properties: { delivery_id: id },
    });
    return id;
  });
}

type Fetch = typeof fetch;

async function attempt(settings: SeapassSettings, payload: unknown, fetcher: Fetch) {
  try {
    const response = await fetcher(settings.url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${settings.api_key}` },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    const text = response.ok ? "" : (await response.text()).slice(0, 500);
    return {
      ok: response.ok,
      status: response.status,
      error: response.ok ? null : `HTTP ${response.status} ${text}`.trim(),
    };
  } catch (error) {
    return { ok: false, status: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Sends every due delivery once (the job every 30 s; tests call it with their clock). Each is claimed
 * with a conditional update (a lease), so several processes never send one twice at the same time.
 * A failure waits 1, 5, 15, 60 minutes; after the fifth attempt the delivery is `gagal`.
 */
export async function sendDueDeliveries(
  db: Database,
  options: { now?: Date; fetcher?: Fetch } = {},
): Promise<{ terkirim: number; gagal: number; dicoba: number }> {
  const now = options.now ?? new Date();
  const settings = await seapassSettings(db);
  const result = { terkirim: 0, gagal: 0, dicoba: 0 };
  if (!seapassActive(settings)) return result;
  const due = await db
    .select({ id: manifestDeliveries.id })
    .from(manifestDeliveries)
    .where(and(eq(manifestDeliveries.status, "menunggu"), lte(manifestDeliveries.next_attempt_at, now)))
    .orderBy(manifestDeliveries.next_attempt_at)
    .limit(20);
  for (const { id } of due) {
    const [claimed] = await db
      .update(manifestDeliveries)
      .set({ next_attempt_at: new Date(now.getTime() + LEASE_MS) })
      .where(
        and(
          eq(manifestDeliveries.id, id),
          eq(manifestDeliveries.status, "menunggu"),
          lte(manifestDeliveries.next_attempt_at, now),
        ),
      )
      .returning();
    if (!claimed) continue;
    result.dicoba++;
    const sent = await attempt(settings, claimed.payload, options.fetcher ?? fetch);
    const attempts = claimed.attempts + 1;
    if (sent.ok) {
      result.terkirim++;
      await db
        .update(manifestDeliveries)
        .set({
          status: "terkirim",
          attempts,
          response_status: sent.status,
          last_error: null,
          delivered_at: now,
          next_attempt_at: null,
        })
        .where(eq(manifestDeliveries.id, id));
      continue;
    }
    const wait = SEAPASS_BACKOFF_MINUTES[attempts - 1];
    if (wait === undefined) result.gagal++;
    await db
      .update(manifestDeliveries)
      .set({
        status: wait === undefined ? "gagal" : "menunggu",
        attempts,
        response_status: sent.status,
        last_error: sent.error,
        next_attempt_at: wait === undefined ? null : new Date(now.getTime() + wait * 60_000),
      })
      .where(eq(manifestDeliveries.id, id));
  }
  return result;
}

/** The delivery log, newest first, with the schedule in a few words and who asked. */
export async function listDeliveries(
  db: Database,
  query: { page: number; per_page: number; schedule_id?: number | undefined },
) {
  const where = query.schedule_id ? eq(manifestDeliveries.schedule_id, query.schedule_id) : undefined;
  const [total] = await db.select({ total: count() }).from(manifestDeliveries).where(where);
  const rows = await db
    .select({
      id: manifestDeliveries.id,
      schedule_id: manifestDeliveries.schedule_id,
      status: manifestDeliveries.status,
      attempts: manifestDeliveries.attempts,
      next_attempt_at: manifestDeliveries.next_attempt_at,
      last_error: manifestDeliveries.last_error,
      response_status: manifestDeliveries.response_status,
      requested_by: manifestDeliveries.requested_by,
      delivered_at: manifestDeliveries.delivered_at,
      created_at: manifestDeliveries.created_at,
    })
    .from(manifestDeliveries)
    .where(where)
    .orderBy(desc(manifestDeliveries.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const schedules = await scheduleSummaries(
    db,
    rows.map((row) => row.schedule_id),
  );
  const names = await userNames(
    db,
    rows.map((row) => row.requested_by),
  );
  const data = rows.map((row) => ({
    ...row,
    schedule: schedules.get(row.schedule_id) ?? null,
    requested_by: row.requested_by === null ? "sistem" : (names.get(row.requested_by)?.nama_lengkap ?? null),
  }));
  return { data, total: total?.total ?? 0 };
}
