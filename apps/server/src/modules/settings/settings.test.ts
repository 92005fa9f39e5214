import { DEFAULT_SALES_SETTINGS } from "@ferry/shared/sales-settings";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { systemSettings } from "../../db/schema/sales";
import { createTestUser, signIn } from "../../test/accounts";
import { buildTestApp } from "../../test/app";
import { salesSettings, saveSalesSettings } from "./service";

let app: FastifyInstance;

beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

const actor = { id: null, username: "admin", ip: null, user_agent: null };
const changed = {
  ...DEFAULT_SALES_SETTINGS,
  batas_waktu_pembayaran_menit: 30,
  usia_maksimal_anak: 10,
};

async function as(permissions: string[]) {
  const { username } = await createTestUser(app, { permissions });
  const { authorization } = await signIn(app, username);
  return (method: "GET" | "PUT", payload?: object) =>
    app.inject({ method, url: "/api/settings/sales", headers: { authorization }, payload });
}

describe("sales settings service", () => {
  it("answers the defaults until something is stored", async () => {
    expect(await salesSettings(app.database.db)).toEqual(DEFAULT_SALES_SETTINGS);
  });

  it("merges the stored value over the defaults, ignoring unknown and invalid keys", async () => {
    await app.database.db.insert(systemSettings).values({
      key: "sales",
      value: {
        persen_tarif_anak: 75,
        usia_maksimal_bayi: 99,
        lama: true,
        usia_maksimal_anak: "x",
        tutup_penjualan_menit: null,
      },
    });
    expect(await salesSettings(app.database.db)).toEqual({
      ...DEFAULT_SALES_SETTINGS,
      persen_tarif_anak: 75,
    });
  });

  it("saves (insert, then update) and logs before and after", async () => {
    await saveSalesSettings(app.database.db, actor, changed);
    const again = { ...changed, tutup_penjualan_menit: 15 };
    expect(await saveSalesSettings(app.database.db, actor, again)).toEqual(again);
    expect(await salesSettings(app.database.db)).toEqual(again);
    const logs = await app.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, "settings.sales_updated"));
    expect(logs.map((log) => log.properties)).toEqual([
      { before: DEFAULT_SALES_SETTINGS, after: changed },
      { before: changed, after: again },
    ]);
  });
});

describe("sales settings API", () => {
  it("lets any staff member read them and 'edit pengaturan' change them", async () => {
    const cashier = await as([]);
    const read = await cashier("GET");
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(DEFAULT_SALES_SETTINGS);
    expect((await cashier("PUT", changed)).statusCode).toBe(403);
    const viewer = await as(["view pengaturan"]);
    expect((await viewer("PUT", changed)).statusCode).toBe(403);
    const editor = await as(["view pengaturan", "edit pengaturan"]);
    const saved = await editor("PUT", { ...changed, persen_tarif_bayi: "10" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: "Pengaturan penjualan berhasil disimpan",
      data: { ...changed, persen_tarif_bayi: 10 },
    });
    expect((await cashier("GET")).json().data.usia_maksimal_anak).toBe(10);
  });

  it("refuses invalid values with the shared schema's messages", async () => {
    const editor = await as(["edit pengaturan"]);
    const refused = await editor("PUT", {
      ...DEFAULT_SALES_SETTINGS,
      batas_waktu_pembayaran_menit: 2,
      persen_tarif_anak: 101,
      usia_maksimal_anak: 1.5,
      usia_maksimal_bayi: "abc",
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      batas_waktu_pembayaran_menit: ["Batas waktu pembayaran minimal 5"],
      persen_tarif_anak: ["Persen tarif anak maksimal 100"],
      usia_maksimal_anak: ["Usia maksimal anak harus bilangan bulat"],
      usia_maksimal_bayi: ["Usia maksimal bayi harus angka"],
    });
    const missing = await editor("PUT", { persen_tarif_anak: 50 });
    expect(missing.statusCode).toBe(422);
  });

  it("needs a signed-in staff member to read them", async () => {
    expect((await app.inject({ method: "GET", url: "/api/settings/sales" })).statusCode).toBe(401);
  });
});
