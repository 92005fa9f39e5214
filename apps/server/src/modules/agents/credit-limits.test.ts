import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { agentAccounts } from "../../db/schema/agents";
import { expeditionCompanies } from "../../db/schema/bookings";
import { buildTestApp } from "../../test/app";
import { debitAgent } from "./ledger";
import {
  AGENT_PERMISSIONS,
  actorFor,
  api,
  balanceOf,
  type Caller,
  caller,
  FINANCE_PERMISSIONS,
  insertBooking,
  setPlafon,
} from "./test-fixtures";

let app: FastifyInstance;
let agent: Caller;
let finance: Caller;
let approver: Caller;
let call: ReturnType<typeof api>;
const db = () => app.database.db;

beforeEach(async () => {
  app = await buildTestApp();
  call = api(app);
  agent = await caller(app, { permissions: AGENT_PERMISSIONS, tipe_pengguna: "agen", username: "agen_a" });
  finance = await caller(app, { permissions: FINANCE_PERMISSIONS, username: "keu" });
  approver = await caller(app, { permissions: ["view plafon", "approve plafon"], username: "direktur" });
});
afterEach(() => app?.close());

const requestChange = async (who: Caller, body: object) => {
  const response = await call("POST", "/credit-limits", who, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; status: string; plafon_lama: number };
};
const plafonOf = async (userId: number) =>
  (await db().select().from(agentAccounts).where(eq(agentAccounts.user_id, userId)))[0]?.plafon ?? 0;

describe("credit-limit changes", () => {
  it("records a waiting change with the plafon it replaces, and validates the request", async () => {
    await setPlafon(db(), agent.id, 1_000_000);
    const body = { subject_type: "agen", subject_id: agent.id, plafon_baru: 3_000_000, alasan: "Omzet naik" };
    const change = await requestChange(finance, body);
    expect(change).toMatchObject({ status: "menunggu", plafon_lama: 1_000_000, plafon_baru: 3_000_000 });
    const twice = await call("POST", "/credit-limits", finance, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      `Masih ada perubahan plafon Nama agen_a yang menunggu persetujuan (#${change.id})`,
    );
    const notAgent = await call("POST", "/credit-limits", finance, { ...body, subject_id: finance.id });
    expect(notAgent.json().errors).toEqual({ subject_id: ["Agen tidak ditemukan"] });
    const noCompany = await call("POST", "/credit-limits", finance, { ...body, subject_type: "ekspedisi" });
    expect(noCompany.json().errors).toEqual({ subject_id: ["Perusahaan ekspedisi tidak ditemukan"] });
    const negative = await call("POST", "/credit-limits", finance, { ...body, plafon_baru: -1, alasan: "" });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors).toMatchObject({
      plafon_baru: ["Plafon baru tidak boleh negatif"],
      alasan: ["Alasan wajib diisi"],
    });
    expect((await call("POST", "/credit-limits", agent, body)).statusCode).toBe(403);
    expect((await call("GET", "/credit-limits", agent)).statusCode).toBe(403);
  });

  it("refuses approval by the requester and by staff without 'approve plafon', then applies it once", async () => {
    const both = await caller(app, { permissions: ["view plafon", "edit plafon", "approve plafon"] });
    const change = await requestChange(both, {
      subject_type: "agen",
      subject_id: agent.id,
      plafon_baru: 5_000_000,
      alasan: "Agen baru",
    });
    const self = await call("POST", `/credit-limits/${change.id}/approve`, both, {});
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe("Perubahan plafon tidak dapat disetujui oleh pengaju yang sama");
    expect((await call("POST", `/credit-limits/${change.id}/approve`, finance, {})).statusCode).toBe(403);
    const approved = await call("POST", `/credit-limits/${change.id}/approve`, approver, { catatan: "OK" });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: "disetujui", decided_by: approver.id });
    expect(await plafonOf(agent.id)).toBe(5_000_000);
    expect((await call("GET", "/agents/me", agent)).json().data).toMatchObject({
      plafon: 5_000_000,
      tersedia: 5_000_000,
    });
    const again = await call("POST", `/credit-limits/${change.id}/approve`, approver, {});
    expect(again.json().message).toBe("Perubahan plafon ini sudah diproses");
    const logged = await db()
      .select({ action: activityLogs.action, user_id: activityLogs.user_id })
      .from(activityLogs)
      .where(
        and(eq(activityLogs.subject_type, "credit_limit"), eq(activityLogs.subject_id, String(change.id))),
      )
      .orderBy(activityLogs.id);
    expect(logged).toEqual([
      { action: "credit_limit.requested", user_id: both.id },
      { action: "credit_limit.approved", user_id: approver.id },
    ]);
  });

  it("refuses a plafon below the agent's current debt, and lets the change be rejected with a reason", async () => {
    await setPlafon(db(), agent.id, 1_000_000);
    const bookingId = await insertBooking(db(), agent.id);
    await db().transaction((tx) =>
      debitAgent(tx, actorFor(agent), {
        agent_user_id: agent.id,
        amount: 800_000,
        booking_id: bookingId,
        keterangan: "Penjualan",
      }),
    );
    const change = await requestChange(finance, {
      subject_type: "agen",
      subject_id: agent.id,
      plafon_baru: 500_000,
      alasan: "Turunkan risiko",
    });
    const refused = await call("POST", `/credit-limits/${change.id}/approve`, approver, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Plafon baru Rp 500.000 lebih kecil dari utang agen saat ini Rp 800.000",
    );
    expect(await plafonOf(agent.id)).toBe(1_000_000);
    expect(await balanceOf(db(), agent.id)).toMatchObject({ saldo: -800_000, ledgerSum: -800_000 });
    const noReason = await call("POST", `/credit-limits/${change.id}/reject`, approver, {});
    expect(noReason.statusCode).toBe(422);
    const rejected = await call("POST", `/credit-limits/${change.id}/reject`, approver, {
      catatan: "Utang masih besar",
    });
    expect(rejected.json().data).toMatchObject({ status: "ditolak", catatan: "Utang masih besar" });
    expect(await plafonOf(agent.id)).toBe(1_000_000);
  });

  it("changes an expedition company's plafon and lists changes with names and filters", async () => {
    const [company] = await db()
      .insert(expeditionCompanies)
      .values({ nama: "PT Ekspedisi Uji", plafon: 10_000_000 })
      .returning();
    const companyId = company?.id ?? 0;
    const change = await requestChange(finance, {
      subject_type: "ekspedisi",
      subject_id: companyId,
      plafon_baru: 20_000_000,
      alasan: "Kontrak baru",
    });
    expect(change.plafon_lama).toBe(10_000_000);
    await requestChange(finance, {
      subject_type: "agen",
      subject_id: agent.id,
      plafon_baru: 2_000_000,
      alasan: "Awal",
    });
    expect((await call("POST", `/credit-limits/${change.id}/approve`, approver, {})).statusCode).toBe(200);
    const [after] = await db()
      .select()
      .from(expeditionCompanies)
      .where(eq(expeditionCompanies.id, companyId));
    expect(after?.plafon).toBe(20_000_000);

    const all = (await call("GET", "/credit-limits", approver)).json();
    expect(all.meta.total).toBe(2);
    expect(all.data[0]).toMatchObject({
      subject_type: "agen",
      subject_nama: "Nama agen_a",
      status: "menunggu",
    });
    expect(all.data[1]).toMatchObject({
      subject_nama: "PT Ekspedisi Uji",
      requested_by_username: "keu",
      decided_by_username: "direktur",
      status: "disetujui",
    });
    const waiting = (await call("GET", "/credit-limits?status=menunggu&subject_type=agen", approver)).json();
    expect(waiting.data).toHaveLength(1);
    const companies = (await call("GET", "/credit-limits?subject_type=ekspedisi", approver)).json();
    expect(companies.data).toHaveLength(1);
    expect((await call("GET", "/credit-limits?subject_type=kapal", approver)).statusCode).toBe(422);
  });
});
