import { and, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { anyOf, builtOnce } from "../../db/prepared";
import { discounts } from "../../db/schema/sales";
import { AppError, fieldError } from "../../lib/app-error";

export type DiscountLine = {
  key: string;
  jenis: "penumpang" | "kendaraan";
  cargo_type_id: number;
  harga: number;
};
export type AppliedDiscount = { discount_id: number; nama: string; potongan: number };

type DiscountRow = typeof discounts.$inferSelect;
type Scope = { schedule_id: number; route_id: number; departure_date: string };

/** The reduction of one line's price: percent rounded down, or the amount; never more than the price. */
export function discountAmount(discount: Pick<DiscountRow, "tipe" | "nilai">, harga: number): number {
  const amount = discount.tipe === "persen" ? Math.floor((harga * discount.nilai) / 100) : discount.nilai;
  return Math.max(0, Math.min(amount, harga));
}

const usesLeft = (discount: DiscountRow) =>
  discount.kuota === null ? Number.POSITIVE_INFINITY : discount.kuota - discount.terpakai;

const fitsLine = (discount: DiscountRow, line: DiscountLine) =>
  discount.jenis === line.jenis &&
  (discount.cargo_type_id === null || discount.cargo_type_id === line.cargo_type_id);

/** Active discounts of the kinds asked for, valid for the schedule, route and day, with uses left. */
async function applicableDiscounts(tx: Database, scope: Scope, lines: DiscountLine[]) {
  const kinds = [...new Set(lines.map((line) => line.jenis))];
  if (kinds.length === 0) return [];
  return discountsOfSailing(tx).execute({ ...scope, kinds });
}

const discountsOfSailing = builtOnce("discounts_of_sailing", (tx) => {
  const day = sql.placeholder("departure_date");
  return tx
    .select()
    .from(discounts)
    .where(
      and(
        eq(discounts.status, "Aktif"),
        anyOf(discounts.jenis, "kinds"),
        or(isNull(discounts.schedule_id), eq(discounts.schedule_id, sql.placeholder("schedule_id"))),
        or(isNull(discounts.route_id), eq(discounts.route_id, sql.placeholder("route_id"))),
        lte(discounts.tanggal_mulai, day),
        gte(discounts.tanggal_selesai, day),
        or(isNull(discounts.kuota), sql`${discounts.terpakai} < ${discounts.kuota}`),
      ),
    );
});

/** The one discount the seller chose, or the reason it cannot be used for this departure. */
async function chosenDiscount(tx: Database, id: number, scope: Scope, lines: DiscountLine[]) {
  const refuse = (message: string) => fieldError("potongan_id", message);
  const [discount] = await tx.select().from(discounts).where(eq(discounts.id, id));
  if (!discount) throw refuse("Potongan tidak ditemukan");
  if (discount.status !== "Aktif") throw refuse("Potongan tidak aktif");
  if (scope.departure_date < discount.tanggal_mulai || scope.departure_date > discount.tanggal_selesai) {
    throw refuse("Potongan tidak berlaku untuk tanggal keberangkatan ini");
  }
  const otherSchedule = discount.schedule_id !== null && discount.schedule_id !== scope.schedule_id;
  const otherRoute = discount.route_id !== null && discount.route_id !== scope.route_id;
  if (otherSchedule || otherRoute) throw refuse("Potongan tidak berlaku untuk jadwal ini");
  if (usesLeft(discount) <= 0) throw refuse("Kuota potongan sudah habis");
  if (!lines.some((line) => fitsLine(discount, line))) {
    throw refuse("Potongan tidak berlaku untuk penumpang atau kendaraan yang dipilih");
  }
  return discount;
}

/**
 * Best applicable discount per line (largest reduction; never more than the line's harga, so never negative).
 * Applicable: status Aktif, jenis matches, (schedule_id null or = schedule) and (route_id null or = route),
 * (cargo_type_id null or = line's), departure_date within [tanggal_mulai, tanggal_selesai], uses left (kuota
 * null or terpakai < kuota). A discount goes to at most as many lines as it has uses left (the largest
 * reductions first; the other lines fall back to their next best). Lines with a zero reduction get none.
 * With `potongan_id` given only that discount is considered, and a reason is given when it cannot apply
 * (field `potongan_id`: not found, inactive, other dates, other schedule or route, quota used up, no line).
 */
export async function pickDiscounts(
  tx: Database,
  input: {
    schedule_id: number;
    route_id: number;
    departure_date: string;
    lines: DiscountLine[];
    potongan_id?: number | null;
  },
): Promise<Map<string, AppliedDiscount>> {
  const candidates =
    input.potongan_id !== undefined && input.potongan_id !== null
      ? [await chosenDiscount(tx, input.potongan_id, input, input.lines)]
      : await applicableDiscounts(tx, input, input.lines);
  const pairs = input.lines.flatMap((line) =>
    candidates
      .filter((discount) => fitsLine(discount, line))
      .map((discount) => ({ line, discount, potongan: discountAmount(discount, line.harga) }))
      .filter((pair) => pair.potongan > 0),
  );
  pairs.sort((a, b) => b.potongan - a.potongan || a.discount.id - b.discount.id);
  const left = new Map(candidates.map((discount) => [discount.id, usesLeft(discount)]));
  const applied = new Map<string, AppliedDiscount>();
  for (const { line, discount, potongan } of pairs) {
    const uses = left.get(discount.id) ?? 0;
    if (applied.has(line.key) || uses <= 0) continue;
    left.set(discount.id, uses - 1);
    applied.set(line.key, { discount_id: discount.id, nama: discount.nama, potongan });
  }
  return applied;
}

/** How many lines use each discount, by id (ascending, so concurrent sales lock rows in one order). */
function usesById(applied: Iterable<AppliedDiscount>): Map<number, { nama: string; uses: number }> {
  const counts = new Map<number, { nama: string; uses: number }>();
  for (const item of applied) {
    const entry = counts.get(item.discount_id) ?? { nama: item.nama, uses: 0 };
    counts.set(item.discount_id, { ...entry, uses: entry.uses + 1 });
  }
  return new Map([...counts].sort(([a], [b]) => a - b));
}

/**
 * Takes one use per line from each discount's quota with a conditional UPDATE (terpakai + n <= kuota, or
 * kuota null); if a quota ran out meanwhile -> AppError("CONFLICT", `Kuota potongan ${nama} sudah habis`).
 * Safe under concurrency on PostgreSQL: the row lock of the UPDATE orders concurrent sales, and the
 * condition is checked again on the committed row.
 */
export async function useDiscounts(tx: Database, applied: Iterable<AppliedDiscount>): Promise<void> {
  for (const [id, { nama, uses }] of usesById(applied)) {
    const taken = await tx
      .update(discounts)
      .set({ terpakai: sql`${discounts.terpakai} + ${uses}` })
      .where(
        and(
          eq(discounts.id, id),
          or(isNull(discounts.kuota), sql`${discounts.terpakai} + ${uses} <= ${discounts.kuota}`),
        ),
      )
      .returning({ id: discounts.id });
    if (taken.length === 0) throw new AppError("CONFLICT", `Kuota potongan ${nama} sudah habis`);
  }
}

/**
 * Takes uses again for a cancelled booking that came back because its payment arrived late (decision 027):
 * the price was paid, so it is honoured even when the quota ran out meanwhile.
 */
export async function retakeDiscounts(tx: Database, uses: Map<number, number>): Promise<void> {
  const ordered = [...uses].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  for (const [id, count] of ordered) {
    await tx
      .update(discounts)
      .set({ terpakai: sql`${discounts.terpakai} + ${count}` })
      .where(eq(discounts.id, id));
  }
}

/** Gives uses back (booking cancelled/expired): terpakai - n, never below 0. `uses` maps discount_id -> count. */
export async function releaseDiscounts(tx: Database, uses: Map<number, number>): Promise<void> {
  const ordered = [...uses].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  for (const [id, count] of ordered) {
    await tx
      .update(discounts)
      .set({ terpakai: sql`greatest(${discounts.terpakai} - ${count}, 0)` })
      .where(eq(discounts.id, id));
  }
}
