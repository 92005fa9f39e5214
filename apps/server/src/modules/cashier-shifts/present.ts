import {
  type CashierShift,
  type MethodAmounts,
  SHIFT_MESSAGES,
  SHIFT_STATUS_LABELS,
  type ShiftStatus,
  shiftCode,
} from "@ferry/shared/cashier-shifts";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cashierShifts } from "../../db/schema/cashier-shifts";
import { AppError } from "../../lib/app-error";
import { userNames } from "../users/index";
import type { ShiftRow } from "./current";
import { expectedOf, methodLines, moneyOfShifts } from "./figures";

const sumOf = (amounts: MethodAmounts) => amounts.tunai + amounts.transfer + amounts.qris;

/**
 * Shifts as the API answers them, with their figures: an open shift's expected money is computed now; a
 * closed one's was frozen at its close.
 */
export async function presentShifts(db: Database, rows: ShiftRow[]): Promise<CashierShift[]> {
  const money = await moneyOfShifts(
    db,
    rows.map((row) => row.id),
  );
  const names = await userNames(
    db,
    rows.flatMap((row) => [row.user_id, row.approved_by]),
  );
  return rows.map((row) => {
    const own = money.get(row.id);
    const expected = (row.diharapkan as MethodAmounts | null) ?? expectedOf(row.modal_awal, own);
    const counted = (row.dihitung as MethodAmounts | null) ?? null;
    return {
      id: row.id,
      kode: shiftCode(row.id),
      user_id: row.user_id,
      kasir_username: names.get(row.user_id)?.username ?? null,
      kasir_nama: names.get(row.user_id)?.nama_lengkap ?? null,
      loket: row.loket,
      modal_awal: row.modal_awal,
      status: row.status as ShiftStatus,
      status_label: SHIFT_STATUS_LABELS[row.status as ShiftStatus] ?? row.status,
      opened_at: row.opened_at.toISOString(),
      closed_at: row.closed_at?.toISOString() ?? null,
      approved_at: row.approved_at?.toISOString() ?? null,
      approved_by_nama: row.approved_by ? (names.get(row.approved_by)?.nama_lengkap ?? null) : null,
      catatan_tutup: row.catatan_tutup,
      catatan_persetujuan: row.catatan_persetujuan,
      jumlah_transaksi: own?.payments ?? 0,
      total_penjualan: own ? sumOf(own.taken) : 0,
      total_refund: own ? sumOf(own.refunded) : 0,
      selisih: row.selisih,
      methods: methodLines(own, expected, counted),
    };
  });
}

export async function findShiftRow(db: Database, id: number): Promise<ShiftRow> {
  const [row] = await db.select().from(cashierShifts).where(eq(cashierShifts.id, id));
  if (!row) throw new AppError("NOT_FOUND", SHIFT_MESSAGES.notFound);
  return row;
}

export async function presentShift(db: Database, row: ShiftRow): Promise<CashierShift> {
  const [shift] = await presentShifts(db, [row]);
  if (!shift) throw new AppError("SERVER_ERROR");
  return shift;
}
