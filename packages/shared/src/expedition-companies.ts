import { z } from "zod";
import { listQuerySchema, recordStatus } from "./list-query";
import { emptyAsNull, optionalText, requiredText, rupiah } from "./text-fields";

/** `Rp 1.500.000` in messages (the web formats amounts with its own helper). */
export const rupiahText = (amount: number) => `Rp ${amount.toLocaleString("id-ID")}`;

const npwp = optionalText(30)
  .refine((value) => value === null || /^[0-9.\- ]+$/.test(value), {
    error: "NPWP hanya berisi angka, titik dan tanda hubung",
  })
  .refine((value) => value === null || [15, 16].includes(value.replace(/\D/g, "").length), {
    error: "NPWP harus 15 atau 16 digit",
  });

const phone = optionalText(30).refine((value) => value === null || /^[0-9+()\- ]{6,}$/.test(value), {
  error: "Nomor telepon tidak valid",
});

/**
 * An expedition company's details. `plafon` and `piutang` are not part of the form: the credit limit
 * changes only through an approved credit-limit request, the credit in use only through sales and settlements.
 */
export const expeditionCompanyInputSchema = z.object({
  nama: requiredText("Nama perusahaan", 150),
  npwp,
  alamat: optionalText(300),
  telepon: phone,
  email: emptyAsNull(z.email({ error: "Format email tidak valid" }).max(150).nullable()),
  status: recordStatus.default("Aktif"),
});
export type ExpeditionCompanyInput = z.input<typeof expeditionCompanyInputSchema>;

export const expeditionCompanyListQuery = listQuerySchema(["nama", "plafon", "piutang", "created_at"], {
  status: recordStatus.optional(),
});

/** `POST /api/expedition-companies/{id}/settlements`: money received against the company's credit. */
export const settlementInputSchema = z.object({
  amount: rupiah("Jumlah pelunasan").refine((value) => value > 0, {
    error: "Jumlah pelunasan harus lebih dari 0",
  }),
  keterangan: requiredText("Keterangan", 300),
});
export type SettlementInput = z.input<typeof settlementInputSchema>;

/**
 * The 'Ubah Plafon' form of /plafon-ekspedisi: sent as `POST /api/credit-limits` with
 * `subject_type: 'ekspedisi'` and the company id; the credit-limit module validates and approves it.
 */
export const plafonRequestFormSchema = z.object({
  plafon_baru: rupiah("Plafon baru"),
  alasan: requiredText("Alasan", 500),
});
export type PlafonRequestForm = z.output<typeof plafonRequestFormSchema>;

export const ledgerQuery = z.object({
  page: z.coerce.number().int().min(1, { error: "Halaman minimal 1" }).default(1),
  per_page: z.coerce.number().int().min(1).max(100, { error: "Maksimal 100 baris per halaman" }).default(20),
});

/** Movements of an expedition company's credit. */
export const LEDGER_KINDS = ["kredit", "pelunasan"] as const;
export const LEDGER_KIND_LABELS: Record<(typeof LEDGER_KINDS)[number], string> = {
  kredit: "Kredit",
  pelunasan: "Pelunasan",
};

export type ExpeditionLedgerEntry = {
  id: number;
  jenis: string;
  amount: number;
  piutang_setelah: number;
  booking_id: number | null;
  /** The booking's code, as staff name it (null for a settlement without a booking). */
  booking_code: string | null;
  keterangan: string | null;
  created_by: number | null;
  created_at: string;
};

/** The refusals of the credit rules, kept together. */
export const EXPEDITION_MESSAGES = {
  notFound: "Perusahaan ekspedisi tidak ditemukan",
  plafonExceeded: (nama: string, tersedia: number, dibutuhkan: number) =>
    `Plafon ekspedisi ${nama} tidak mencukupi: tersedia ${rupiahText(tersedia)}, dibutuhkan ${rupiahText(dibutuhkan)}`,
  inactive: (nama: string) => `Perusahaan ekspedisi ${nama} tidak aktif: kredit tidak dapat dipakai`,
  settlementTooLarge: "Pelunasan melebihi piutang",
  plafonBelowPiutang: (plafon: number, piutang: number) =>
    `Plafon ${rupiahText(plafon)} lebih kecil dari piutang berjalan ${rupiahText(piutang)}`,
  amountNotPositive: "Jumlah harus lebih dari 0",
} as const;
