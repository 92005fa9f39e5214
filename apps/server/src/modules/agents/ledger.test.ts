import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestUser } from "../../test/accounts";
import { buildTestApp } from "../../test/app";
import { agentAccountOf, creditAgent, debitAgent, postCredit } from "./ledger";
import { actorFor, balanceOf, insertBooking, setPlafon } from "./test-fixtures";

let app: FastifyInstance;
let agent: { id: number; username: string };
let bookingId: number;
const db = () => app.database.db;

beforeEach(async () => {
  app = await buildTestApp();
  agent = await createTestUser(app, { tipe_pengguna: "agen", username: "agen_uji" });
  bookingId = await insertBooking(db(), agent.id);
});
afterEach(() => app?.close());

const debit = (amount: number) =>
  db().transaction((tx) =>
    debitAgent(tx, actorFor(agent), {
      agent_user_id: agent.id,
      amount,
      booking_id: bookingId,
      keterangan: `Penjualan BK${bookingId}`,
    }),
  );

describe("agent ledger", () => {
  it("debits a sale within saldo + plafon, creating the account, and records the movement", async () => {
    await setPlafon(db(), agent.id, 100_000);
    expect(await debit(60_000)).toEqual({ saldo: -60_000 });
    expect(await debit(40_000)).toEqual({ saldo: -100_000 });
    const balance = await balanceOf(db(), agent.id);
    expect(balance).toMatchObject({ saldo: -100_000, ledgerSum: -100_000, ledgerRows: 2 });
    expect(await agentAccountOf(db(), agent.id)).toEqual({
      user_id: agent.id,
      username: "agen_uji",
      nama_lengkap: "Nama agen_uji",
      plafon: 100_000,
      saldo: -100_000,
      tersedia: 0,
    });
  });

  it("refuses a debit beyond saldo + plafon with the amounts, and changes nothing", async () => {
    await setPlafon(db(), agent.id, 5_000_000);
    await db().transaction((tx) =>
      postCredit(tx, actorFor(agent), {
        agent_user_id: agent.id,
        jenis: "topup",
        amount: 2_000_000,
        keterangan: "Top-up awal",
      }),
    );
    await debit(6_500_000);
    const refused = debit(1_000_000);
    await expect(refused).rejects.toMatchObject({
      code: "PLAFON_EXCEEDED",
      statusCode: 409,
      message:
        "Saldo agen tidak mencukupi: saldo Rp -4.500.000, plafon Rp 5.000.000, dibutuhkan Rp 1.000.000",
    });
    expect(await balanceOf(db(), agent.id)).toMatchObject({
      saldo: -4_500_000,
      ledgerSum: -4_500_000,
      ledgerRows: 2,
    });
  });

  it("rolls back the account it created when the first debit is refused", async () => {
    await expect(debit(1)).rejects.toMatchObject({ code: "PLAFON_EXCEEDED" });
    expect(await balanceOf(db(), agent.id)).toEqual({ saldo: 0, plafon: 0, ledgerSum: 0, ledgerRows: 0 });
    expect(await agentAccountOf(db(), agent.id)).toMatchObject({ plafon: 0, saldo: 0, tersedia: 0 });
  });

  it("credits back cancellations and refunds, and refuses amounts that are not positive rupiah", async () => {
    await setPlafon(db(), agent.id, 300_000);
    await debit(250_000);
    const back = await db().transaction((tx) =>
      creditAgent(tx, actorFor(agent), {
        agent_user_id: agent.id,
        amount: 250_000,
        booking_id: bookingId,
        jenis: "pembatalan",
        keterangan: "Batal",
      }),
    );
    expect(back).toEqual({ saldo: 0 });
    await debit(100_000);
    await db().transaction((tx) =>
      creditAgent(tx, actorFor(agent), {
        agent_user_id: agent.id,
        amount: 40_000,
        booking_id: null,
        jenis: "refund",
        keterangan: "Refund sebagian",
      }),
    );
    await expect(debit(0)).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
    await expect(debit(1.5)).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
    expect(await balanceOf(db(), agent.id)).toMatchObject({
      saldo: -60_000,
      ledgerSum: -60_000,
      ledgerRows: 4,
    });
  });

  it("keeps saldo equal to the sum of the ledger and never below -plafon over a run of movements", async () => {
    await setPlafon(db(), agent.id, 500_000);
    let seed = 7;
    const next = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed;
    };
    let refused = 0;
    for (let step = 0; step < 60; step += 1) {
      const amount = 1_000 * (1 + (next() % 150));
      if (next() % 3 === 0) {
        await db().transaction((tx) =>
          creditAgent(tx, actorFor(agent), {
            agent_user_id: agent.id,
            amount,
            booking_id: bookingId,
            jenis: "pembatalan",
            keterangan: "Batal",
          }),
        );
      } else {
        await debit(amount).catch((error: { code?: string }) => {
          if (error.code !== "PLAFON_EXCEEDED") throw error;
          refused += 1;
        });
      }
      const balance = await balanceOf(db(), agent.id);
      expect(balance.saldo).toBe(balance.ledgerSum);
      expect(balance.saldo).toBeGreaterThanOrEqual(-500_000);
    }
    expect(refused).toBeGreaterThan(0);
  });
});
