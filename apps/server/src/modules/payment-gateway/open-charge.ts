import { GATEWAY_MESSAGES, type GatewayMethod } from "@ferry/shared/payment-gateway";
import type { Database } from "../../db/client";
import { paymentGatewayTransactions } from "../../db/schema/payment-gateway";
import { AppError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import type { BookingRow } from "../bookings/index";
import type { ChargeAnswer, GatewayProvider } from "../online-booking/index";
import { gatewayUnanswered } from "./gateway";
import {
  dropOpenCharges,
  findOpenCharge,
  type GatewayRow,
  lockCharge,
  nextOrderId,
  updateCharge,
} from "./store";

/** A charge shorter than this is not worth making (Midtrans accepts 20 s; nobody pays that fast). */
const SHORTEST_HOLD_MS = 60_000;

/** Who asks for a charge: the customer on their own booking, or the cashier at the counter. */
export type ChargeRequester = {
  actor: Actor;
  notificationUrl: string;
  /** The booking, locked in the charge's transaction and refused when it may not be paid now. */
  lock: (tx: Database) => Promise<BookingRow>;
};

type Reserved = { row: GatewayRow; fresh: boolean; customer: ChargeCustomer };
type ChargeCustomer = { nama: string; email: string | null; telepon: string | null };

/**
 * Under the booking's lock: the same method already charged is answered as it is, another one is replaced
 * (cancelled at the gateway by the job), and a new charge row is written for the booking's amount due and
 * its own deadline.
 */
async function reserveCharge(
  db: Database,
  requester: ChargeRequester,
  method: GatewayMethod,
  now: Date,
): Promise<Reserved> {
  return db.transaction(async (tx) => {
    const booking = await requester.lock(tx);
    const customer = {
      nama: booking.pemesan_nama,
      email: booking.pemesan_email,
      telepon: booking.pemesan_telepon,
    };
    const open = await findOpenCharge(tx, booking.id);
    if (open?.method === method) return { row: open, fresh: false, customer };
    if (!booking.expires_at || booking.expires_at.getTime() - now.getTime() < SHORTEST_HOLD_MS)
      throw new AppError("INVALID_TRANSITION", GATEWAY_MESSAGES.tooLate);
    await dropOpenCharges(tx, booking.id);
    const [row] = await tx
      .insert(paymentGatewayTransactions)
      .values({
        booking_id: booking.id,
        provider: "midtrans",
        order_id: await nextOrderId(tx, booking),
        method,
        gross_amount: booking.total_harga - booking.total_dibayar,
        expires_at: booking.expires_at,
      })
      .returning();
    if (!row) throw new AppError("SERVER_ERROR");
    await logActivity(tx, requester.actor, {
      action: "booking.gateway_method_chosen",
      description: `Booking ${booking.booking_code}: pembayaran online dipilih (${method})`,
      subject_type: "booking",
      subject_id: booking.id,
      properties: { order_id: row.order_id, method, amount: row.gross_amount },
    });
    return { row, fresh: true, customer };
  });
}

function answerColumns(answer: ChargeAnswer): Partial<GatewayRow> {
  return {
    status: answer.status,
    transaction_id: answer.transactionId,
    fraud_status: answer.fraudStatus,
    bank: answer.bank,
    va_number: answer.vaNumber,
    biller_code: answer.billerCode,
    qr_string: answer.qrString,
    deeplink_url: answer.deeplinkUrl,
    ...(answer.expiresAt ? { expires_at: answer.expiresAt } : {}),
  };
}

/** Stores the charge's answer unless a notification already moved the row on (it came first). */
async function storeAnswer(db: Database, row: GatewayRow, answer: ChargeAnswer): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockCharge(tx, row.id);
    const { status, ...rest } = answerColumns(answer);
    await updateCharge(tx, row.id, current.status === "membuat" ? { status, ...rest } : rest);
  });
}

/**
 * Opens a charge at the gateway for a booking: the row is written first (one transaction, under the
 * booking's lock), the gateway is asked outside any transaction (`custom_expiry` = the booking's hold),
 * and its answer (VA number, QR string, expiry) is stored after. A gateway that fails leaves the row
 * `gagal_dibuat` and answers 503. Answers the charge as reserved (read it again for the gateway's answer).
 */
export async function openCharge(
  db: Database,
  gateway: GatewayProvider,
  requester: ChargeRequester,
  method: GatewayMethod,
  now = new Date(),
): Promise<GatewayRow> {
  if (!gateway.methods.includes(method))
    throw new AppError("VALIDATION_ERROR", GATEWAY_MESSAGES.methodOff, {
      errors: { method: [GATEWAY_MESSAGES.methodOff] },
    });
  const { row, fresh, customer } = await reserveCharge(db, requester, method, now);
  if (!fresh) return row;
  let answer: ChargeAnswer;
  try {
    answer = await gateway.charge({
      orderId: row.order_id,
      method,
      amount: row.gross_amount,
      expiresAt: row.expires_at ?? now,
      now,
      customer,
      notificationUrl: requester.notificationUrl,
    });
  } catch (error) {
    await updateCharge(db, row.id, {
      status: "gagal_dibuat",
      flag_note: String((error as Error).message).slice(0, 500),
    });
    if (gatewayUnanswered(error)) throw new AppError("SERVICE_UNAVAILABLE", GATEWAY_MESSAGES.unavailable);
    throw error;
  }
  await storeAnswer(db, row, answer);
  return row;
}
