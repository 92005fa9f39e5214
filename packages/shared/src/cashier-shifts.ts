import { z } from "zod";
import { PAYMENT_METHODS, type PaymentMethod } from "./bookings";
import { listQuerySchema } from "./list-query";
import { yesNo } from "./settings-rules";
import { isoDate, optionalText, requiredText, rupiah } from "./text-fields";

/** Cashier shifts ('Shift Kasir') and four eyes on money: docs/decisions/026-cash-control.md. */

export const SHIFT_STATUSES = ["buka", "ditutup", "disetujui"] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];

export const SHIFT_STATUS_LABELS: Record<ShiftStatus, string> = {
  buka: "Buka",
  ditutup: "Menunggu Persetujuan",
  disetujui: "Disetujui",
};

/** The methods a drawer is counted in, in the order the close form asks them. */
export const SHIFT_METHODS = PAYMENT_METHODS;
export type MethodAmounts = Record<PaymentMethod, number>;

export const openShiftSchema = z.object({
  loket: requiredText("Nama loket", 60),
  modal_awal: rupiah("Modal awal"),
});
export type OpenShiftInput = z.input<typeof openShiftSchema>;

export const closeShiftSchema = z.object({
  dihitung: z.object({
    tunai: rupiah("Uang tunai dihitung"),
    transfer: rupiah("Transfer dihitung"),
    qris: rupiah("QRIS dihitung"),
  }),
  catatan: optionalText(300),
});
export type CloseShiftInput = z.input<typeof closeShiftSchema>;

export const approveShiftSchema = z.object({ catatan: optionalText(300) });
export type ApproveShiftInput = z.input<typeof approveShiftSchema>;

export const shiftListQuerySchema = listQuerySchema(["opened_at", "closed_at"], {
  status: z.enum(SHIFT_STATUSES, { error: "Status shift tidak dikenal" }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type ShiftListQuery = z.input<typeof shiftListQuerySchema>;

export const shiftReportQuerySchema = z.object({ from: isoDate.optional(), to: isoDate.optional() });

const int = z.number().int();

/** Expected, counted and their difference for one method. */
export const shiftMethodLineSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  label: z.string(),
  diterima: int,
  refund: int,
  diharapkan: int,
  dihitung: int.nullable(),
  selisih: int.nullable(),
});
export type ShiftMethodLine = z.infer<typeof shiftMethodLineSchema>;

/** A shift as the API answers it: its figures computed from its payments and refunds (times as ISO text). */
export const cashierShiftSchema = z.object({
  id: int,
  kode: z.string(),
  user_id: int,
  kasir_username: z.string().nullable(),
  kasir_nama: z.string().nullable(),
  loket: z.string(),
  modal_awal: int,
  status: z.enum(SHIFT_STATUSES),
  status_label: z.string(),
  opened_at: z.string(),
  closed_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  approved_by_nama: z.string().nullable(),
  catatan_tutup: z.string().nullable(),
  catatan_persetujuan: z.string().nullable(),
  jumlah_transaksi: int,
  total_penjualan: int,
  total_refund: int,
  selisih: int.nullable(),
  methods: z.array(shiftMethodLineSchema),
});
export type CashierShift = z.infer<typeof cashierShiftSchema>;

/** One row of the daily report per cashier or per counter. */
export const shiftReportRowSchema = z.object({
  tanggal: z.string(),
  kasir: z.string(),
  loket: z.string(),
  shift: int,
  penjualan: int,
  refund: int,
  tunai: int,
  transfer: int,
  qris: int,
  selisih: int,
});
export type ShiftReportRow = z.infer<typeof shiftReportRowSchema>;
export const shiftReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  per_kasir: z.array(shiftReportRowSchema),
  per_loket: z.array(shiftReportRowSchema),
});
export type ShiftReport = z.infer<typeof shiftReportSchema>;

/** The short code printed on the report. */
export const shiftCode = (id: number) => `SK-${String(id).padStart(5, "0")}`;

export const SHIFT_MESSAGES = {
  required: "Buka shift kasir terlebih dahulu sebelum menjual atau menerima uang tunai di loket",
  alreadyOpen: "Anda masih memiliki shift yang terbuka. Tutup shift tersebut terlebih dahulu",
  notOpen: "Shift ini sudah ditutup",
  notFound: "Shift tidak ditemukan",
  notWaiting: "Shift ini tidak sedang menunggu persetujuan",
  notYours: "Hanya kasir pemilik shift yang dapat menutupnya",
  opened: "Shift kasir dibuka",
  closed: "Shift kasir ditutup dan menunggu persetujuan",
  approved: "Penutupan shift disetujui",
} as const;

/** Four eyes: who recorded money cannot approve it (decision 026). */
export const FOUR_EYES_MESSAGES = {
  payment: "Pembayaran harus disetujui oleh petugas lain",
  refund: "Refund harus disetujui oleh petugas lain",
  topup: "Top-up harus disetujui oleh petugas lain",
  shift: "Penutupan shift harus disetujui oleh petugas lain",
  proofMissing: "Bukti pembayaran (gambar atau nomor referensi) wajib ada sebelum pembayaran disetujui",
  proofRequired: "Bukti pembayaran (unggah gambar atau isi nomor referensi) wajib untuk transfer dan QRIS",
} as const;

/**
 * 'Kontrol Kas' on /management: four eyes hold for everyone unless `super_admin_setujui_sendiri` lets a
 * holder of the Super Admin role approve what they recorded themselves; each such approval is logged.
 */
export const cashControlSettingsSchema = z.object({
  super_admin_setujui_sendiri: yesNo("Super Admin boleh menyetujui catatannya sendiri"),
});
export type CashControlSettings = z.output<typeof cashControlSettingsSchema>;
export const DEFAULT_CASH_CONTROL_SETTINGS: CashControlSettings = { super_admin_setujui_sendiri: false };
