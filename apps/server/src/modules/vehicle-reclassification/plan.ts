import { ticketStatusLabel } from "@ferry/shared/gate";
import {
  golonganForLength,
  groupOf,
  RECLASS_MESSAGES,
  type ReclassificationSettings,
  type RemeasureInput,
  type RemeasurePreview,
  type RemeasureState,
} from "@ferry/shared/vehicle-reclassification";
import type { Database } from "../../db/client";
import { AppError, fieldError } from "../../lib/app-error";
import { SELLABLE_STATUSES, type VehicleLine, vehicleFare, vehicleLineOfTicket } from "../bookings/index";
import { cargoTypesByIds } from "../cargo-types/index";
import { findSchedule, type QuotaRow, quotasOfSchedule } from "../schedules/index";
import { findRoute } from "../sea-routes/index";
import { findTicket, type TicketView } from "../tickets/index";
import { reclassificationSettings } from "./settings";

/** Where a vehicle ticket stands: the ticket, its line, its sailing, the rules and the gate's weighbridge. */
export type RemeasureContext = {
  ticket: TicketView;
  line: VehicleLine;
  schedule: Awaited<ReturnType<typeof findSchedule>>;
  settings: ReclassificationSettings;
  /** The weight limits that apply at this gate (null: not weighed there / no limit for the ship). */
  port_limit: number | null;
  ship_limit: number | null;
  timbangan: boolean;
};

/**
 * Reads (inside a transaction: locks) the vehicle ticket and refuses what cannot be re-measured: not a
 * vehicle ticket, cancelled or expired, a sailing departed or cancelled.
 */
export async function remeasureContext(
  db: Database,
  ticketId: number,
  lock = false,
): Promise<RemeasureContext> {
  const ticket = await findTicket(db, "kendaraan", ticketId, { lock });
  const line = ticket ? await vehicleLineOfTicket(db, ticketId) : null;
  if (!ticket || !line) throw new AppError("NOT_FOUND", RECLASS_MESSAGES.notVehicle);
  if (!["aktif", "digunakan"].includes(ticket.status_tiket)) {
    throw new AppError(
      "CONFLICT",
      RECLASS_MESSAGES.notReclassifiable(ticketStatusLabel(ticket.status_tiket)),
    );
  }
  const schedule = await findSchedule(db, ticket.schedule_id);
  if (!SELLABLE_STATUSES.includes(schedule.status))
    throw new AppError("CONFLICT", RECLASS_MESSAGES.sailingClosed);
  const settings = await reclassificationSettings(db);
  const origin = (await findRoute(db, schedule.route_id))?.port_origin.id;
  const port = settings.timbangan.find((row) => row.port_id === origin);
  const ship = settings.batas_berat_kapal.find((row) => row.ship_id === schedule.ship_id);
  return {
    ticket,
    line,
    schedule,
    settings,
    timbangan: port !== undefined,
    port_limit: port?.batas_berat_kg ?? null,
    ship_limit: ship?.batas_berat_kg ?? null,
  };
}

/** What the gate shows before measuring: the vehicle as sold and whether the gate weighs. */
export function remeasureState(context: RemeasureContext): RemeasureState {
  const { ticket, line } = context;
  const limits = [context.port_limit, context.ship_limit].filter((limit) => limit !== null);
  return {
    ticket_id: ticket.id,
    kode_tiket: ticket.kode_tiket,
    nomor_kendaraan: line.nomor_kendaraan,
    nama_pemilik: line.nama_pemilik,
    golongan: ticket.golongan,
    tipe_tiket: line.tipe_tiket,
    harga: line.harga,
    timbangan: context.timbangan,
    batas_berat_kg: context.timbangan && limits.length > 0 ? Math.min(...limits) : null,
  };
}

/** Refuses a weight where nothing weighs, and an overweight vehicle against the port's or ship's limit. */
function checkWeight(context: RemeasureContext, berat: number | null | undefined) {
  if (berat === null || berat === undefined) return;
  if (!context.timbangan) throw fieldError("berat_kg", RECLASS_MESSAGES.noWeighbridge);
  if (context.port_limit !== null && berat > context.port_limit) {
    throw fieldError("berat_kg", RECLASS_MESSAGES.overweight(berat, context.port_limit, "pelabuhan"));
  }
  if (context.ship_limit !== null && berat > context.ship_limit) {
    throw fieldError("berat_kg", RECLASS_MESSAGES.overweight(berat, context.ship_limit, "kapal"));
  }
}

export type RemeasurePlan = RemeasurePreview & { entry: QuotaRow };

/** The class and fare the measurement gives on this sailing, against the vehicle as sold. */
export async function planRemeasure(
  db: Database,
  context: RemeasureContext,
  input: RemeasureInput,
): Promise<RemeasurePlan> {
  const { ticket, line, settings } = context;
  const lama = ticket.golongan ?? "";
  const group = groupOf(settings.golongan, lama);
  if (!group) throw new AppError("CONFLICT", RECLASS_MESSAGES.notMeasured(lama || "-"));
  checkWeight(context, input.berat_kg);
  const baru = golonganForLength(settings.golongan, group, input.panjang_m);
  const quotas = await quotasOfSchedule(db, context.schedule.id);
  const types = await cargoTypesByIds(
    db,
    quotas.map((quota) => quota.cargo_type_id),
  );
  const entry =
    baru === lama
      ? quotas.find((quota) => quota.id === line.schedule_quota_id)
      : quotas.find((quota) => {
          const type = types.get(quota.cargo_type_id);
          return type?.kategori === "kendaraan" && type.golongan === baru;
        });
  if (!entry) throw new AppError("CONFLICT", RECLASS_MESSAGES.noEntry(baru));
  const harga_baru = vehicleFare({ input: { tipe_tiket: input.tipe_tiket }, entry });
  const moves = entry.id !== line.schedule_quota_id;
  const berubah = moves || input.tipe_tiket !== line.tipe_tiket;
  return {
    entry,
    golongan_lama: ticket.golongan,
    golongan_baru: baru,
    tipe_lama: line.tipe_tiket,
    tipe_baru: input.tipe_tiket,
    harga_lama: line.harga,
    harga_baru: berubah ? harga_baru : line.harga,
    selisih: berubah ? harga_baru - line.harga : 0,
    berubah,
    sisa_kuota_baru: moves ? entry.kapasitas - entry.terjual : null,
  };
}

/** The preview without the entry row (what the API answers). */
export function previewOf({ entry: _entry, ...preview }: RemeasurePlan): RemeasurePreview {
  return preview;
}
