import type { CreditSubject, LedgerKind, TopupMethod } from "@ferry/shared/agents";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { created } from "./columns";
import { decisionColumns } from "./decisions";
import { users } from "./users";

/**
 * An agent's account: a staff user of type `agen` with a credit limit (`plafon`) and a balance (`saldo`).
 * The balance may go below zero down to minus the plafon; it always equals the sum of the ledger.
 */
export const agentAccounts = pgTable(
  "agent_accounts",
  {
    user_id: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    plafon: integer().notNull().default(0),
    saldo: integer().notNull().default(0),
    created_at: created(),
    updated_at: created(),
  },
  (table) => [check("agent_accounts_within_plafon", sql`${table.saldo} >= -${table.plafon}`)],
);

/** Every movement of an agent's balance: topup, penjualan, pembatalan, refund, penyesuaian (signed amount). */
export const agentLedger = pgTable(
  "agent_ledger",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agent_user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jenis: text().$type<LedgerKind>().notNull(),
    amount: integer().notNull(),
    saldo_setelah: integer().notNull(),
    booking_id: integer().references(() => bookings.id),
    topup_id: integer(),
    keterangan: text().notNull(),
    created_by: integer().references(() => users.id),
    created_at: created(),
  },
  (table) => [index().on(table.agent_user_id, table.created_at), index().on(table.booking_id)],
);

/** An agent's request to add balance, approved or rejected by finance staff. */
export const agentTopups = pgTable(
  "agent_topups",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agent_user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: integer().notNull(),
    method: text().$type<TopupMethod>().notNull(),
    reference: text(),
    bukti_url: text(),
    ...decisionColumns(),
    created_at: created(),
  },
  (table) => [
    index().on(table.status, table.created_at),
    index().on(table.agent_user_id),
    check("agent_topups_amount_positive", sql`${table.amount} > 0`),
  ],
);

/**
 * A requested change of a credit limit (an agent's or an expedition company's), applied when an
 * administrator approves it: the administrators' view of every limit change.
 */
export const creditLimitChanges = pgTable(
  "credit_limit_changes",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** agen or ekspedisi. */
    subject_type: text().$type<CreditSubject>().notNull(),
    subject_id: integer().notNull(),
    plafon_lama: integer().notNull(),
    plafon_baru: integer().notNull(),
    alasan: text(),
    ...decisionColumns(),
    created_at: created(),
  },
  (table) => [index().on(table.status, table.created_at), index().on(table.subject_type, table.subject_id)],
);
