import { FOUR_EYES_MESSAGES } from "@ferry/shared/cashier-shifts";
import {
  type approveRefundSchema,
  type createRefundSchema,
  REFUND_MESSAGES,
  type refundQuoteSchema,
} from "@ferry/shared/refunds";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { refundItems, refunds } from "../../db/schema/operations";
import { AppError, fieldError } from "../../lib/app-error";
import type { AuthContext } from "../../plugins/access";
import { type Actor, logActivity } from "../activity-log/index";
import { creditAgent } from "../agents/index";
import { type BookingRow, cancelRefundedTickets, loadBooking, lockBooking } from "../bookings/index";
import { findOpenShift, requireOtherApprover } from "../cashier-shifts/index";
import { enqueueRefundDecided } from "../notices/index";
import { notify, notifyHolders } from "../notifications/index";
import { refundPermission, requireRefundPermission } from "./access";
import { saveRefundComponents } from "./components";
import { getRefund } from "./list";
import { resolveRefund, type TicketRef } from "./request";

type RefundRow = typeof refunds.$inferSelect;
const rupiah = (amount: number) => `Rp ${amount.toLocaleString("id-ID")}`;
const kindsOf = (refs: { jenis: string }[]) => refs.map((ref) => ref.jenis as TicketRef["jenis"]);
const pagePath = (refs: { jenis: string }[]) =>
  refs.some((ref) => ref.jenis === "penumpang") ? "/refund-penumpang" : "/refund-kendaraan";

/** What a request would return now (read-only). */
export async function quoteRefund(
  db: Database,
  auth: AuthContext,
  input: z.output<typeof refundQuoteSchema>,
  now = new Date(),
) {
  requireRefundPermission(auth, "create", kindsOf(input.tickets));
  const booking = await loadBooking(db, input.booking_id);
  const resolved = await resolveRefund(db, booking, input.tickets as TicketRef[], now);
  return {
    booking_id: booking.id,
    booking_code: booking.booking_code,
    batas_refund_jam: resolved.batas_refund_jam,
    potongan_persen: resolved.potongan_persen,
    tarif_angkutan: resolved.tarif_angkutan,
    jumlah_kotor: resolved.jumlah_kotor,
    potongan: resolved.potongan,
    jumlah_refund: resolved.jumlah_refund,
    komponen: resolved.komponen,
    tickets: resolved.tickets.map(({ jenis, id, kode_tiket, nama, amount }) => ({
      jenis,
      ticket_id: id,
      kode_tiket,
      nama,
      amount,
    })),
  };
}

/**
 * A waiting refund request, quote-checked under the booking's lock; finance is told. Like the decisions
 * below, it answers the refund as its transaction left it (read inside it: a committed change is answered).
 */
export async function requestRefund(
  db: Database,
  auth: AuthContext,
  actor: Actor,
  input: z.output<typeof createRefundSchema>,
  now = new Date(),
) {
  requireRefundPermission(auth, "create", kindsOf(input.tickets));
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, input.booking_id);
    const resolved = await resolveRefund(tx, booking, input.tickets as TicketRef[], now);
    const [row] = await tx
      .insert(refunds)
      .values({
        booking_id: booking.id,
        alasan: input.alasan,
        potongan_persen: resolved.potongan_persen,
        jumlah_kotor: resolved.jumlah_kotor,
        potongan: resolved.potongan,
        jumlah_refund: resolved.jumlah_refund,
        requested_by: actor.id,
      })
      .returning();
    if (!row) throw new AppError("SERVER_ERROR");
    await tx.insert(refundItems).values(
      resolved.tickets.map((t) => ({
        refund_id: row.id,
        jenis: t.jenis,
        ticket_id: t.id,
        amount: t.amount,
      })),
    );
    await saveRefundComponents(tx, row.id, resolved.komponen);
    await logActivity(tx, actor, {
      action: "refund.requested",
      description: `Refund booking ${booking.booking_code} diajukan: ${resolved.tickets.length} tiket, ${rupiah(resolved.jumlah_refund)}`,
      subject_type: "refund",
      subject_id: row.id,
      properties: {
        booking_code: booking.booking_code,
        tickets: resolved.tickets.map((t) => t.kode_tiket),
        jumlah_refund: resolved.jumlah_refund,
        potongan: resolved.potongan,
      },
    });
    const note = {
      kind: "approval_waiting" as const,
      title: "Refund menunggu persetujuan",
      body: `Refund booking ${booking.booking_code} sebesar ${rupiah(resolved.jumlah_refund)} menunggu persetujuan.`,
      link: `${pagePath(resolved.tickets)}?code=${booking.booking_code}`,
      subject_type: "refund",
      subject_id: row.id,
    };
    for (const jenis of new Set(kindsOf(resolved.tickets))) {
      await notifyHolders(tx, refundPermission("edit", jenis), note, actor.id);
    }
    return getRefund(tx, row.id);
  });
}

/** The refund and its items, for a decision: the booking locked first, then the refund row. */
async function lockForDecision(tx: Database, auth: AuthContext, id: number) {
  const [plain] = await tx.select().from(refunds).where(eq(refunds.id, id));
  if (!plain) throw new AppError("NOT_FOUND", REFUND_MESSAGES.notFound);
  const items = await tx.select().from(refundItems).where(eq(refundItems.refund_id, id));
  requireRefundPermission(auth, "edit", kindsOf(items));
  const booking = await lockBooking(tx, plain.booking_id);
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, id)).for("update");
  if (!refund) throw new AppError("NOT_FOUND", REFUND_MESSAGES.notFound);
  if (refund.status !== "menunggu") throw new AppError("CONFLICT", REFUND_MESSAGES.alreadyDecided);
  return { booking, refund, items };
}

/**
 * Cash paid back at the counter leaves the drawer of the cashier who took the request, while their shift
 * is open; otherwise (or by transfer or QRIS) finance pays it outside any shift (decision 026).
 */
async function payoutShift(tx: Database, refund: RefundRow, method: string | undefined) {
  if (method !== "tunai" || refund.requested_by === null) return null;
  return (await findOpenShift(tx, refund.requested_by, true))?.id ?? null;
}

/** Tells the staff member who asked, and the buyer by e-mail (the outbox). */
async function announceDecision(
  tx: Database,
  refund: RefundRow,
  booking: BookingRow,
  approved: boolean,
  actor: Actor,
) {
  const code = booking.booking_code;
  await enqueueRefundDecided(tx, booking, refund, approved);
  await notify(
    tx,
    [refund.requested_by],
    {
      kind: approved ? "payment_approved" : "payment_rejected",
      title: approved ? "Refund disetujui" : "Refund ditolak",
      body: approved
        ? `Refund booking ${code} disetujui: ${rupiah(refund.jumlah_refund)} dikembalikan.`
        : `Refund booking ${code} ditolak: ${refund.catatan ?? ""}`,
      link: `/refund-penumpang?code=${code}`,
      subject_type: "refund",
      subject_id: refund.id,
    },
    actor.id,
  );
}

/**
 * Approves a waiting refund in one transaction under the booking's lock: everything is checked again
 * (a second approval finds it decided), the tickets become `dibatalkan`, their seats go back, the booking
 * closes when no ticket is left, an agent's balance is credited, and the money is recorded.
 */
export async function approveRefund(
  db: Database,
  auth: AuthContext,
  actor: Actor,
  id: number,
  input: z.output<typeof approveRefundSchema>,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const { booking, refund, items } = await lockForDecision(tx, auth, id);
    await requireOtherApprover(tx, actor, [refund.requested_by], FOUR_EYES_MESSAGES.refund, {
      type: "refund",
      id: refund.id,
      label: `Refund booking ${booking.booking_code} ${rupiah(refund.jumlah_refund)}`,
    });
    const refs = items.map((item) => ({
      jenis: item.jenis as TicketRef["jenis"],
      ticket_id: item.ticket_id,
    }));
    const resolved = await resolveRefund(tx, booking, refs, now, refund.id);
    const agent = booking.channel === "agen" && booking.agent_user_id !== null;
    if (!agent && input.method === undefined) throw fieldError("method", "Metode pengembalian wajib diisi");
    const { closed } = await cancelRefundedTickets(
      tx,
      booking,
      resolved.tickets,
      actor,
      `Refund #${refund.id}`,
    );
    if (agent && booking.agent_user_id !== null && refund.jumlah_refund > 0) {
      await creditAgent(tx, actor, {
        agent_user_id: booking.agent_user_id,
        amount: refund.jumlah_refund,
        booking_id: booking.id,
        jenis: "refund",
        keterangan: `Refund booking ${booking.booking_code}`,
      });
    }
    const [after] = await tx
      .update(refunds)
      .set({
        status: "disetujui",
        method: agent ? "saldo_agen" : input.method,
        reference: input.reference ?? null,
        shift_id: agent ? null : await payoutShift(tx, refund, input.method),
        catatan: input.catatan ?? null,
        decided_by: actor.id,
        decided_at: now,
      })
      .where(eq(refunds.id, refund.id))
      .returning();
    if (!after) throw new AppError("SERVER_ERROR");
    await logActivity(tx, actor, {
      action: "refund.approved",
      description: `Refund booking ${booking.booking_code} disetujui: ${rupiah(refund.jumlah_refund)}`,
      subject_type: "refund",
      subject_id: refund.id,
      properties: {
        booking_code: booking.booking_code,
        method: after.method,
        reference: after.reference,
        jumlah_refund: refund.jumlah_refund,
        booking_closed: closed,
      },
    });
    await announceDecision(tx, after, booking, true, actor);
    return getRefund(tx, refund.id);
  });
}

/** Rejects a waiting refund with a reason; nothing else changes. */
export async function rejectRefund(
  db: Database,
  auth: AuthContext,
  actor: Actor,
  id: number,
  input: { catatan: string },
) {
  return db.transaction(async (tx) => {
    const { booking, refund } = await lockForDecision(tx, auth, id);
    const [after] = await tx
      .update(refunds)
      .set({ status: "ditolak", catatan: input.catatan, decided_by: actor.id, decided_at: new Date() })
      .where(eq(refunds.id, refund.id))
      .returning();
    if (!after) throw new AppError("SERVER_ERROR");
    await logActivity(tx, actor, {
      action: "refund.rejected",
      description: `Refund booking ${booking.booking_code} ditolak: ${input.catatan}`,
      subject_type: "refund",
      subject_id: refund.id,
      properties: { booking_code: booking.booking_code, catatan: input.catatan },
    });
    await announceDecision(tx, after, booking, false, actor);
    return getRefund(tx, refund.id);
  });
}
