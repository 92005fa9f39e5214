import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { bookings, expeditionCompanies } from "../../db/schema/bookings";
import { createTestUser, signIn } from "../../test/accounts";
import { buildTestApp } from "../../test/app";
import { adminClient, crossing } from "../../test/voyage-fixtures";

type Api = Awaited<ReturnType<typeof adminClient>>;
let app: FastifyInstance;
let api: Api;

beforeEach(async () => {
  app = await buildTestApp();
  api = await adminClient(app);
});
afterEach(() => app.close());

const lintas = { nama: "PT Lintas Nusantara Logistik", npwp: "01.234.567.8-901.000", telepon: "021-5550123" };

async function asUser(permissions: string[]) {
  const { username } = await createTestUser(app, { permissions });
  const { authorization } = await signIn(app, username);
  return (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    app.inject({ method, url: `/api${url}`, headers: { authorization }, payload: payload as object });
}

/** Sets credit columns directly (they change only through approvals, sales and settlements). */
async function withCredit(id: number, credit: { plafon?: number; piutang?: number }) {
  await app.database.db.update(expeditionCompanies).set(credit).where(eq(expeditionCompanies.id, id));
}

describe("expedition companies", () => {
  it("creates a company with plafon 0; plafon and piutang cannot be set through the form", async () => {
    const created = await api.create("/expedition-companies", { ...lintas, plafon: 99_000_000, piutang: 5 });
    expect(created).toMatchObject({ nama: lintas.nama, plafon: 0, piutang: 0, tersedia: 0, status: "Aktif" });
    await withCredit(created.id, { plafon: 50_000_000 });
    const updated = await api.call("PUT", `/expedition-companies/${created.id}`, {
      ...lintas,
      telepon: "021-5550999",
      plafon: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      telepon: "021-5550999",
      plafon: 50_000_000,
      tersedia: 50_000_000,
    });
  });

  it("lists plafon, piutang and tersedia, and gives them in the option list", async () => {
    const created = await api.create("/expedition-companies", lintas);
    await withCredit(created.id, { plafon: 20_000_000, piutang: 5_000_000 });
    const list = (await api.call("GET", "/expedition-companies?sort_by=plafon")).json();
    expect(list.data[0]).toMatchObject({ plafon: 20_000_000, piutang: 5_000_000, tersedia: 15_000_000 });
    const cashier = await asUser([]);
    const options = (await cashier("GET", "/expedition-companies/options")).json().data;
    expect(options).toEqual([
      {
        id: created.id,
        label: lintas.nama,
        status: "Aktif",
        plafon: 20_000_000,
        piutang: 5_000_000,
        tersedia: 15_000_000,
      },
    ]);
  });

  it("answers the shared schema's Indonesian messages", async () => {
    const response = await api.call("POST", "/expedition-companies", {
      nama: " ",
      npwp: "12",
      email: "bukan-email",
      telepon: "abc",
      status: "Rusak",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      nama: ["Nama perusahaan wajib diisi"],
      npwp: ["NPWP harus 15 atau 16 digit"],
      email: ["Format email tidak valid"],
      telepon: ["Nomor telepon tidak valid"],
      status: ["Status harus Aktif atau Tidak Aktif"],
    });
    await api.create("/expedition-companies", lintas);
    const twice = await api.call("POST", "/expedition-companies", { nama: lintas.nama.toUpperCase() });
    expect(twice.json().errors).toEqual({ nama: ["Nama perusahaan ekspedisi sudah terdaftar"] });
  });

  it("refuses to delete a company with credit movements; one without is deleted and logged", async () => {
    const used = await api.create("/expedition-companies", lintas);
    const unused = await api.create("/expedition-companies", { nama: "CV Bahari Cargo" });
    await withCredit(used.id, { plafon: 1_000_000, piutang: 400_000 });
    await api.call("POST", `/expedition-companies/${used.id}/settlements`, {
      amount: 100_000,
      keterangan: "Transfer",
    });
    const refused = await api.call("DELETE", `/expedition-companies/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Perusahaan ekspedisi tidak dapat dihapus: masih memiliki 1 catatan kredit. Nonaktifkan saja.",
    );
    expect((await api.call("DELETE", `/expedition-companies/${unused.id}`)).statusCode).toBe(200);
    const logs = await app.database.db.select().from(activityLogs);
    expect(logs.map((log) => log.action)).toContain("expedition_company.deleted");
  });

  it("refuses to delete a company that has bookings", async () => {
    const company = await api.create("/expedition-companies", lintas);
    const world = await crossing(app);
    const schedule = await api.create("/schedules", {
      route_id: world.route.id,
      ship_id: world.ship.id,
      waktu_berangkat: "2026-12-01T01:00:00Z",
      waktu_tiba: "2026-12-01T01:45:00Z",
    });
    await app.database.db.insert(bookings).values({
      booking_code: "EKSP2345",
      schedule_id: schedule.id,
      channel: "ekspedisi",
      status: "pending",
      pemesan_nama: lintas.nama,
      expedition_company_id: company.id,
    });
    const refused = await api.call("DELETE", `/expedition-companies/${company.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Perusahaan ekspedisi tidak dapat dihapus: masih memiliki 1 booking. Nonaktifkan saja.",
    );
  });

  it("records a settlement and shows it in the ledger", async () => {
    const company = await api.create("/expedition-companies", lintas);
    await withCredit(company.id, { plafon: 10_000_000, piutang: 3_000_000 });
    const settled = await api.call("POST", `/expedition-companies/${company.id}/settlements`, {
      amount: "1000000",
      keterangan: "Transfer BCA 12/11",
    });
    expect(settled.statusCode).toBe(201);
    expect(settled.json()).toMatchObject({
      message: "Pelunasan berhasil dicatat",
      data: { piutang: 2_000_000, tersedia: 8_000_000 },
    });
    const ledger = (await api.call("GET", `/expedition-companies/${company.id}/ledger`)).json();
    expect(ledger.data).toMatchObject([
      { jenis: "pelunasan", amount: 1_000_000, piutang_setelah: 2_000_000, keterangan: "Transfer BCA 12/11" },
    ]);
    expect(ledger.meta).toMatchObject({ total: 1, current_page: 1 });

    const tooMuch = await api.call("POST", `/expedition-companies/${company.id}/settlements`, {
      amount: 2_000_001,
      keterangan: "Lebih",
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({
      message: "Pelunasan melebihi piutang",
      errors: { amount: ["Pelunasan melebihi piutang"] },
    });
    const empty = await api.call("POST", `/expedition-companies/${company.id}/settlements`, {
      amount: 0,
      keterangan: "",
    });
    expect(empty.json().errors).toEqual({
      amount: ["Jumlah pelunasan harus lebih dari 0"],
      keterangan: ["Keterangan wajib diisi"],
    });
    const missing = await api.call("GET", "/expedition-companies/999/ledger");
    expect(missing.statusCode).toBe(404);
  });

  it("guards every route with its plafon permission", async () => {
    const company = await api.create("/expedition-companies", lintas);
    const nobody = await asUser([]);
    const denied = [
      await nobody("GET", "/expedition-companies"),
      await nobody("GET", `/expedition-companies/${company.id}`),
      await nobody("POST", "/expedition-companies", lintas),
      await nobody("PUT", `/expedition-companies/${company.id}`, lintas),
      await nobody("DELETE", `/expedition-companies/${company.id}`),
      await nobody("GET", `/expedition-companies/${company.id}/ledger`),
      await nobody("POST", `/expedition-companies/${company.id}/settlements`, { amount: 1, keterangan: "x" }),
    ];
    expect(denied.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    const viewer = await asUser(["view plafon"]);
    expect((await viewer("GET", `/expedition-companies/${company.id}/ledger`)).statusCode).toBe(200);
    const settle = await viewer("POST", `/expedition-companies/${company.id}/settlements`, {
      amount: 1,
      keterangan: "x",
    });
    expect(settle.statusCode).toBe(403);
  });
});
