import { z } from "zod";
import { listQuerySchema } from "./list-query";
import { financeTableSchema } from "./reports";
import { optionalText } from "./text-fields";
import { timestamp } from "./wire";

/**
 * Online payment through the Midtrans Core API (decision 027): the methods a customer may choose on a
 * waiting online booking, each one charge (`POST /v2/charge`) with its own `payment_type`.
 */
export const GATEWAY_METHODS = [
  "bca_va",
  "bni_va",
  "bri_va",
  "permata_va",
  "mandiri_bill",
  "qris",
  "gopay",
  "shopeepay",
] as const;
export type GatewayMethod = (typeof GATEWAY_METHODS)[number];

export const GATEWAY_METHOD_LABELS: Record<GatewayMethod, string> = {
  bca_va: "Virtual Account BCA",
  bni_va: "Virtual Account BNI",
  bri_va: "Virtual Account BRI",
  permata_va: "Virtual Account Permata",
  mandiri_bill: "Mandiri Bill Payment",
  qris: "QRIS",
  gopay: "GoPay",
  shopeepay: "ShopeePay",
};

/** The methods on when `MIDTRANS_METHODS` is not set: the virtual accounts and QRIS (e-wallets need a phone app link). */
export const DEFAULT_GATEWAY_METHODS: GatewayMethod[] = GATEWAY_METHODS.filter(
  (method) => method !== "gopay" && method !== "shopeepay",
);

/** `POST /api/customer/bookings/:code/gateway-payment`: the method the customer chose. */
export const gatewayChoiceSchema = z.object({
  method: z.enum(GATEWAY_METHODS, { error: "Metode pembayaran tidak dikenal" }),
});
export type GatewayChoice = z.input<typeof gatewayChoiceSchema>;

/** `POST /api/payment-gateway/transactions/:id/resolve`: finance closes a flagged gateway payment. */
export const gatewayResolveSchema = z.object({ catatan: optionalText(500) });

/** Why a gateway payment waits for finance instead of confirming its booking. */
export const GATEWAY_FLAGS = ["selisih_nominal", "perlu_refund"] as const;
export type GatewayFlag = (typeof GATEWAY_FLAGS)[number];
export const GATEWAY_FLAG_LABELS: Record<GatewayFlag, string> = {
  selisih_nominal: "Nominal berbeda",
  perlu_refund: "Perlu refund",
};

/** The gateway's `transaction_status` values, and ours while the charge is being made. */
export const GATEWAY_STATUS_LABELS: Record<string, string> = {
  membuat: "Sedang dibuat",
  gagal_dibuat: "Gagal dibuat",
  pending: "Menunggu pembayaran",
  settlement: "Lunas",
  capture: "Lunas",
  expire: "Kedaluwarsa",
  cancel: "Dibatalkan",
  deny: "Ditolak",
  failure: "Gagal",
  refund: "Dikembalikan",
};

/** What the customer's booking page (or the counter's customer display) shows of the chosen method. */
export const gatewayPaymentSchema = z.object({
  method: z.enum(GATEWAY_METHODS),
  label: z.string(),
  status: z.string(),
  status_label: z.string(),
  amount: z.number().int(),
  /** ISO time the gateway transaction expires (the booking's hold). */
  expires_at: z.string().nullable(),
  bank: z.string().nullable(),
  va_number: z.string().nullable(),
  biller_code: z.string().nullable(),
  /** The QRIS as a PNG data URL (rendered from the gateway's `qr_string`). */
  qr_image: z.string().nullable(),
  /** GoPay/ShopeePay: the link that opens the app. */
  deeplink_url: z.string().nullable(),
});
export type GatewayPayment = z.infer<typeof gatewayPaymentSchema>;

/** What a gateway notification (or the counter's check) did: confirmed the booking, recorded, or nothing. */
export const gatewayOutcomeSchema = z.object({ outcome: z.enum(["settled", "recorded", "ignored"]) });
export type GatewayOutcome = z.input<typeof gatewayOutcomeSchema>;
export type NotificationOutcome = GatewayOutcome["outcome"];

/** On a waiting booking: the methods on, and the one chosen (null before a choice). */
export const gatewayOfferSchema = z.object({
  methods: z.array(z.object({ code: z.enum(GATEWAY_METHODS), label: z.string() })),
  active: gatewayPaymentSchema.nullable(),
});
export type GatewayOffer = z.input<typeof gatewayOfferSchema>;

export const GATEWAY_MESSAGES = {
  disabled: "Pembayaran online belum diaktifkan",
  methodOff: "Metode pembayaran ini tidak tersedia",
  tooLate: "Sisa waktu pembayaran terlalu singkat untuk membuat pembayaran baru",
  unavailable: "Layanan pembayaran sedang tidak tersedia. Silakan coba lagi atau pilih metode lain.",
  chosen: "Silakan selesaikan pembayaran sebelum batas waktu",
  badSignature: "Tanda tangan notifikasi tidak sah",
  unknownOrder: "Transaksi tidak dikenal",
  received: "Notifikasi diterima",
  resolved: "Pembayaran gateway ditandai selesai ditangani",
  notFlagged: "Pembayaran ini tidak menunggu tindakan keuangan",
} as const;

/** `GET /api/payment-gateway/transactions`: `perhatian` keeps the flagged ones finance has not resolved. */
export const gatewayListQuery = listQuerySchema(["created_at"], {
  perhatian: z.enum(["1"], { error: "Filter perhatian harus 1" }).optional(),
  status: z.string().trim().max(30).optional(),
});

/** One row of that list. */
export const gatewayListRowSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  booking_code: z.string(),
  method: z.string(),
  status: z.string(),
  gross_amount: z.number().int(),
  paid_amount: z.number().int().nullable(),
  flag: z.enum(GATEWAY_FLAGS).nullable(),
  flag_note: z.string().nullable(),
  resolved_at: timestamp.nullable(),
  resolved_note: z.string().nullable(),
  expires_at: timestamp.nullable(),
  created_at: timestamp,
});
export type GatewayListRow = z.input<typeof gatewayListRowSchema>;

/** Counter QRIS through the gateway (decision 035), and the reconciliation report. */
export const COUNTER_QRIS_MESSAGES = {
  off: "QRIS loket melalui gateway tidak diaktifkan",
  onlyCounter: "Hanya booking loket yang dibayar dengan QRIS loket",
  notWaiting: "Booking ini tidak sedang menunggu pembayaran",
  created: "QRIS dibuat. Minta pelanggan memindai kode di layar pelanggan.",
  checked: "Status pembayaran diperiksa di gateway",
} as const;

/** `GET /api/payment-gateway/counter-qris`: whether the counter's QRIS goes through the gateway. */
export const counterQrisSettingSchema = z.object({ via_gateway: z.boolean() });
export type CounterQrisSetting = z.infer<typeof counterQrisSettingSchema>;

/** The states a gateway payment is reconciled in, one per charge. */
export const RECONCILIATION_STATES = ["lunas", "menunggu", "kedaluwarsa", "selisih", "refund"] as const;
export type ReconciliationState = (typeof RECONCILIATION_STATES)[number];
export const RECONCILIATION_STATE_LABELS: Record<ReconciliationState, string> = {
  lunas: "Lunas",
  menunggu: "Menunggu",
  kedaluwarsa: "Kedaluwarsa/Batal",
  selisih: "Nominal Berbeda",
  refund: "Perlu Refund",
};

/** `GET /api/payment-gateway/reconciliation`: per day (the order's day, operator's zone) and the mismatches. */
export const gatewayReconciliationSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: financeTableSchema,
  mismatches: financeTableSchema,
});
export type GatewayReconciliation = z.input<typeof gatewayReconciliationSchema>;
