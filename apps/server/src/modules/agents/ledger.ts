import type { AgentAccount, LedgerKind } from "@ferry/shared/agents";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agentAccounts, agentLedger } from "../../db/schema/agents";
import { AppError } from "../../lib/app-error";
import type { Actor } from "../activity-log/index";
import { userNames } from "../users/index";
import { rupiahText } from "./money";

/**
 * An agent's balance moves only through here: every change of `agent_accounts.saldo` is one conditional
 * UPDATE plus one ledger row in the caller's transaction, so saldo always equals the sum of the ledger.
 * The calling use case (a sale, a cancellation, a top-up approval) logs its own activity.
 */

type Movement = {
  agent_user_id: number;
  jenis: LedgerKind;
  /** Signed: negative takes from the balance. */
  amount: number;
  booking_id?: number | null;
  topup_id?: number | null;
  keterangan: string;
};

function checkAmount(amount: number) {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new AppError("VALIDATION_ERROR", "Jumlah harus bilangan bulat rupiah lebih dari nol");
}

/** Creates the agent's account row (plafon 0, saldo 0) when it does not exist yet. */
export async function ensureAccount(tx: Database, agentUserId: number): Promise<void> {
  await tx.insert(agentAccounts).values({ user_id: agentUserId }).onConflictDoNothing();
}

async function writeLedger(tx: Database, actor: Actor, movement: Movement, saldo: number) {
  await tx.insert(agentLedger).values({
    agent_user_id: movement.agent_user_id,
    jenis: movement.jenis,
    amount: movement.amount,
    saldo_setelah: saldo,
    booking_id: movement.booking_id ?? null,
    topup_id: movement.topup_id ?? null,
    keterangan: movement.keterangan,
    created_by: actor.id,
  });
}

/** Adds a positive amount to the balance and writes its ledger row. */
export async function postCredit(tx: Database, actor: Actor, movement: Movement): Promise<{ saldo: number }> {
  checkAmount(movement.amount);
  await ensureAccount(tx, movement.agent_user_id);
  const [row] = await tx
    .update(agentAccounts)
    .set({ saldo: sql`${agentAccounts.saldo} + ${movement.amount}`, updated_at: new Date() })
    .where(eq(agentAccounts.user_id, movement.agent_user_id))
    .returning({ saldo: agentAccounts.saldo });
  if (!row) throw new AppError("SERVER_ERROR");
  await writeLedger(tx, actor, movement, row.saldo);
  return { saldo: row.saldo };
}

/**
 * Debits an agent's balance for a sale: conditional UPDATE ... WHERE saldo - amount >= -plafon, then a
 * ledger row `penjualan` with the negative amount. Not enough balance and credit: 409 PLAFON_EXCEEDED,
 * nothing written.
 */
export async function debitAgent(
  tx: Database,
  actor: Actor,
  input: { agent_user_id: number; amount: number; booking_id: number; keterangan: string },
): Promise<{ saldo: number }> {
  checkAmount(input.amount);
  await ensureAccount(tx, input.agent_user_id);
  const [row] = await tx
    .update(agentAccounts)
    .set({ saldo: sql`${agentAccounts.saldo} - ${input.amount}`, updated_at: new Date() })
    .where(
      and(
        eq(agentAccounts.user_id, input.agent_user_id),
        sql`${agentAccounts.saldo} - ${input.amount} >= -${agentAccounts.plafon}`,
      ),
    )
    .returning({ saldo: agentAccounts.saldo });
  if (!row) {
    const [current] = await tx
      .select({ saldo: agentAccounts.saldo, plafon: agentAccounts.plafon })
      .from(agentAccounts)
      .where(eq(agentAccounts.user_id, input.agent_user_id));
    throw new AppError(
      "PLAFON_EXCEEDED",
      `Saldo agen tidak mencukupi: saldo ${rupiahText(current?.saldo ?? 0)}, plafon ${rupiahText(current?.plafon ?? 0)}, dibutuhkan ${rupiahText(input.amount)}`,
    );
  }
  await writeLedger(
    tx,
    actor,
    {
      agent_user_id: input.agent_user_id,
      jenis: "penjualan",
      amount: -input.amount,
      booking_id: input.booking_id,
      keterangan: input.keterangan,
    },
    row.saldo,
  );
  return { saldo: row.saldo };
}

/** Credits back (cancellation or refund): saldo + amount, ledger row with the given jenis. */
export async function creditAgent(
  tx: Database,
  actor: Actor,
  input: {
    agent_user_id: number;
    amount: number;
    booking_id: number | null;
    jenis: "pembatalan" | "refund";
    keterangan: string;
  },
): Promise<{ saldo: number }> {
  return postCredit(tx, actor, input);
}

/** { user_id, username, nama_lengkap, plafon, saldo, tersedia: saldo + plafon } (zeros when no account row). */
export async function agentAccountOf(db: Database, userId: number): Promise<AgentAccount> {
  const user = (await userNames(db, [userId])).get(userId);
  if (!user) throw new AppError("NOT_FOUND", "Agen tidak ditemukan");
  const [account] = await db
    .select({ plafon: agentAccounts.plafon, saldo: agentAccounts.saldo })
    .from(agentAccounts)
    .where(eq(agentAccounts.user_id, userId));
  const plafon = account?.plafon ?? 0;
  const saldo = account?.saldo ?? 0;
  return {
    user_id: user.id,
    username: user.username,
    nama_lengkap: user.nama_lengkap,
    plafon,
    saldo,
    tersedia: saldo + plafon,
  };
}
