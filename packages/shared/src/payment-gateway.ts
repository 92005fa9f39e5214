import { z } from "zod";
import { listQuerySchema } from "./list-query";
import { optionalText } from "./text-fields";

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

/** What the customer's booking page shows of the chosen method (the VA number, or the QR to scan). */
export type GatewayPayment = {
  method: GatewayMethod;
  label: string;
  status: string;
  status_label: string;
  amount: number;
  /** ISO time the gateway transaction expires (the booking's hold). */
  expires_at: string | null;
  bank: string | null;
  va_number: string | null;
  biller_code: string | null;
  /** The QRIS as a PNG data URL (rendered from the gateway's `qr_string`). */
  qr_image: string | null;
  /** GoPay/ShopeePay: the link that opens the app. */
  deeplink_url: string | null;
};

/** On a waiting booking: the methods on, and the one chosen (null before a choice). */
export type GatewayOffer = {
  methods: { code: GatewayMethod; label: string }[];
  active: GatewayPayment | null;
};

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
export type GatewayListRow = {
  id: number;
  order_id: string;
  booking_code: string;
  method: string;
  status: string;
  gross_amount: number;
  paid_amount: number | null;
  flag: GatewayFlag | null;
  flag_note: string | null;
  resolved_at: string | null;
  resolved_note: string | null;
  expires_at: string | null;
  created_at: string;
};
