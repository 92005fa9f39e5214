import { EXPEDITION_MESSAGES, rupiahText } from "@ferry/shared/expedition-companies";
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { expeditionCompanies, expeditionLedger } from "../../db/schema/bookings";
import { AppError, fieldError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";

export type ExpeditionCompany = typeof expeditionCompanies.$inferSelect;

const table = expeditionCompanies;

/** A company by id, or null. */
export async function findCompany(db: Database, id: number): Promise<ExpeditionCompany | null> {
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return row ?? null;
}

/** Companies by id (one query); unknown ids are left out. */
export async function companiesByIds(db: Database, ids: number[]): Promise<Map<number, ExpeditionCompany>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(table).where(inArray(table.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

async function existingCompany(db: Database, id: number): Promise<ExpeditionCompany> {
  const company = await findCompany(db, id);
  if (!company) throw new AppError("NOT_FOUND", EXPEDITION_MESSAGES.notFound);
  return company;
}

function refuseNonPositive(amount: number, field = "amount") {
  if (!Number.isInteger(amount) || amount <= 0)
    throw fieldError(field, EXPEDITION_MESSAGES.amountNotPositive);
}

/** Sets the plafon (after an approved change); refuses 409 if below current piutang. Logs `expedition_company.plafon_changed`. Locks the row. */
export async function setCompanyPlafon(
  tx: Database,
  actor: Actor,
  companyId: number,
  plafon: number,
): Promise<void> {
  if (!Number.isInteger(plafon) || plafon < 0)
    throw fieldError("plafon", "Plafon harus rupiah bulat, 0 atau lebih");
  const [before] = await tx.select().from(table).where(eq(table.id, companyId)).for("update");
  if (!before) throw new AppError("NOT_FOUND", EXPEDITION_MESSAGES.notFound);
  if (plafon < before.piutang) {
    throw new AppError("CONFLICT", EXPEDITION_MESSAGES.plafonBelowPiutang(plafon, before.piutang));
  }
  await tx.update(table).set({ plafon }).where(eq(table.id, companyId));
  await logActivity(tx, actor, {
    action: "expedition_company.plafon_changed",
    description: `Plafon ekspedisi ${before.nama} diubah dari ${rupiahText(before.plafon)} menjadi ${rupiahText(plafon)}`,
    subject_type: "expedition_company",
    subject_id: companyId,
    properties: { before: { plafon: before.plafon }, after: { plafon }, piutang: before.piutang },
  });
}

/**
 * Uses credit for a booking approved on credit: one conditional UPDATE (piutang + amount <= plafon, company
 * Aktif), safe under concurrent approvals on PostgreSQL; then a `kredit` ledger row with `piutang_setelah`.
 * Refused: 409 PLAFON_EXCEEDED saying what is available (an inactive company has no credit to use).
 */
export async function useCompanyCredit(
  tx: Database,
  actor: Actor,
  input: { company_id: number; amount: number; booking_id: number; booking_code: string },
): Promise<void> {
  refuseNonPositive(input.amount);
  const [after] = await tx
    .update(table)
    .set({ piutang: sql`${table.piutang} + ${input.amount}` })
    .where(
      and(
        eq(table.id, input.company_id),
        eq(table.status, "Aktif"),
        sql`${table.piutang} + ${input.amount} <= ${table.plafon}`,
      ),
    )
    .returning();
  if (!after) {
    const company = await existingCompany(tx, input.company_id);
    if (company.status !== "Aktif") {
      throw new AppError("PLAFON_EXCEEDED", EXPEDITION_MESSAGES.inactive(company.nama));
    }
    const tersedia = Math.max(0, company.plafon - company.piutang);
    throw new AppError(
      "PLAFON_EXCEEDED",
      EXPEDITION_MESSAGES.plafonExceeded(company.nama, tersedia, input.amount),
    );
  }
  await tx.insert(expeditionLedger).values({
    company_id: after.id,
    jenis: "kredit",
    amount: input.amount,
    piutang_setelah: after.piutang,
    booking_id: input.booking_id,
    keterangan: `Kredit booking ${input.booking_code}`,
    created_by: actor.id,
  });
  await logActivity(tx, actor, {
    action: "expedition_company.credit_used",
    description: `Kredit ekspedisi ${after.nama} dipakai ${rupiahText(input.amount)} (booking ${input.booking_code})`,
    subject_type: "expedition_company",
    subject_id: after.id,
    properties: { amount: input.amount, booking_id: input.booking_id, piutang_setelah: after.piutang },
  });
}

/** Settles credit: piutang - amount (not below 0, else 422 'Pelunasan melebihi piutang'), ledger row 'pelunasan'. */
export async function settleCompanyCredit(
  tx: Database,
  actor: Actor,
  input: { company_id: number; amount: number; booking_id: number | null; keterangan: string },
): Promise<void> {
  refuseNonPositive(input.amount);
  const [after] = await tx
    .update(table)
    .set({ piutang: sql`${table.piutang} - ${input.amount}` })
    .where(and(eq(table.id, input.company_id), gte(table.piutang, input.amount)))
    .returning();
  if (!after) {
    await existingCompany(tx, input.company_id);
    throw fieldError("amount", EXPEDITION_MESSAGES.settlementTooLarge);
  }
  await tx.insert(expeditionLedger).values({
    company_id: after.id,
    jenis: "pelunasan",
    amount: input.amount,
    piutang_setelah: after.piutang,
    booking_id: input.booking_id,
    keterangan: input.keterangan,
    created_by: actor.id,
  });
  await logActivity(tx, actor, {
    action: "expedition_company.settled",
    description: `Pelunasan piutang ekspedisi ${after.nama} ${rupiahText(input.amount)}`,
    subject_type: "expedition_company",
    subject_id: after.id,
    properties: {
      amount: input.amount,
      booking_id: input.booking_id,
      keterangan: input.keterangan,
      piutang_sebelum: after.piutang + input.amount,
      piutang_setelah: after.piutang,
    },
  });
}
