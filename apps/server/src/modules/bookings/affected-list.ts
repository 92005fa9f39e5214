import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookingPassengers, bookings, bookingVehicles } from "../../db/schema/bookings";
import { reschedules } from "../../db/schema/operations";
import { cargoTypesByIds } from "../cargo-types/index";
import { scheduleSummaries } from "../schedules/index";
import { userNames } from "../users/index";
import { affectedBookingIds } from "./sailing-cancelled";

const cargoName = (type: { nama: string; golongan: string | null } | undefined) =>
  type ? (type.golongan ? `Gol ${type.golongan} · ${type.nama}` : type.nama) : "-";

/** The people and vehicles of some bookings, by booking, with their class names (three queries). */
async function linesOfBookings(db: Database, ids: number[]) {
  const people = ids.length
    ? await db
        .select()
        .from(bookingPassengers)
        .where(inArray(bookingPassengers.booking_id, ids))
        .orderBy(asc(bookingPassengers.id))
    : [];
  const vehicles = ids.length
    ? await db
        .select()
        .from(bookingVehicles)
        .where(inArray(bookingVehicles.booking_id, ids))
        .orderBy(asc(bookingVehicles.id))
    : [];
  const types = await cargoTypesByIds(db, [...new Set([...people, ...vehicles].map((l) => l.cargo_type_id))]);
  return (bookingId: number) => ({
    passengers: people
      .filter((line) => line.booking_id === bookingId)
      .map((line) => ({
        id: line.id,
        nama_lengkap: line.nama_lengkap,
        kelas: cargoName(types.get(line.cargo_type_id)),
        penumpang_kendaraan: line.vehicle_id !== null,
      })),
    vehicles: vehicles
      .filter((line) => line.booking_id === bookingId)
      .map((line) => ({
        id: line.id,
        nomor_kendaraan: line.nomor_kendaraan,
        golongan: cargoName(types.get(line.cargo_type_id)),
        tipe_tiket: line.tipe_tiket,
      })),
  });
}

/**
 * The 'Penumpang terdampak' view of a cancelled sailing: the bookings still waiting on it (with their
 * people and vehicles), and those the operator already moved off it (where to, when, by whom).
 */
export async function affectedOfSailing(db: Database, scheduleId: number) {
  const waitingIds = await affectedBookingIds(db, scheduleId);
  const moves = await db
    .select()
    .from(reschedules)
    .where(and(eq(reschedules.from_schedule_id, scheduleId), eq(reschedules.jenis, "pindah")))
    .orderBy(desc(reschedules.id));
  const ids = [...waitingIds, ...moves.map((move) => move.booking_id)];
  const rows = ids.length ? await db.select().from(bookings).where(inArray(bookings.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const lines = await linesOfBookings(db, ids);
  const sailings = await scheduleSummaries(
    db,
    moves.map((move) => move.to_schedule_id),
  );
  const names = await userNames(
    db,
    moves.map((move) => move.created_by),
  );
  const head = (id: number) => {
    const row = byId.get(id);
    return {
      id,
      booking_code: row?.booking_code ?? "-",
      status: row?.status ?? "-",
      channel: row?.channel ?? "-",
      pemesan_nama: row?.pemesan_nama ?? "-",
      pemesan_telepon: row?.pemesan_telepon ?? null,
      pemesan_email: row?.pemesan_email ?? null,
      total_dibayar: row?.total_dibayar ?? 0,
      ...lines(id),
    };
  };
  return {
    waiting: waitingIds.map((id) => ({
      ...head(id),
      terdampak_at: byId.get(id)?.terdampak_at?.toISOString() ?? null,
    })),
    moved: moves.map((move) => ({
      ...head(move.booking_id),
      to_schedule: sailings.get(move.to_schedule_id) ?? null,
      moved_at: move.created_at.toISOString(),
      moved_by: move.created_by ? (names.get(move.created_by)?.nama_lengkap ?? null) : null,
    })),
  };
}
