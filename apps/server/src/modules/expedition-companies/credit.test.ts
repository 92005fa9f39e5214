import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { activityLogs } from "../../db/schema/activity";
import { bookings, expeditionCompanies, expeditionLedger } from "../../db/schema/bookings";
import { buildTestApp } from "../../test/app";
import { crossing } from "../../test/voyage-fixtures";
import { companyLedger } from "./ledger";
import { findCompany, setCompanyPlafon, settleCompanyCredit, useCompanyCredit } from "./service";

let app: FastifyInstance;
let db: Database;
let companyId: number;
let bookingId: number;
const actor = { id: null, username: "kasir", ip: "10.0.0.1", user_agent: null };

beforeEach(async () => {
  app = await buildTestApp();
  db = app.database.db;
  const world = await crossing(app);
  const schedule = await world.api.create("/schedules", {
    route_id: world.route.id,
    ship_id: world.ship.id,
    waktu_berangkat: "2026-12-01T01:00:00Z",
    waktu_tiba: "2026-12-01T01:45:00Z",
  });
  const [company] = await db
    .insert(expeditionCompanies)
    .values({ nama: "CV Bahari Cargo", plafon: 20_000_000 })
    .returning();
  companyId = company?.id ?? 0;
  const [booking] = await db
    .insert(bookings)
    .values({
      booking_code: "EKSP2345",
      schedule_id: schedule.id,
      channel: "ekspedisi",
      status: "pending",
      pemesan_nama: "CV Bahari Cargo",
      expedition_company_id: companyId,
    })
    .returning();
  bookingId = booking?.id ?? 0;
});
afterEach(() => app.close());

const use = (amount: number, id = companyId) =>
  db.transaction((tx) =>
    useCompanyCredit(tx, actor, { company_id: id, amount, booking_id: bookingId, booking_code: "EKSP2345" }),
  );
const settle = (amount: number) =>
  db.transaction((tx) =>
    settleCompanyCredit(tx, actor, {
      company_id: companyId,
      amount,
      booking_id: bookingId,
      keterangan: "Transfer",
    }),
  );
const ledger = () => db.select().from(expeditionLedger).orderBy(expeditionLedger.id);

describe("expedition credit", () => {
  it("uses credit up to the plafon, writing a kredit ledger row with piutang_setelah", async () => {
    await use(15_000_000);
    await use(5_000_000);
    expect(await findCompany(db, companyId)).toMatchObject({ plafon: 20_000_000, piutang: 20_000_000 });
    expect(
      (await ledger()).map((row) => [row.jenis, row.amount, row.piutang_setelah, row.booking_id]),
    ).toEqual([
      ["kredit", 15_000_000, 15_000_000, bookingId],
      ["kredit", 5_000_000, 20_000_000, bookingId],
    ]);
    const logs = await db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, "expedition_company.credit_used"));
    expect(logs).toHaveLength(2);
  });

  it("refuses credit beyond the plafon, saying what is available, and changes nothing", async () => {
    await use(12_500_000);
    await expect(use(7_500_001)).rejects.toMatchObject({
      code: "PLAFON_EXCEEDED",
      statusCode: 409,
      message:
        "Plafon ekspedisi CV Bahari Cargo tidak mencukupi: tersedia Rp 7.500.000, dibutuhkan Rp 7.500.001",
    });
    expect((await findCompany(db, companyId))?.piutang).toBe(12_500_000);
    expect(await ledger()).toHaveLength(1);
  });

  it("gives no credit to an inactive company, an unknown one, or for a non-positive amount", async () => {
    await db
      .update(expeditionCompanies)
      .set({ status: "Tidak Aktif" })
      .where(eq(expeditionCompanies.id, companyId));
    await expect(use(1_000)).rejects.toMatchObject({
      code: "PLAFON_EXCEEDED",
      message: "Perusahaan ekspedisi CV Bahari Cargo tidak aktif: kredit tidak dapat dipakai",
    });
    await expect(use(1_000, 9_999)).rejects.toMatchObject({ code: "NOT_FOUND", statusCode: 404 });
    await expect(use(0)).rejects.toMatchObject({ code: "VALIDATION_ERROR", statusCode: 422 });
    expect(await ledger()).toHaveLength(0);
  });

  it("settles credit down to zero, never below", async () => {
    await use(3_000_000);
    await settle(1_000_000);
    await expect(settle(2_000_001)).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
      statusCode: 422,
      message: "Pelunasan melebihi piutang",
    });
    await settle(2_000_000);
    expect((await findCompany(db, companyId))?.piutang).toBe(0);
    expect((await ledger()).map((row) => [row.jenis, row.piutang_setelah, row.keterangan])).toEqual([
      ["kredit", 3_000_000, "Kredit booking EKSP2345"],
      ["pelunasan", 2_000_000, "Transfer"],
      ["pelunasan", 0, "Transfer"],
    ]);
    // The ledger names the booking by its code (staff never read a database id).
    const page = await companyLedger(db, companyId, { page: 1, per_page: 10 });
    expect(page.rows.map((row) => row.booking_code)).toEqual(["EKSP2345", "EKSP2345", "EKSP2345"]);
  });

  it("sets the plafon after an approved change, refusing one below the piutang", async () => {
    await use(8_000_000);
    await expect(
      db.transaction((tx) => setCompanyPlafon(tx, actor, companyId, 7_999_999)),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      statusCode: 409,
      message: "Plafon Rp 7.999.999 lebih kecil dari piutang berjalan Rp 8.000.000",
    });
    await db.transaction((tx) => setCompanyPlafon(tx, actor, companyId, 8_000_000));
    expect((await findCompany(db, companyId))?.plafon).toBe(8_000_000);
    const [log] = await db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, "expedition_company.plafon_changed"));
    expect(log?.properties).toMatchObject({ before: { plafon: 20_000_000 }, after: { plafon: 8_000_000 } });
    await expect(db.transaction((tx) => setCompanyPlafon(tx, actor, 9_999, 1))).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await findCompany(db, 9_999)).toBeNull();
  });

  it("on PostgreSQL, parallel approvals never push piutang past the plafon", async () => {
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => use(1_000_000)));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(20);
    expect((await findCompany(db, companyId))?.piutang).toBe(20_000_000);
    expect((await ledger()).map((row) => row.piutang_setelah).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => (index + 1) * 1_000_000),
    );
  });
});
