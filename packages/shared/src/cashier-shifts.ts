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

/** Expected, counted and their difference for one method. */
export type ShiftMethodLine = {
  method: PaymentMethod;
  label: string;
  diterima: number;
  refund: number;
  diharapkan: number;
  dihitung: number | null;
  selisih: number | null;
};

/** A shift as the API answers it: its figures computed from its payments and refunds. */
export type CashierShift = {
  id: number;
  kode: string;
  user_id: number;
  kasir_username: string | null;
  kasir_nama: string | null;
  loket: string;
  modal_awal: number;
  status: ShiftStatus;
  status_label: string;
  opened_at: string;
  closed_at: string | null;
  approved_at: string | null;
  approved_by_nama: string | null;
  catatan_tutup: string | null;
  catatan_persetujuan: string | null;
  jumlah_transaksi: number;
  total_penjualan: number;
  total_refund: number;
  selisih: number | null;
  methods: ShiftMethodLine[];
};

/** One row of the daily report per cashier or per counter. */
export type ShiftReportRow = {
  tanggal: string;
  kasir: string;
  loket: string;
  shift: number;
  penjualan: number;
  refund: number;
  tunai: number;
  transfer: number;
  qris: number;
  selisih: number;
};
export type ShiftReport = {
  from: string;
  to: string;
  per_kasir: ShiftReportRow[];
  per_loket: ShiftReportRow[];
};

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
