import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestUser, signIn } from "../../test/accounts";
import { buildTestApp } from "../../test/app";
import { AGENT_PERMISSIONS, api, type Caller, caller, FINANCE_PERMISSIONS } from "../agents/test-fixtures";

type Row = { kind: string; title: string; body: string; link: string | null };

let app: FastifyInstance;
let call: ReturnType<typeof api>;

beforeEach(async () => {
  app = await buildTestApp();
  call = api(app);
});
afterEach(() => app?.close());

const inbox = async (who: Caller) => (await call("GET", "/notifications", who)).json().data as Row[];

describe("notes from agents' balances and credit limits", () => {
  it("a top-up request reaches finance; its approval and rejection reach the agent", async () => {
    const agent = await caller(app, {
      permissions: AGENT_PERMISSIONS,
      tipe_pengguna: "agen",
      username: "agen_a",
    });
    const finance = await caller(app, { permissions: FINANCE_PERMISSIONS, tipe_pengguna: "keuangan" });
    const viewer = await caller(app, { permissions: ["view saldo agen"] });
    const ask = async (amount: number) =>
      (await call("POST", "/agents/topups", agent, { amount, method: "transfer" })).json().data as {
        id: number;
      };
    const first = await ask(2_000_000);
    const second = await ask(50_000);
    expect(await inbox(finance)).toEqual([
      expect.objectContaining({
        kind: "approval_waiting",
        body: "Nama agen_a mengajukan top-up Rp 50.000 (Transfer Bank).",
      }),
      expect.objectContaining({
        title: "Permintaan top-up baru",
        body: "Nama agen_a mengajukan top-up Rp 2.000.000 (Transfer Bank).",
        link: "/tambah-saldo?status=menunggu",
      }),
    ]);
    expect(await inbox(viewer)).toEqual([]);
    expect(await inbox(agent)).toEqual([]);

    await call("POST", `/agents/topups/${first.id}/approve`, finance, {});
    await call("POST", `/agents/topups/${second.id}/reject`, finance, { catatan: "Bukti buram" });
    expect(await inbox(agent)).toEqual([
      expect.objectContaining({
        kind: "topup_rejected",
        title: "Top-up ditolak",
        body: "Top-up Rp 50.000 ditolak: Bukti buram",
      }),
      expect.objectContaining({
        kind: "topup_approved",
        title: "Top-up disetujui",
        body: "Top-up Rp 2.000.000 disetujui. Saldo Anda sekarang Rp 2.000.000.",
        link: "/history-plafon",
      }),
    ]);
  });

  it("a limit change reaches the approvers but not its requester; the decision reaches the requester", async () => {
    const agent = await caller(app, {
      permissions: AGENT_PERMISSIONS,
      tipe_pengguna: "agen",
      username: "agen_b",
    });
    const requester = await caller(app, {
      permissions: ["view plafon", "edit plafon", "approve plafon"],
      username: "keu_a",
    });
    const approver = await caller(app, { permissions: ["view plafon", "approve plafon"] });
    const ask = async (plafon_baru: number) =>
      (
        await call("POST", "/credit-limits", requester, {
          subject_type: "agen",
          subject_id: agent.id,
          plafon_baru,
          alasan: "Penjualan naik",
        })
      ).json().data as { id: number };
    const change = await ask(5_000_000);
    expect(await inbox(approver)).toEqual([
      expect.objectContaining({
        kind: "approval_waiting",
        title: "Perubahan plafon menunggu persetujuan",
        body: "keu_a mengajukan plafon Nama agen_b dari Rp 0 menjadi Rp 5.000.000.",
        link: "/plafon-admin?status=menunggu",
      }),
    ]);
    expect(await inbox(requester)).toEqual([]);

    await call("POST", `/credit-limits/${change.id}/approve`, approver, {});
    const next = await ask(1_000_000);
    await call("POST", `/credit-limits/${next.id}/reject`, approver, { catatan: "Belum perlu" });
    expect(await inbox(requester)).toEqual([
      expect.objectContaining({
        kind: "credit_limit_decided",
        title: "Perubahan plafon ditolak",
        body: `Perubahan plafon #${next.id} menjadi Rp 1.000.000 ditolak: Belum perlu`,
      }),
      expect.objectContaining({
        title: "Perubahan plafon disetujui",
        body: "Plafon Nama agen_b menjadi Rp 5.000.000 disetujui.",
        link: "/plafon-agen",
      }),
    ]);
  });
});

describe("notes about sessions", () => {
  it("a forced logout leaves a note the user reads after signing in again", async () => {
    const admin = await caller(app, { permissions: ["view users", "edit users"], username: "admin_a" });
    const user = await createTestUser(app, { username: "kasir_a" });
    const before = await signIn(app, user.username);
    const forced = await call("POST", `/users/${user.id}/force-logout`, admin, {});
    expect(forced.statusCode, forced.body).toBe(200);
    expect((await call("GET", "/notifications", { ...user, ...before })).statusCode).toBe(401);

    const again = { ...user, ...(await signIn(app, user.username)) };
    expect(await inbox(again)).toEqual([
      expect.objectContaining({
        kind: "force_logout",
        title: "Logout paksa",
        body: "Anda di-logout paksa oleh admin_a",
        link: null,
      }),
    ]);
    expect((await call("GET", "/notifications/unread-count", again)).json().data).toEqual({ count: 1 });
    expect(await inbox(admin)).toEqual([]);
  });
});
