import type { DiscountKind, discountInputSchema } from "@ferry/shared/discounts";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { discounts } from "../../db/schema/sales";
import { AppError, fieldError } from "../../lib/app-error";
import { cargoTypesByIds } from "../cargo-types/index";
import type { ScheduleRow } from "../schedules/index";
import { findSchedule } from "../schedules/index";
import { findRoute } from "../sea-routes/index";

/** The cargo categories a discount of each kind may be limited to. */
const CATEGORIES: Record<DiscountKind, { kategori: string[]; message: string }> = {
  penumpang: { kategori: ["penumpang"], message: "Jenis muatan harus kategori penumpang" },
  kendaraan: {
    kategori: ["kendaraan", "barang"],
    message: "Jenis muatan harus kategori kendaraan atau barang",
  },
};

type DiscountInput = z.output<typeof discountInputSchema>;
type DiscountValues = typeof discounts.$inferInsert;

async function scheduleOrFieldError(tx: Database, id: number): Promise<ScheduleRow> {
  try {
    return await findSchedule(tx, id);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") {
      throw fieldError("schedule_id", "Jadwal tidak ditemukan");
    }
    throw error;
  }
}

/**
 * Forces the resource's `jenis`; a discount of one schedule also belongs to that schedule's route (an
 * empty route takes it; another route is refused), so filtering by route finds it too.
 */
export async function prepareDiscount(
  tx: Database,
  jenis: DiscountKind,
  values: DiscountInput,
): Promise<DiscountValues> {
  if (values.schedule_id === null) return { ...values, jenis };
  const schedule = await scheduleOrFieldError(tx, values.schedule_id);
  if (values.route_id !== null && values.route_id !== schedule.route_id) {
    throw fieldError("route_id", "Rute harus sama dengan rute jadwal yang dipilih");
  }
  return { ...values, jenis, route_id: schedule.route_id };
}

/** The route exists, the cargo type fits the kind, and an edit keeps the quota at or above the uses. */
export async function validateDiscount(
  tx: Database,
  jenis: DiscountKind,
  values: DiscountValues,
  id: number | null,
): Promise<void> {
  const routeId = values.route_id ?? null;
  if (routeId !== null && !(await findRoute(tx, routeId))) {
    throw fieldError("route_id", "Rute tidak ditemukan");
  }
  const cargoTypeId = values.cargo_type_id ?? null;
  if (cargoTypeId !== null) {
    const cargo = (await cargoTypesByIds(tx, [cargoTypeId])).get(cargoTypeId);
    if (!cargo) throw fieldError("cargo_type_id", "Jenis muatan tidak ditemukan");
    const rule = CATEGORIES[jenis];
    if (!rule.kategori.includes(cargo.kategori)) throw fieldError("cargo_type_id", rule.message);
  }
  const kuota = values.kuota ?? null;
  if (id !== null && kuota !== null) {
    // Locked until the change is written, so no sale takes a use in between.
    const [current] = await tx
      .select({ terpakai: discounts.terpakai })
      .from(discounts)
      .where(eq(discounts.id, id))
      .for("update");
    if (current && kuota < current.terpakai) {
      throw fieldError("kuota", `Kuota tidak boleh kurang dari yang sudah terpakai (${current.terpakai})`);
    }
  }
}

/** Why a discount cannot be deleted: it was used by sales (deactivate it instead). */
export async function discountUsage(tx: Database, id: number): Promise<string | null> {
  const [row] = await tx
    .select({ terpakai: discounts.terpakai })
    .from(discounts)
    .where(eq(discounts.id, id))
    .for("update");
  return row && row.terpakai > 0 ? `sudah dipakai ${row.terpakai} kali. Nonaktifkan saja.` : null;
}
