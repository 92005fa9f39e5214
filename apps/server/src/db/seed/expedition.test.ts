import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getScheduleWithSeats } from "../../modules/schedules/index";
import { buildTestApp } from "../../test/app";
import { expeditionCompanies } from "../schema/bookings";
import { salesLimits } from "../schema/sales";
import { seedExpedition } from "./expedition";
import { seedVoyage } from "./voyage";

let app: FastifyInstance;
// Mid-morning in Jakarta: several Merak–Bakauheni sailings are still to depart today.
const now = new Date("2026-11-23T03:00:00Z");
beforeAll(async () => {
  app = await buildTestApp();
  await app.database.db.transaction(async (tx) => {
    await seedVoyage(tx, now);
    await seedExpedition(tx, now);
  });
});
afterAll(() => app.close());

describe("demo expedition data", () => {
  it("has three companies, one without credit", async () => {
    const rows = await app.database.db.select().from(expeditionCompanies).orderBy(expeditionCompanies.id);
    expect(rows.map((row) => [row.nama, row.plafon, row.piutang])).toEqual([
      ["PT Lintas Nusantara Logistik", 50_000_000, 0],
      ["CV Bahari Cargo", 20_000_000, 0],
      ["PT Samudra Jaya Ekspres", 0, 0],
    ]);
  });

  it("limits agen and online sales on two of today's upcoming Merak–Bakauheni sailings", async () => {
    const limits = await app.database.db.select().from(salesLimits).orderBy(salesLimits.id);
    expect(limits.map((row) => [row.channel, row.batas, row.terjual])).toEqual([
      ["agen", 50, 0],
      ["online", 100, 0],
      ["agen", 50, 0],
      ["online", 100, 0],
    ]);
    for (const id of new Set(limits.map((row) => row.schedule_id))) {
      const schedule = await getScheduleWithSeats(app.database.db, id);
      expect(schedule.route?.kode_rute).toBe("MRK-BKH");
      expect(schedule.waktu_berangkat.slice(0, 10)).toBe("2026-11-23");
      expect(Date.parse(schedule.waktu_berangkat)).toBeGreaterThan(now.getTime());
    }
  });
});
