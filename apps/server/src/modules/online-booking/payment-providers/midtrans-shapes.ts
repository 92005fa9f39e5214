import type { GatewayMethod } from "@ferry/shared/payment-gateway";
import { z } from "zod";
import type { ChargeAnswer, ChargeRequest, GatewayState } from "./provider";

/** Midtrans writes its times as `YYYY-MM-DD HH:mm:ss` in GMT+7 (WIB). */
const WIB_OFFSET_MS = 7 * 3600_000;

export function midtransTime(value: string | null | undefined): Date | null {
  const match = value?.match(/^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/);
  return match ? new Date(`${match[1]}T${match[2]}+07:00`) : null;
}

/** `order_time` of `custom_expiry`: `YYYY-MM-DD HH:mm:ss +0700`. */
export function midtransOrderTime(at: Date): string {
  const wib = new Date(at.getTime() + WIB_OFFSET_MS).toISOString();
  return `${wib.slice(0, 10)} ${wib.slice(11, 19)} +0700`;
}

/** `gross_amount` comes as a string with decimals ("145000.00"); rupiah are whole. */
const amount = z.union([z.string(), z.number()]).transform((value) => Math.round(Number(value)));

const action = z.object({ name: z.string(), url: z.string() });

/** What every Core API answer and notification carries (documented fields; others are ignored). */
export const transactionShape = z.object({
  status_code: z.string(),
  status_message: z.string().optional(),
  order_id: z.string(),
  transaction_id: z.string().optional(),
  transaction_status: z.string(),
  fraud_status: z.string().optional(),
  gross_amount: amount,
  expiry_time: z.string().optional(),
});

export const chargeShape = transactionShape.extend({
  va_numbers: z.array(z.object({ bank: z.string(), va_number: z.string() })).optional(),
  permata_va_number: z.string().optional(),
  bill_key: z.string().optional(),
  biller_code: z.string().optional(),
  qr_string: z.string().optional(),
  actions: z.array(action).optional(),
});

export const notificationShape = transactionShape.extend({ signature_key: z.string() });

/** An error answer: Midtrans may answer HTTP 200 with an error `status_code` in the body. */
export const errorShape = z.object({ status_code: z.string(), status_message: z.string().optional() });

export function stateOf(answer: z.output<typeof transactionShape>): GatewayState {
  return {
    orderId: answer.order_id,
    transactionId: answer.transaction_id ?? null,
    status: answer.transaction_status,
    fraudStatus: answer.fraud_status ?? null,
    grossAmount: answer.gross_amount,
    expiresAt: midtransTime(answer.expiry_time),
  };
}

const BANKS: Partial<Record<GatewayMethod, string>> = {
  bca_va: "bca",
  bni_va: "bni",
  bri_va: "bri",
  permata_va: "permata",
};

/** The method's part of the charge body (`payment_type` and its object). */
function methodPart(request: ChargeRequest): Record<string, unknown> {
  const bank = BANKS[request.method];
  if (bank) return { payment_type: "bank_transfer", bank_transfer: { bank } };
  switch (request.method) {
    case "mandiri_bill":
      return {
        payment_type: "echannel",
        echannel: { bill_info1: "Pembayaran:", bill_info2: `Tiket kapal ${request.orderId}` },
      };
    case "qris":
      return { payment_type: "qris", qris: { acquirer: "gopay" } };
    case "gopay":
      return { payment_type: "gopay", gopay: { enable_callback: false } };
    default:
      return { payment_type: "shopeepay", shopeepay: {} };
  }
}

/**
 * The `POST /v2/charge` body: the order and its amount, the customer, and `custom_expiry` in seconds
 * from now (whole seconds), so the gateway's transaction expires when the booking's hold does.
 */
export function chargeBody(request: ChargeRequest): Record<string, unknown> {
  const orderTime = Math.floor(request.now.getTime() / 1000) * 1000;
  const seconds = Math.max(1, Math.floor((request.expiresAt.getTime() - orderTime) / 1000));
  return {
    ...methodPart(request),
    transaction_details: { order_id: request.orderId, gross_amount: request.amount },
    customer_details: {
      first_name: request.customer.nama.slice(0, 255),
      ...(request.customer.email ? { email: request.customer.email } : {}),
      ...(request.customer.telepon ? { phone: request.customer.telepon } : {}),
    },
    custom_expiry: {
      order_time: midtransOrderTime(request.now),
      expiry_duration: seconds,
      unit: "second",
    },
  };
}

/** The charge's answer: the VA number (per bank), the Mandiri bill key, or the QR string / app link. */
export function chargeAnswerOf(answer: z.output<typeof chargeShape>): ChargeAnswer {
  const va = answer.va_numbers?.[0];
  const link = answer.actions?.find((item) => item.name === "deeplink-redirect");
  return {
    ...stateOf(answer),
    bank: va?.bank ?? (answer.permata_va_number ? "permata" : answer.bill_key ? "mandiri" : null),
    vaNumber: va?.va_number ?? answer.permata_va_number ?? answer.bill_key ?? null,
    billerCode: answer.biller_code ?? null,
    qrString: answer.qr_string ?? null,
    deeplinkUrl: link?.url ?? null,
  };
}
