import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { agentTopups } from "../../db/schema/agents";
import { createTestUser } from "../../test/accounts";
import { buildTestApp } from "../../test/app";
import { debitAgent, postCredit } from "./ledger";
import { actorFor, balanceOf, insertBooking, setPlafon } from "./test-fixtures";
import { approveTopup, requestTopup } from "./topups";

/**
 * Runs on both databases; real parallelism needs PostgreSQL (CI runs the suite there, locally:
 * TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres). PGlite serializes whole transactions.
 */
describe("agent balance under concurrency (PostgreSQL)", () => {
  let app: FastifyInstance;
  let agent: { id: number; username: string };
  let finance: { id: number; username: string };
  const db = () => app.database.db;

  beforeEach(async () => {
    app = await buildTestApp();
    agent = await createTestUser(app, { tipe_pengguna: "agen" });
    finance = await createTestUser(app, { tipe_pengguna: "keuangan" });
  });
  afterEach(() => app?.close());

  it("lets exactly 20 of 50 simultaneous sales through when saldo + plafon covers 20", async () => {
    const bookingId = await insertBooking(db(), agent.id);
    await setPlafon(db(), agent.id, 1_000_000);
    await db().transaction((tx) =>
      postCredit(tx, actorFor(finance), {
        agent_user_id: agent.id,
        jenis: "topup",
        amount: 1_000_000,
        keterangan: "Top-up awal",
      }),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        db().transaction((tx) =>
          debitAgent(tx, actorFor(agent), {
            agent_user_id: agent.id,
            amount: 100_000,
            booking_id: bookingId,
            keterangan: `Penjualan ${index + 1}`,
          }),
        ),
      ),
    );
    const succeeded = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result) => result.status === "rejected");
    expect(succeeded).toHaveLength(20);
    expect(refused).toHaveLength(30);
    for (const result of refused) expect(result.reason).toMatchObject({ code: "PLAFON_EXCEEDED" });
    const balance = await balanceOf(db(), agent.id);
    expect(balance).toEqual({ saldo: -1_000_000, plafon: 1_000_000, ledgerSum: -1_000_000, ledgerRows: 21 });
  });

  it("credits a top-up once when it is approved several times at the same moment", async () => {
    const topup = await db().transaction((tx) =>
      requestTopup(tx, actorFor(agent), agent.id, {
        amount: 750_000,
        method: "transfer",
        reference: "TRF-1",
        bukti_url: null,
      }),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        db().transaction((tx) => approveTopup(tx, actorFor(finance), topup.id, null)),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results.filter((item) => item.status === "rejected"))
      expect(result.reason).toMatchObject({
        code: "CONFLICT",
        message: "Permintaan top-up ini sudah diproses",
      });
    expect(await balanceOf(db(), agent.id)).toMatchObject({
      saldo: 750_000,
      ledgerSum: 750_000,
      ledgerRows: 1,
    });
    const [row] = await db().select().from(agentTopups).where(eq(agentTopups.id, topup.id));
    expect(row?.status).toBe("disetujui");
  });
});
