import { ALL_PERMISSIONS } from "@ferry/shared/permissions";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../db/client";
import { sailingOf, staffCaller } from "../../test/sales-fixtures";
import { confirmedSale, scanBody, useGateWorld } from "../tickets/test-fixtures";
import { concurrentBurst, refundedAndMoved, unpaidSale } from "./test-fixtures";

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
    await refundedAndMoved(world, { boss, refunders }, [partly, wholly, moved]);
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

  it("follow a person's or a vehicle's fare and discount changed alone, as the manifests total them", async () => {
    const { app, world, cashier } = state();
    const boss = await staffCaller(app, [...ALL_PERMISSIONS], { shift: false });
    const db = app.database.db;
    const manifestTotals = async (kind: string) => {
      const answer = await boss.call("GET", `/reports/manifest-${kind}?${WIDE}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data.totals;
    };
    const before = {
      penumpang: await manifestTotals("penumpang"),
      kendaraan: await manifestTotals("kendaraan"),
    };
    await db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE booking_passengers SET potongan = potongan + 1000
        WHERE id = (SELECT MIN(id) FROM booking_passengers)`);
      await tx.execute(sql`UPDATE booking_vehicles SET harga = harga + 5000
        WHERE id = (SELECT MIN(id) FROM booking_vehicles)`);
    });
    expect(await manifestTotals("penumpang")).toEqual({
      ...before.penumpang,
      harga: before.penumpang.harga - 1000,
    });
    expect(await manifestTotals("kendaraan")).toEqual({
      ...before.kendaraan,
      harga: before.kendaraan.harga + 5000,
    });
    await confirmedSale(world, cashier, (await sailingOf(world, 48)).id);
    const kept = await keptTotals(app);
    await rebuiltFromRows(app);
    expect(await keptTotals(app)).toEqual(kept);
  });

  it("gain a sale's own booking at its commit without summing its sailing again, and equal the rebuild", async () => {
    const { app, world, cashier } = state();
    const db = app.database.db;
    const later = await sailingOf(world, 48);
    await confirmedSale(world, cashier, later.id);
    // A mark no sum of the rows makes: a later sale keeps it (it adds its own booking), a rebuild does not.
    await db.execute(sql`UPDATE sailing_totals SET naik = 99 WHERE schedule_id = ${later.id}`);
    const before = (await keptTotals(app)).sailings.find((row) => Number(row.schedule_id) === later.id);
    await confirmedSale(world, cashier, later.id);
    const totals = await keptTotals(app);
    const after = totals.sailings.find((row) => Number(row.schedule_id) === later.id);
    expect(after).toMatchObject({
      naik: 99,
      penumpang: Number(before?.penumpang) + 3,
      kendaraan: Number(before?.kendaraan) + 1,
      kursi_terjual: Number(before?.kursi_terjual) + 3,
      tempat_terjual: Number(before?.tempat_terjual) + 1,
    });
    await db.execute(sql`UPDATE sailing_totals SET naik = 0 WHERE schedule_id = ${later.id}`);
    const kept = await keptTotals(app);
    await rebuiltFromRows(app);
    expect(await keptTotals(app)).toEqual(kept);
  });

  it("stay exact under concurrent sales, refunds and cancellations on one sailing", async () => {
    const { app, world, cashier } = state();
    const refunder = await staffCaller(app, [...ALL_PERMISSIONS]);
    const approver = await staffCaller(app, [...ALL_PERMISSIONS]);
    const boss = await staffCaller(app, [...ALL_PERMISSIONS], { shift: false });
    const later = await sailingOf(world, 48);
    await concurrentBurst(world, { cashier, boss, refunder, approver }, later.id);
    const kept = await keptTotals(app);
    await rebuiltFromRows(app);
    expect(await keptTotals(app)).toEqual(kept);
  }, 120_000);
});
