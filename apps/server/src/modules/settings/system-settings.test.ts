import { DEFAULT_CASH_CONTROL_SETTINGS } from "@ferry/shared/cashier-shifts";
import { DEFAULT_ONLINE_BOOKING_SETTINGS } from "@ferry/shared/online-booking";
import { DEFAULT_REFUND_SETTINGS } from "@ferry/shared/refund-settings";
import { DEFAULT_SALES_SETTINGS } from "@ferry/shared/sales-settings";
import { defaultSessionSettings } from "@ferry/shared/session-settings";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { systemSettings } from "../../db/schema/sales";
import { createTestUser, signIn } from "../../test/accounts";
import { buildTestApp } from "../../test/app";
import { refundSettings, sessionSettings } from "./service";

let app: FastifyInstance;
afterEach(() => app.close());

const SESSION_DEFAULTS = defaultSessionSettings(3600);
const session = { ...SESSION_DEFAULTS, satu_sesi_per_akun: false, batas_percobaan_login: 4 };
const refund = { ...DEFAULT_REFUND_SETTINGS, potongan_refund_persen: 10 };

async function as(permissions: string[]) {
  const { username } = await createTestUser(app, { permissions });
  const { authorization } = await signIn(app, username);
  const call = (method: "GET" | "PUT", url: string, payload?: object) =>
    app.inject({ method, url, headers: { authorization }, payload });
  return { username, call };
}

const logsOf = (action: string) =>
  app.database.db.select().from(activityLogs).where(eq(activityLogs.action, action));

describe("GET /api/settings", () => {
  it("answers every section with values, defaults and who saved it last", async () => {
    app = await buildTestApp({ tokenTtlSeconds: 1800 });
    const editor = await as(["view pengaturan", "edit pengaturan"]);
    const fresh = await editor.call("GET", "/api/settings");
    expect(fresh.statusCode).toBe(200);
    const defaults = { ...SESSION_DEFAULTS, masa_berlaku_token_menit: 30 };
    expect(fresh.json().data).toEqual({
      sales: {
        values: DEFAULT_SALES_SETTINGS,
        defaults: DEFAULT_SALES_SETTINGS,
        updated_at: null,
        updated_by: null,
      },
      session: { values: defaults, defaults, updated_at: null, updated_by: null },
      refund: {
        values: DEFAULT_REFUND_SETTINGS,
        defaults: DEFAULT_REFUND_SETTINGS,
        updated_at: null,
        updated_by: null,
      },
      online: {
        values: DEFAULT_ONLINE_BOOKING_SETTINGS,
        defaults: DEFAULT_ONLINE_BOOKING_SETTINGS,
        updated_at: null,
        updated_by: null,
      },
      kas: {
        values: DEFAULT_CASH_CONTROL_SETTINGS,
        defaults: DEFAULT_CASH_CONTROL_SETTINGS,
        updated_at: null,
        updated_by: null,
      },
    });
    expect((await editor.call("PUT", "/api/settings/refund", refund)).statusCode).toBe(200);
    const after = (await editor.call("GET", "/api/settings")).json().data.refund;
    expect(after).toMatchObject({
      values: refund,
      defaults: DEFAULT_REFUND_SETTINGS,
      updated_by: editor.username,
    });
    expect(Date.now() - Date.parse(after.updated_at)).toBeLessThan(60_000);
  });

  it("needs 'view pengaturan' (403) and a signed-in account (401)", async () => {
    app = await buildTestApp();
    expect((await (await as([])).call("GET", "/api/settings")).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/settings" })).statusCode).toBe(401);
  });
});

describe.each([
  ["session", session, SESSION_DEFAULTS, "Pengaturan sesi & login berhasil disimpan"],
  ["refund", refund, DEFAULT_REFUND_SETTINGS, "Pengaturan refund berhasil disimpan"],
] as const)("PUT /api/settings/%s", (key, changed, defaults, message) => {
  it("needs 'edit pengaturan', saves the whole section and logs before and after", async () => {
    app = await buildTestApp();
    expect(
      (await (await as(["view pengaturan"])).call("PUT", `/api/settings/${key}`, changed)).statusCode,
    ).toBe(403);
    const editor = await as(["view pengaturan", "edit pengaturan"]);
    const saved = await editor.call("PUT", `/api/settings/${key}`, changed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message, data: changed });
    await editor.call("PUT", `/api/settings/${key}`, defaults);
    const logs = await logsOf(`settings.${key}_updated`);
    expect(logs.map((log) => [log.username, log.subject_id, log.properties])).toEqual([
      [editor.username, key, { before: defaults, after: changed }],
      [editor.username, key, { before: changed, after: defaults }],
    ]);
  });
});

describe("validation", () => {
  it("refuses each invalid session field with its own message", async () => {
    app = await buildTestApp();
    const editor = await as(["edit pengaturan"]);
    const refused = await editor.call("PUT", "/api/settings/session", {
      masa_berlaku_token_menit: 4,
      satu_sesi_per_akun: "false",
      batas_percobaan_login: 21,
      jendela_percobaan_menit: 1.5,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      masa_berlaku_token_menit: ["Masa berlaku token minimal 5"],
      satu_sesi_per_akun: ["Satu sesi per akun harus ya atau tidak"],
      batas_percobaan_login: ["Batas percobaan login maksimal 20"],
      jendela_percobaan_menit: ["Jendela percobaan login harus bilangan bulat"],
    });
    expect(await logsOf("settings.session_updated")).toHaveLength(0);
  });

  it("refuses each invalid refund field with its own message", async () => {
    app = await buildTestApp();
    const editor = await as(["edit pengaturan"]);
    const refused = await editor.call("PUT", "/api/settings/refund", {
      batas_refund_jam: 721,
      potongan_refund_persen: -1,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      batas_refund_jam: ["Batas waktu refund maksimal 720"],
      potongan_refund_persen: ["Potongan refund minimal 0"],
      refund_kendaraan_diizinkan: ["Refund kendaraan harus ya atau tidak"],
      biaya_reschedule: ["Biaya reschedule harus angka"],
    });
  });
});

describe("reading a section", () => {
  it("merges the stored refund value over the defaults, ignoring unknown and invalid keys", async () => {
    app = await buildTestApp();
    await app.database.db.insert(systemSettings).values({
      key: "refund",
      value: { batas_refund_jam: 48, potongan_refund_persen: 150, refund_kendaraan_diizinkan: "ya", lama: 1 },
    });
    expect(await refundSettings(app.database.db)).toEqual({
      ...DEFAULT_REFUND_SETTINGS,
      batas_refund_jam: 48,
    });
  });

  it("remembers the session rules for a few seconds, and a save applies at once", async () => {
    app = await buildTestApp();
    const db = app.database.db;
    expect(await sessionSettings(db, 3600)).toEqual(SESSION_DEFAULTS);
    await db.insert(systemSettings).values({ key: "session", value: { batas_percobaan_login: 9 } });
    expect(await sessionSettings(db, 3600)).toEqual(SESSION_DEFAULTS);
    const editor = await as(["edit pengaturan"]);
    await editor.call("PUT", "/api/settings/session", session);
    expect(await sessionSettings(db, 3600)).toEqual(session);
  });
});
