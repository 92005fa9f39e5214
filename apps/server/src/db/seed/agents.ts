import { inArray } from "drizzle-orm";
import type { Actor } from "../../modules/activity-log/index";
import {
  approveLimitChange,
  approveTopup,
  requestLimitChange,
  requestTopup,
} from "../../modules/agents/index";
import type { Database } from "../client";
import { users } from "../schema/users";

/**
 * The demo agent `agen`: plafon Rp 5.000.000 (a change requested by finance, approved by the super
 * admin), an approved top-up of Rp 2.000.000, a top-up of Rp 1.000.000 waiting for finance, and a
 * waiting request to raise the plafon to Rp 7.500.000. Needs `seedStaff` first; written through the
 * module's own use cases, so the ledger and the activity log agree with the balances.
 */
export async function seedAgents(tx: Database): Promise<void> {
  const rows = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ["agen", "keuangan", "superadmin"]));
  const actor = (username: string): Actor => {
    const user = rows.find((row) => row.username === username);
    if (!user) throw new Error(`seedAgents: demo user ${username} is missing (run seedStaff first)`);
    return { id: user.id, username: user.username, ip: null, user_agent: null };
  };
  const agent = actor("agen");
  const finance = actor("keuangan");
  const admin = actor("superadmin");
  const agentId = agent.id ?? 0;

  const first = await requestLimitChange(tx, finance, {
    subject_type: "agen",
    subject_id: agentId,
    plafon_baru: 5_000_000,
    alasan: "Plafon awal agen resmi",
  });
  await approveLimitChange(tx, admin, first.id, "Disetujui sesuai perjanjian keagenan");

  const paid = await requestTopup(tx, agent, agentId, {
    amount: 2_000_000,
    method: "transfer",
    reference: "TRF-BCA-0001",
    bukti_url: null,
  });
  await approveTopup(tx, finance, paid.id, "Dana sudah masuk rekening");
  await requestTopup(tx, agent, agentId, {
    amount: 1_000_000,
    method: "qris",
    reference: "QRIS-20260101-77",
    bukti_url: null,
  });

  await requestLimitChange(tx, finance, {
    subject_type: "agen",
    subject_id: agentId,
    plafon_baru: 7_500_000,
    alasan: "Penjualan agen meningkat menjelang musim liburan",
  });
}
