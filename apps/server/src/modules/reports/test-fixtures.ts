import { expect } from "vitest";
import { adult, type SaleWorld, type StaffCaller, sailingOf } from "../../test/sales-fixtures";
import { confirmedSale, ticketsOf } from "../tickets/test-fixtures";

/** A refund of `tickets` of a booking, requested by one refunder and approved by the other. */
export async function refunded(refunders: StaffCaller[], bookingId: number, tickets: object[]) {
  const [requester, approver] = refunders;
  if (!requester || !approver) throw new Error("two refunders needed");
  const requested = await requester.call("POST", "/refunds", {
    booking_id: bookingId,
    tickets,
    alasan: "Batal",
  });
  expect(requested.statusCode, requested.body).toBe(201);
  return approver.call("POST", `/refunds/${requested.json().data.id}/approve`, { method: "tunai" });
}

/** Every ticket of a booking refunded and approved (the booking is cancelled with an approved refund). */
export async function refundedWhole(refunders: StaffCaller[], reader: StaffCaller, bookingId: number) {
  const all = await ticketsOf(reader, bookingId);
  const whole = await refunded(refunders, bookingId, [
    ...all.passengers.map((t) => ({ jenis: "penumpang", ticket_id: t.id })),
    ...all.vehicles.map((t) => ({ jenis: "kendaraan", ticket_id: t.id })),
  ]);
  expect(whole.statusCode, whole.body).toBe(200);
}

/**
 * The after-sale turns the kept totals' tests put confirmed bookings through: `partly` gets one passenger
 * refunded, `wholly` every ticket, `moved` is rescheduled to a new sailing 72 hours ahead (its id answered).
 */
export async function refundedAndMoved(
  world: SaleWorld,
  staff: { boss: StaffCaller; refunders: StaffCaller[] },
  [partly, wholly, moved]: { id: number }[],
) {
  if (!partly || !wholly || !moved) throw new Error("three bookings needed");
  const partTickets = await ticketsOf(staff.boss, partly.id);
  const part = await refunded(staff.refunders, partly.id, [
    { jenis: "penumpang", ticket_id: partTickets.passengers[0]?.id },
  ]);
  expect(part.statusCode, part.body).toBe(200);
  await refundedWhole(staff.refunders, staff.boss, wholly.id);
  const target = await sailingOf(world, 72);
  const reschedule = await staff.boss.call("POST", `/bookings/${moved.id}/reschedule`, {
    to_schedule_id: target.id,
    method: "tunai",
  });
  expect(reschedule.statusCode, reschedule.body).toBe(200);
  return target.id as number;
}

/** A counter booking left unpaid (it holds its seats until paid, cancelled or expired): its id. */
export async function unpaidSale(cashier: StaffCaller, scheduleId: number, adultPrice: number) {
  const sale = await cashier.call("POST", "/bookings", {
    schedule_id: scheduleId,
    pemesan_nama: "Belum Bayar",
    passengers: [adult(adultPrice, "Belum Bayar")],
  });
  expect(sale.statusCode, sale.body).toBe(201);
  return sale.json().data.id as number;
}

/**
 * At once on one sailing: 20 paid counter sales (cash and transfer), the approval of a one-passenger refund
 * of 3 earlier sales and the cancellation of 3 unpaid bookings (in parallel on PostgreSQL); every answer 2xx.
 */
export async function concurrentBurst(
  world: SaleWorld,
  staff: { cashier: StaffCaller; boss: StaffCaller; refunder: StaffCaller; approver: StaffCaller },
  scheduleId: number,
) {
  const { cashier, boss, refunder, approver } = staff;
  const earlier = await Promise.all(
    Array.from({ length: 3 }, () => confirmedSale(world, cashier, scheduleId)),
  );
  const unpaid = await Promise.all(
    Array.from({ length: 3 }, () => unpaidSale(cashier, scheduleId, world.adultPrice)),
  );
  const requests = await Promise.all(
    earlier.map(async (booking) => {
      const own = await ticketsOf(boss, booking.id);
      const requested = await refunder.call("POST", "/refunds", {
        booking_id: booking.id,
        tickets: [{ jenis: "penumpang", ticket_id: own.passengers[0]?.id }],
        alasan: "Batal",
      });
      expect(requested.statusCode, requested.body).toBe(201);
      return requested.json().data.id as number;
    }),
  );
  const answers = await Promise.all([
    ...Array.from({ length: 20 }, (_, index) =>
      cashier.call(
        "POST",
        "/bookings",
        {
          schedule_id: scheduleId,
          pemesan_nama: `Pembeli ${index}`,
          passengers: [adult(world.adultPrice, `Pembeli ${index}`)],
          payment: { method: index % 2 === 0 ? "tunai" : "transfer", amount: 11_400 },
        },
        { "idempotency-key": `burst-${scheduleId}-${index}-key` },
      ),
    ),
    ...requests.map((id) => approver.call("POST", `/refunds/${id}/approve`, { method: "tunai" })),
    ...unpaid.map((id) => boss.call("POST", `/bookings/${id}/cancel`, { alasan: "Batal pergi" })),
  ]);
  for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(300);
}
