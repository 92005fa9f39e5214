import { ALL_PERMISSIONS } from "@ferry/shared/permissions";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../db/client";
import { sailingOf, staffCaller, useSaleWorld } from "../../test/sales-fixtures";
import { reverseRoute } from "../../test/voyage-fixtures";
import { confirmedSale } from "../tickets/test-fixtures";
import { financeReport, table, within } from "./finance";
import { type Period, periodOf } from "./period";
import { DAY_TEXT, dayDate, query } from "./sql-parts";
import { concurrentBurst, refundedAndMoved, refundedWhole, unpaidSale } from "./test-fixtures";

type Row = Record<string, string | number | null>;
const ZONES = ["Asia/Jakarta", "Asia/Makassar", "Asia/Jayapura"];
/** Each zone's midnight of 11 March 2026 and the instant before it: bookings and payments on day edges. */
const EDGES = [
  "2026-03-10T16:59:59.999Z",
  "2026-03-10T17:00:00Z",
  "2026-03-10T15:59:59.999Z",
  "2026-03-10T16:00:00Z",
  "2026-03-10T14:59:59.999Z",
  "2026-03-10T15:00:00Z",
];

/** The revenue and payments as the finance report summed them from the raw rows before decision 054. */
async function fromRawRows(app: FastifyInstance, period: Period) {
  const db = app.database.db;
  const zone = period.zone;
  const revenue = await query<Row>(
    db,
    sql`WITH approved AS (
      SELECT r.booking_id, SUM(r.jumlah_refund)::bigint AS refund FROM refunds r JOIN bookings b ON b.id = r.booking_id
      WHERE r.status = 'disetujui' AND ${within(sql`b.created_at`, period)} GROUP BY 1),
    per AS (
      SELECT ${dayDate(sql`b.created_at`, zone)} AS hari, s.route_id, b.channel AS kanal, COUNT(*)::int AS booking,
        SUM(b.total_harga)::bigint AS pendapatan_kotor, SUM(COALESCE(a.refund, 0))::bigint AS refund
      FROM bookings b JOIN schedules s ON s.id = b.schedule_id LEFT JOIN approved a ON a.booking_id = b.id
      WHERE ${within(sql`b.created_at`, period)}
        AND (b.status = 'confirmed' OR (b.status = 'cancel' AND a.booking_id IS NOT NULL))
      GROUP BY 1, 2, 3)
    SELECT ${DAY_TEXT} AS tanggal, r.kode_rute, per.kanal, per.booking, per.pendapatan_kotor, per.refund,
      (per.pendapatan_kotor - per.refund)::bigint AS pendapatan
    FROM per JOIN sea_routes r ON r.id = per.route_id ORDER BY 1, 2, 3`,
  );
  const payments = await query<Row>(
    db,
    sql`SELECT ${DAY_TEXT} AS tanggal, per.metode, per.transaksi, per.jumlah FROM (
      SELECT ${dayDate(sql`COALESCE(p.verified_at, p.created_at)`, zone)} AS hari, p.method AS metode,
        COUNT(*)::int AS transaksi, SUM(p.amount)::bigint AS jumlah
      FROM booking_payments p WHERE p.status = 'diterima' AND ${within(sql`COALESCE(p.verified_at, p.created_at)`, period)}
      GROUP BY 1, 2) per ORDER BY 1, 2`,
  );
  return { revenue, payments };
}

/** The report's revenue and payments over `period` equal the raw rows'; answers how many rows they have. */
async function expectRawRows(app: FastifyInstance, period: Period) {
  const report = await financeReport(app.database.db, period);
  const raw = await fromRawRows(app, period);
  const label = `${period.zone} ${period.from}`;
  expect(report.revenue, label).toEqual(table(report.revenue.title, report.revenue.columns, raw.revenue));
  expect(report.payments, label).toEqual(table(report.payments.title, report.payments.columns, raw.payments));
  return report.revenue.rows.length + report.payments.rows.length;
}

const ALL_TIME = { from: "2000-01-01", to: "2099-12-31" };

/** The report equals the raw rows in every zone, over all time and on the edge days (which have rows). */
async function expectRawRowsEverywhere(app: FastifyInstance) {
  let edgeRows = 0;
  for (const zone of ZONES) {
    await expectRawRows(app, periodOf(ALL_TIME, zone));
    for (const day of ["2026-03-10", "2026-03-11"])
      edgeRows += await expectRawRows(app, periodOf({ from: day, to: day }, zone));
  }
  expect(edgeRows).toBeGreaterThan(0);
}

/**
 * The kept hours and the shares that count (a share of nothing may stay), as stored, then made again from
 * the raw rows (as the migration's backfill makes them).
 */
async function keptAndRebuilt(app: FastifyInstance) {
  const db = app.database.db;
  const kept = async () => ({
    revenue: rowsOf(await db.execute(sql`SELECT * FROM revenue_hour_totals ORDER BY jam, route_id, kanal`)),
    payments: rowsOf(await db.execute(sql`SELECT * FROM payment_hour_totals ORDER BY jam, metode`)),
    bookingShares: rowsOf(
      await db.execute(sql`SELECT * FROM booking_revenue_shares WHERE booking > 0 ORDER BY booking_id`),
    ),
    paymentShares: rowsOf(
      await db.execute(sql`SELECT * FROM payment_shares WHERE transaksi > 0 ORDER BY payment_id`),
    ),
  });
  const before = await kept();
  await db.execute(sql`TRUNCATE revenue_hour_totals, payment_hour_totals`);
  await db.execute(sql`SELECT finance_totals_rebuild()`);
  return { kept: before, rebuilt: await kept() };
}

describe("kept finance hour totals (decision 054)", () => {
  const state = useSaleWorld();

  it("give the finance report of the raw rows after sales, payments, refunds, cancellations, reschedules and route changes, in every zone and on day edges", async () => {
    const { app, world, cashier } = state();
    const db = app.database.db;
    const boss = await staffCaller(app, [...ALL_PERMISSIONS], { shift: false });
    const refunders = [
      await staffCaller(app, [...ALL_PERMISSIONS]),
      await staffCaller(app, [...ALL_PERMISSIONS]),
    ];
    const sold = await Promise.all(EDGES.map(() => confirmedSale(world, cashier, world.schedule.id)));
    await refundedAndMoved(world, { boss, refunders }, sold);
    const unpaid = await unpaidSale(cashier, world.schedule.id, world.adultPrice);
    await unpaidSale(cashier, world.schedule.id, world.adultPrice);
    const cancel = await boss.call("POST", `/bookings/${unpaid}/cancel`, { alasan: "Batal pergi" });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // The sales and their payments moved onto the zones' day edges (the triggers move their hours).
    for (const [index, booking] of sold.entries()) {
      const at = EDGES[index] ?? "";
      await db.execute(sql`UPDATE bookings SET created_at = ${at}::timestamptz WHERE id = ${booking.id}`);
      await db.execute(
        sql`UPDATE booking_payments SET created_at = ${at}::timestamptz, verified_at = ${at}::timestamptz
        WHERE booking_id = ${booking.id}`,
      );
    }
    // A sailing whose bookings all left (refunded whole) put on another route: its revenue follows the route.
    const emptied = await sailingOf(world, 96);
    const lone = await confirmedSale(world, cashier, emptied.id);
    await refundedWhole(refunders, boss, lone.id);
    const back = await reverseRoute(world);
    await db.execute(sql`UPDATE schedules SET route_id = ${back.id} WHERE id = ${emptied.id}`);

    await expectRawRowsEverywhere(app);
    const wide = await financeReport(db, periodOf(ALL_TIME, "Asia/Jakarta"));
    expect(wide.revenue.rows.map((row) => row.kode_rute)).toContain("GLM-KTP");
    expect(wide.revenue.totals.refund).toBeGreaterThan(0);
    const { kept, rebuilt } = await keptAndRebuilt(app);
    expect(rebuilt).toEqual(kept);
  }, 120_000);

  it("stay exact under concurrent sales, payments, refunds and cancellations in one hour", async () => {
    const { app, world, cashier } = state();
    const boss = await staffCaller(app, [...ALL_PERMISSIONS], { shift: false });
    const requester = await staffCaller(app, [...ALL_PERMISSIONS]);
    const approver = await staffCaller(app, [...ALL_PERMISSIONS]);
    await concurrentBurst(world, { cashier, boss, refunder: requester, approver }, world.schedule.id);
    const { kept, rebuilt } = await keptAndRebuilt(app);
    expect(rebuilt).toEqual(kept);
    expect(kept.payments.length).toBeGreaterThan(0);
    expect(kept.revenue.length).toBeGreaterThan(0);
    for (const zone of ZONES) await expectRawRows(app, periodOf(ALL_TIME, zone));
  }, 120_000);

  it("add many sales of one hour on two sailings to the rupiah", async () => {
    const { app, world, cashier } = state();
    const other = await sailingOf(world, 30);
    await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        confirmedSale(world, cashier, index % 2 === 0 ? world.schedule.id : other.id),
      ),
    );
    const db = app.database.db;
    const [kept] = rowsOf<Row>(
      await db.execute(
        sql`SELECT SUM(booking)::int AS booking, SUM(pendapatan_kotor)::bigint AS kotor FROM revenue_hour_totals`,
      ),
    );
    const [raw] = rowsOf<Row>(
      await db.execute(
        sql`SELECT COUNT(*)::int AS booking, SUM(total_harga)::bigint AS kotor FROM bookings WHERE status = 'confirmed'`,
      ),
    );
    expect(Number(raw?.booking)).toBe(24);
    expect({ ...kept, kotor: Number(kept?.kotor) }).toEqual({ ...raw, kotor: Number(raw?.kotor) });
    const { kept: hours, rebuilt } = await keptAndRebuilt(app);
    expect(rebuilt).toEqual(hours);
  }, 120_000);
});
