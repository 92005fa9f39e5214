import type { ledgerQuery } from "@ferry/shared/agents";
import { dayRange } from "@ferry/shared/zoned-time";
import { and, count, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { agentAccounts, agentLedger, agentTopups } from "../../db/schema/agents";
import { pageOf } from "../../lib/list-sql";
import { agentUsers, userNames } from "../users/index";

/** Every agent with plafon, saldo, tersedia and the number of top-ups waiting for a decision. */
export async function listAgents(db: Database) {
  const agents = await agentUsers(db);
  const ids = agents.map((agent) => agent.id);
  if (ids.length === 0) return [];
  const accounts = await db.select().from(agentAccounts).where(inArray(agentAccounts.user_id, ids));
  const pending = await db
    .select({ agent_user_id: agentTopups.agent_user_id, total: count() })
    .from(agentTopups)
    .where(and(inArray(agentTopups.agent_user_id, ids), eq(agentTopups.status, "menunggu")))
    .groupBy(agentTopups.agent_user_id);
  return agents.map((agent) => {
    const account = accounts.find((row) => row.user_id === agent.id);
    const plafon = account?.plafon ?? 0;
    const saldo = account?.saldo ?? 0;
    return {
      user_id: agent.id,
      username: agent.username,
      nama_lengkap: agent.nama_lengkap,
      plafon,
      saldo,
      tersedia: saldo + plafon,
      topup_menunggu: pending.find((row) => row.agent_user_id === agent.id)?.total ?? 0,
    };
  });
}

export type LedgerQuery = Omit<z.output<typeof ledgerQuery>, "agent_user_id">;

/**
 * One page of balance movements, newest first; `from`/`to` are the operator's calendar days.
 * `agentUserId` null: every agent.
 */
export async function listLedger(db: Database, query: LedgerQuery, agentUserId: number | null, zone: string) {
  const conditions: (SQL | undefined)[] = [
    agentUserId === null ? undefined : eq(agentLedger.agent_user_id, agentUserId),
    query.jenis ? eq(agentLedger.jenis, query.jenis) : undefined,
    query.from ? gte(agentLedger.created_at, dayRange(query.from, zone).start) : undefined,
    query.to ? lt(agentLedger.created_at, dayRange(query.to, zone).end) : undefined,
  ];
  const page = await pageOf(db, agentLedger, and(...conditions), desc(agentLedger.id), {
    ...query,
    sort_dir: "desc",
  });
  const names = await userNames(
    db,
    page.rows.flatMap((row) => [row.agent_user_id, row.created_by]),
  );
  const rows = page.rows.map((row) => ({
    ...row,
    agent_nama: names.get(row.agent_user_id)?.nama_lengkap ?? null,
    created_by_username: row.created_by ? (names.get(row.created_by)?.username ?? null) : null,
  }));
  return { rows, meta: page.meta };
}
