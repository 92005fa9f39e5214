import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { buildTestApp } from "../../test/app";
import { AGENT_PERMISSIONS, api, balanceOf, type Caller, caller, FINANCE_PERMISSIONS } from "./test-fixtures";

let app: FastifyInstance;
let agent: Caller;
let other: Caller;
let finance: Caller;
let call: ReturnType<typeof api>;

beforeEach(async () => {
  app = await buildTestApp();
  call = api(app);
  agent = await caller(app, { permissions: AGENT_PERMISSIONS, tipe_pengguna: "agen", username: "agen_a" });
  other = await caller(app, { permissions: AGENT_PERMISSIONS, tipe_pengguna: "agen", username: "agen_b" });
  finance = await caller(app, { permissions: FINANCE_PERMISSIONS, tipe_pengguna: "keuangan" });
});
afterEach(() => app?.close());

const request = async (who: Caller, amount: number) => {
  const response = await call("POST", "/agents/topups", who, {
    amount,
    method: "transfer",
    reference: `TRF-${amount}`,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; status: string; agent_user_id: number };
};

describe("agent top-ups", () => {
  it("lets an agent request a top-up and validates it", async () => {
    const row = await request(agent, 1_000_000);
    expect(row).toMatchObject({ status: "menunggu", agent_user_id: agent.id });
    const bad = await call("POST", "/agents/topups", agent, {
      amount: 500,
      method: "cek",
      bukti_url: "https://contoh.id/a.png",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      amount: ["Jumlah top-up minimal Rp 10.000"],
      method: ["Metode pembayaran wajib dipilih"],
      bukti_url: ["Bukti harus gambar yang diunggah"],
    });
    const proof = await call("POST", "/agents/topups", agent, {
      amount: 20_000,
      method: "qris",
      bukti_url: `/uploads/${"a".repeat(32)}.png`,
    });
    expect(proof.json().data).toMatchObject({ bukti_url: `/uploads/${"a".repeat(32)}.png`, reference: null });
    const staff = await call("POST", "/agents/topups", finance, { amount: 20_000, method: "tunai" });
    expect(staff.statusCode).toBe(403);
    expect((await call("POST", "/agents/topups", finance, {})).statusCode).toBe(403);
  });

  it("shows an agent only their own requests and finance every request, with filters", async () => {
    await request(agent, 100_000);
    await request(agent, 200_000);
    await request(other, 300_000);
    const own = (await call("GET", `/agents/topups?agent_user_id=${other.id}`, agent)).json();
    expect(own.data.map((row: { amount: number }) => row.amount)).toEqual([200_000, 100_000]);
    expect(own.data[0]).toMatchObject({ agent_username: "agen_a", agent_nama: "Nama agen_a" });
    const all = (await call("GET", "/agents/topups?per_page=2", finance)).json();
    expect(all.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    const ofOther = (await call("GET", `/agents/topups?agent_user_id=${other.id}`, finance)).json();
    expect(ofOther.data).toHaveLength(1);
    const waiting = (await call("GET", "/agents/topups?status=disetujui", finance)).json();
    expect(waiting.data).toHaveLength(0);
    expect((await call("GET", "/agents/topups?status=lain", finance)).statusCode).toBe(422);
    // Staff without `view saldo agen` see only their own requests (none): the menu shows the page to them.
    const outsider = await caller(app, { permissions: ["view plafon"] });
    const ownRequests = await call("GET", "/agents/topups", outsider);
    expect(ownRequests.statusCode).toBe(200);
    expect(ownRequests.json().data).toHaveLength(0);
  });

  it("approves once: credits saldo with a topup ledger row, logs, and refuses a second decision", async () => {
    const row = await request(agent, 2_000_000);
    expect((await call("POST", `/agents/topups/${row.id}/approve`, agent, {})).statusCode).toBe(403);
    const viewer = await caller(app, { permissions: ["view saldo agen"] });
    expect((await call("POST", `/agents/topups/${row.id}/approve`, viewer, {})).statusCode).toBe(403);
    const approved = await call("POST", `/agents/topups/${row.id}/approve`, finance, {
      catatan: "Dana masuk",
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: "disetujui",
      decided_by: finance.id,
      catatan: "Dana masuk",
    });
    const again = await call("POST", `/agents/topups/${row.id}/approve`, finance, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Permintaan top-up ini sudah diproses");
    const reject = await call("POST", `/agents/topups/${row.id}/reject`, finance, { catatan: "x" });
    expect(reject.statusCode).toBe(409);
    expect(await balanceOf(app.database.db, agent.id)).toMatchObject({
      saldo: 2_000_000,
      ledgerSum: 2_000_000,
      ledgerRows: 1,
    });
    const me = (await call("GET", "/agents/me", agent)).json().data;
    expect(me).toMatchObject({ saldo: 2_000_000, plafon: 0, tersedia: 2_000_000 });
    const ledger = (await call("GET", "/agents/ledger", agent)).json();
    expect(ledger.data).toHaveLength(1);
    expect(ledger.data[0]).toMatchObject({
      jenis: "topup",
      amount: 2_000_000,
      saldo_setelah: 2_000_000,
      topup_id: row.id,
      keterangan: `Top-up #${row.id} (Transfer Bank, ref TRF-2000000)`,
    });
    const logged = await app.database.db
      .select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.action, "agent_topup.approved"), eq(activityLogs.subject_id, String(row.id))),
      );
    expect(logged).toHaveLength(1);
    expect(logged[0]?.user_id).toBe(finance.id);
  });

  it("rejects with a reason and moves no money", async () => {
    const row = await request(agent, 500_000);
    const missing = await call("POST", `/agents/topups/${row.id}/reject`, finance, { catatan: " " });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ catatan: ["Alasan penolakan wajib diisi"] });
    const rejected = await call("POST", `/agents/topups/${row.id}/reject`, finance, {
      catatan: "Bukti transfer tidak terbaca",
    });
    expect(rejected.json().data).toMatchObject({
      status: "ditolak",
      catatan: "Bukti transfer tidak terbaca",
    });
    expect((await call("POST", `/agents/topups/${row.id}/approve`, finance, {})).statusCode).toBe(409);
    expect(await balanceOf(app.database.db, agent.id)).toMatchObject({ saldo: 0, ledgerRows: 0 });
    expect((await call("POST", "/agents/topups/9999/approve", finance, {})).statusCode).toBe(404);
  });

  it("limits the ledger to the agent's own and lets finance read any agent's, by date", async () => {
    const mine = await request(agent, 100_000);
    const theirs = await request(other, 300_000);
    await call("POST", `/agents/topups/${mine.id}/approve`, finance, {});
    await call("POST", `/agents/topups/${theirs.id}/approve`, finance, {});
    const own = (await call("GET", `/agents/ledger?agent_user_id=${other.id}`, agent)).json();
    expect(own.data.map((row: { agent_user_id: number }) => row.agent_user_id)).toEqual([agent.id]);
    expect((await call("GET", "/agents/ledger", finance)).json().meta.total).toBe(2);
    const picked = (await call("GET", `/agents/ledger?agent_user_id=${other.id}`, finance)).json();
    expect(picked.data).toMatchObject([{ amount: 300_000, agent_nama: "Nama agen_b" }]);
    const past = (await call("GET", "/agents/ledger?from=2020-01-01&to=2020-12-31", finance)).json();
    expect(past.data).toHaveLength(0);
    expect((await call("GET", "/agents/ledger?from=2020-02-30", finance)).statusCode).toBe(422);
    expect((await call("GET", "/agents/me", finance)).statusCode).toBe(403);
  });

  it("lists every agent with plafon, saldo, tersedia and waiting top-ups for finance only", async () => {
    await request(agent, 100_000);
    await request(agent, 150_000);
    const list = await call("GET", "/agents", finance);
    expect(list.json().data).toEqual([
      {
        user_id: agent.id,
        username: "agen_a",
        nama_lengkap: "Nama agen_a",
        plafon: 0,
        saldo: 0,
        tersedia: 0,
        topup_menunggu: 2,
      },
      {
        user_id: other.id,
        username: "agen_b",
        nama_lengkap: "Nama agen_b",
        plafon: 0,
        saldo: 0,
        tersedia: 0,
        topup_menunggu: 0,
      },
    ]);
    expect((await call("GET", "/agents", agent)).statusCode).toBe(403);
  });
});
