import type { MethodAmounts, ShiftReport, ShiftReportRow } from "@ferry/shared/cashier-shifts";
import { instantToLocal } from "@ferry/shared/zoned-time";
import { and, gte, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cashierShifts } from "../../db/schema/cashier-shifts";
import { periodOf } from "../reports/index";
import { userNames } from "../users/index";
import { moneyOfShifts } from "./figures";

type Key = (row: { tanggal: string; kasir: string; loket: string }) => string;

function addTo(rows: Map<string, ShiftReportRow>, key: string, line: ShiftReportRow) {
  const row = rows.get(key);
  if (!row) {
    rows.set(key, { ...line });
    return;
  }
  for (const field of ["shift", "penjualan", "refund", "tunai", "transfer", "qris", "selisih"] as const) {
    row[field] += line[field];
  }
}

const sorted = (rows: Map<string, ShiftReportRow>) =>
  [...rows.values()].sort((a, b) => a.tanggal.localeCompare(b.tanggal) || a.kasir.localeCompare(b.kasir));

const net = (taken: MethodAmounts, refunded: MethodAmounts, method: keyof MethodAmounts) =>
  taken[method] - refunded[method];

/**
 * Takings per cashier per day and per counter per day (a shift counts on the day it opened, in the
 * operator's zone): shifts, sales, refunds paid out, net takings per method and the closes' differences.
 * The default period is the current month.
 */
export async function shiftReport(
  db: Database,
  query: { from?: string; to?: string },
  zone: string,
  now = new Date(),
): Promise<ShiftReport> {
  const period = periodOf(query, zone, now);
  const shifts = await db
    .select()
    .from(cashierShifts)
    .where(and(gte(cashierShifts.opened_at, period.start), lt(cashierShifts.opened_at, period.end)));
  const money = await moneyOfShifts(
    db,
    shifts.map((shift) => shift.id),
  );
  const names = await userNames(
    db,
    shifts.map((shift) => shift.user_id),
  );
  const perCashier = new Map<string, ShiftReportRow>();
  const perCounter = new Map<string, ShiftReportRow>();
  const byCashier: Key = (row) => `${row.tanggal}|${row.kasir}`;
  const byCounter: Key = (row) => `${row.tanggal}|${row.loket}`;
  for (const shift of shifts) {
    const own = money.get(shift.id);
    const zeroes = { tunai: 0, transfer: 0, qris: 0 };
    const taken = own?.taken ?? zeroes;
    const refunded = own?.refunded ?? zeroes;
    const line: ShiftReportRow = {
      tanggal: instantToLocal(shift.opened_at, zone).date,
      kasir: names.get(shift.user_id)?.nama_lengkap ?? `#${shift.user_id}`,
      loket: shift.loket,
      shift: 1,
      penjualan: taken.tunai + taken.transfer + taken.qris,
      refund: refunded.tunai + refunded.transfer + refunded.qris,
      tunai: net(taken, refunded, "tunai"),
      transfer: net(taken, refunded, "transfer"),
      qris: net(taken, refunded, "qris"),
      selisih: shift.selisih ?? 0,
    };
    addTo(perCashier, byCashier(line), { ...line, loket: "" });
    addTo(perCounter, byCounter(line), { ...line, kasir: "" });
  }
  return { from: period.from, to: period.to, per_kasir: sorted(perCashier), per_loket: sorted(perCounter) };
}
