import type { Database } from "../../db/client";
import { refunds } from "../../db/schema/operations";
import { AppError } from "../../lib/app-error";
import type { Actor } from "../activity-log/index";
import type { BookingRow } from "../bookings/index";

export type PaidCredit = { amount: number; alasan: string; method: string; shift_id: number | null };

/**
 * A credit paid back on the spot (a vehicle re-measured into a cheaper golongan at the gate, decision 033):
 * a refund record of the booking, already paid out (`disetujui`) by the staff member who recorded it, from
 * their shift's drawer for cash, with no fee and no ticket cancelled. Counted by the shift close and by
 * the reports like any approved refund. The caller holds the booking's lock and logs the change.
 */
export async function recordPaidCredit(tx: Database, actor: Actor, booking: BookingRow, credit: PaidCredit) {
  const [row] = await tx
    .insert(refunds)
    .values({
      booking_id: booking.id,
      status: "disetujui",
      alasan: credit.alasan,
      potongan_persen: 0,
      jumlah_kotor: credit.amount,
      potongan: 0,
      jumlah_refund: credit.amount,
      method: credit.method,
      shift_id: credit.shift_id,
      requested_by: actor.id,
      decided_by: actor.id,
      decided_at: new Date(),
    })
    .returning({ id: refunds.id });
  if (!row) throw new AppError("SERVER_ERROR");
  return row.id;
}
