import { ALL_PERMISSIONS } from "@ferry/shared/permissions";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../db/client";
import { adult, type StaffCaller, sailingOf, staffCaller } from "../../test/sales-fixtures";
import { confirmedSale, scanBody, ticketsOf, useGateWorld } from "../tickets/test-fixtures";

const WIDE = "from=2000-01-01&to=2099-12-31";
const REPORTS = ["summary-manifest", "jadwal-pelayaran", "rekap-manifest-bulanan"];

/** The kept totals as stored, in a fixed order. */
async function keptTotals(app: FastifyInstance) {
  const db = app.database.db;
  return {
    sailings: rowsOf<Record<string, unknown>>(
      await db.execute(sql`SELECT * FROM sailing_totals ORDER BY schedule_id`),
    ),
    cargo: rowsOf(
      await db.execute(sql`SELECT * FROM sailing_cargo_totals ORDER BY schedule_id, cargo_type_id`),
    ),
  };
}

/** The kept totals made again from the raw rows (as the migration's backfill makes them). */
async function rebuiltFromRows(app: FastifyInstance) {
  await app.database.db.execute(sql`TRUNCATE sailing_totals, sailing_cargo_totals`);
  await app.database.db.execute(sql`SELECT sailing_totals_rebuild()`);
}

/** Every report that reads the kept totals, as the API answers it. */
async function reports(call: (url: string) => Promise<{ body: string }>) {
  const answers: Record<string, unknown> = {};
  for (const key of REPORTS) answers[key] = JSON.parse((await call(`/reports/${key}?${WIDE}`)).body).data;
  answers.dashboard = JSON.parse((await call("/dashboard/summary")).body).data.sailings;
  return answers;
}

/** A refund of `tickets` of a booking, requested by one refunder and approved by the other. */
async function refunded(refunders: StaffCaller[], bookingId: number, tickets: object[]) {
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

/** A counter booking left unpaid (it holds its seats until paid, cancelled or expired): its id. */
async function unpaidSale(cashier: StaffCaller, scheduleId: number, adultPrice: number) {
  const sale = await cashier.call("POST", "/bookings", {
    schedule_id: scheduleId,
    pemesan_nama: "Belum Bayar",
    passengers: [adult(adultPrice, "Belum Bayar")],
  });
  expect(sale.statusCode, sale.body).toBe(201);
  return sale.json().data.id as number;
}

describe("kept per-sailing totals (decision 051)", () => {
  const state = useGateWorld();

  it("equal the totals made from the raw rows after sales, refunds, cancellations, reschedules and scans", async () => {
    const { app, world, cashier, officer, tickets } = state();
    const boss = await staffCaller(app, [...ALL_PERMISSIONS], { shift: false });
    const refunders = [
      await staffCaller(app, [...ALL_PERMISSIONS]),
      await staffCaller(app, [...ALL_PERMISSIONS]),
    ];
    const [first, second] = tickets.passengers;
    if (!first || !second) throw new Error("gate world without its passengers");
    for (const ticket of [first, second]) {
      const scanned = await officer.call(
        "POST",
        "/tickets/validate-qr",
        scanBody(ticket.qr_data, world.schedule.id),
      );
      expect(scanned.statusCode, scanned.body).toBe(200);
    }
    // Refunds close 2 hours before departure: the gate's sailing is too near, the rest sells on a later one.
    const later = await sailingOf(world, 48);
    const sell = () => confirmedSale(world, cashier, later.id);
    const [partly, wholly, moved] = await Promise.all([sell(), sell(), sell()]);
    const partTickets = await ticketsOf(officer, partly.id);
    const part = await refunded(refunders, partly.id, [
      { jenis: "penumpang", ticket_id: partTickets.passengers[0]?.id },
    ]);
    expect(part.statusCode, part.body).toBe(200);
    const all = await ticketsOf(officer, wholly.id);
    const whole = await refunded(refunders, wholly.id, [
      ...all.passengers.map((t) => ({ jenis: "penumpang", ticket_id: t.id })),
      ...all.vehicles.map((t) => ({ jenis: "kendaraan", ticket_id: t.id })),
    ]);
    expect(whole.statusCode, whole.body).toBe(200);
    const target = await sailingOf(world, 72);
    const reschedule = await boss.call("POST", `/bookings/${moved.id}/reschedule`, {
      to_schedule_id: target.id,
      method: "tunai",
    });
    expect(reschedule.statusCode, reschedule.body).toBe(200);
    const [unpaid, kept] = await Promise.all([
      unpaidSale(cashier, later.id, world.adultPrice),
      unpaidSale(cashier, later.id, world.adultPrice),
    ]);
    const cancel = await boss.call("POST", `/bookings/${unpaid}/cancel`, { alasan: "Batal pergi" });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const read = (url: string) => boss.call("GET", url);
    expect(kept).toBeGreaterThan(0);
    const totals = await keptTotals(app);
    const fromTotals = await reports(read);
    const of = (id: number) => totals.sailings.find((row) => Number(row.schedule_id) === id);
    expect(of(world.schedule.id)).toMatchObject({ naik: 2 });
    expect(of(later.id)).toMatchObject({ dipindah: 1 });
    expect(Number(of(later.id)?.refund)).toBeGreaterThan(0);
    await rebuiltFromRows(app);
    expect(await keptTotals(app)).toEqual(totals);
    expect(await reports(read)).toEqual(fromTotals);
  }, 120_000);

  it("stay exact under concurrent sales, refunds and cancellations on one sailing", async () => {
    const { app, world, cashier, officer } = state();
    const refunder = await staffCaller(app, [...ALL_PERMISSIONS]);
    const approver = await staffCaller(app, [...ALL_PERMISSIONS]);
    const boss = await staffCaller(app, [...ALL_PERMISSIONS], { shift: false });
    const later = await sailingOf(world, 48);
    const earlier = await Promise.all(
      Array.from({ length: 3 }, () => confirmedSale(world, cashier, later.id)),
    );
    const unpaid = await Promise.all(
      Array.from({ length: 3 }, () => unpaidSale(cashier, later.id, world.adultPrice)),
    );
    const requests = await Promise.all(
      earlier.map(async (booking) => {
        const own = await ticketsOf(officer, booking.id);
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
            schedule_id: later.id,
            pemesan_nama: `Pembeli ${index}`,
            passengers: [adult(world.adultPrice, `Pembeli ${index}`)],
            payment: { method: "tunai", amount: 11_400 },
          },
          { "idempotency-key": `kept-totals-${index}-key` },
        ),
      ),
      ...requests.map((id) => approver.call("POST", `/refunds/${id}/approve`, { method: "tunai" })),
      ...unpaid.map((id) => boss.call("POST", `/bookings/${id}/cancel`, { alasan: "Batal pergi" })),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(300);
    const kept = await keptTotals(app);
    await rebuiltFromRows(app);
    expect(await keptTotals(app)).toEqual(kept);
  }, 120_000);
});
