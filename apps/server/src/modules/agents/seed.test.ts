import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAgents } from "../../db/seed/agents";
import { DEMO_PASSWORD, seedStaff } from "../../db/seed/staff";
import { buildTestApp } from "../../test/app";
import { balanceOf } from "./test-fixtures";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.database.db.transaction(async (tx) => {
    await seedStaff(tx);
    await seedAgents(tx);
  });
});
afterAll(() => app?.close());

const signIn = async (username: string) => {
  const response = await app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username, password: DEMO_PASSWORD },
  });
  return { authorization: `Bearer ${response.json().token}` };
};
const get = async (url: string, headers: { authorization: string }) =>
  (await app.inject({ method: "GET", url: `/api${url}`, headers })).json();

describe("demo agent data", () => {
  it("gives the demo agent plafon, an approved and a waiting top-up, and a waiting limit change", async () => {
    const agen = await signIn("agen");
    expect((await get("/agents/me", agen)).data).toMatchObject({
      username: "agen",
      plafon: 5_000_000,
      saldo: 2_000_000,
      tersedia: 7_000_000,
    });
    const topups = (await get("/agents/topups", agen)).data;
    expect(topups.map((row: { status: string; amount: number }) => [row.status, row.amount])).toEqual([
      ["menunggu", 1_000_000],
      ["disetujui", 2_000_000],
    ]);
    const keuangan = await signIn("keuangan");
    expect((await get("/agents/topups?status=menunggu", keuangan)).meta.total).toBe(1);
    const changes = (await get("/credit-limits?status=menunggu", keuangan)).data;
    expect(changes).toMatchObject([{ subject_nama: "CV Samudra Travel", plafon_lama: 5_000_000 }]);
    const agentId = (await get("/agents/me", agen)).data.user_id;
    expect(await balanceOf(app.database.db, agentId)).toMatchObject({
      saldo: 2_000_000,
      ledgerSum: 2_000_000,
    });
  });
});
