import type { BookingChannel, BookingStatus } from "@ferry/shared/bookings";
import type { NewPayment } from "./payments";
import type { StatusStep } from "./status";

/** What a sale writes of its booking's state at once: status, money, deadlines, and the steps it took. */
export type SaleState = {
  status: BookingStatus;
  total_dibayar: number;
  expires_at: Date | null;
  confirmed_at: Date | null;
  steps: StatusStep[];
  /** The payment the sale records with its booking, if any. */
  payment: NewPayment | null;
};

/**
 * The state a new booking ends its sale in, decided before it is written (one insert, no later update):
 * an expedition request waits (`pending`) for its space; every other sale waits for payment until
 * `deadline`, holding what the channel pays at once (an agent's balance, the counter's money, accepted
 * unless it is a transfer), and is paid and confirmed when that covers its total.
 */
export function saleState(
  channel: BookingChannel,
  total: number,
  counterPayment: Omit<NewPayment, "status"> | null,
  deadline: Date,
): SaleState {
  const created: StatusStep = { from_status: null, to_status: "pending", catatan: "Booking dibuat" };
  const waiting: Omit<SaleState, "steps"> = {
    status: "pending",
    total_dibayar: 0,
    expires_at: null,
    confirmed_at: null,
    payment: null,
  };
  if (channel === "ekspedisi") return { ...waiting, steps: [created] };
  const payment: NewPayment | null =
    channel === "agen" && total > 0
      ? { method: "saldo_agen", amount: total, status: "diterima" }
      : channel === "loket" && counterPayment
        ? { ...counterPayment, status: counterPayment.method === "transfer" ? "menunggu" : "diterima" }
        : null;
  const paid = payment?.status === "diterima" ? payment.amount : 0;
  const steps: StatusStep[] = [
    created,
    { from_status: "pending", to_status: "waiting_payment", catatan: null },
  ];
  if (paid < total)
    return {
      ...waiting,
      status: "waiting_payment",
      total_dibayar: paid,
      expires_at: deadline,
      payment,
      steps,
    };
  return {
    status: "confirmed",
    total_dibayar: paid,
    expires_at: null,
    confirmed_at: new Date(),
    payment,
    steps: [
      ...steps,
      { from_status: "waiting_payment", to_status: "paid", catatan: "Pembayaran lunas" },
      { from_status: "paid", to_status: "confirmed", catatan: "Tiket diterbitkan" },
    ],
  };
}
