import { z } from "zod";
import { listQuerySchema, recordStatus } from "./list-query";
import { emptyAsNull, optionalText, requiredText, rupiah } from "./text-fields";
import { optionSchema, timestamp } from "./wire";

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
export type ExpeditionLedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_KIND_LABELS: Record<(typeof LEDGER_KINDS)[number], string> = {
  kredit: "Kredit",
  pelunasan: "Pelunasan",
};

export const expeditionLedgerEntrySchema = z.object({
  id: z.number().int(),
  jenis: z.enum(LEDGER_KINDS),
  amount: z.number().int(),
  piutang_setelah: z.number().int(),
  booking_id: z.number().int().nullable(),
  /** The booking's code, as staff name it (null for a settlement without a booking). */
  booking_code: z.string().nullable(),
  keterangan: z.string().nullable(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
});
export type ExpeditionLedgerEntry = z.infer<typeof expeditionLedgerEntrySchema>;

/** What an expedition company's option carries: its credit limit, credit in use and what is left. */
export const expeditionCreditFields = {
  plafon: z.number().int(),
  piutang: z.number().int(),
  tersedia: z.number().int(),
  status: recordStatus,
};
export const expeditionCompanyOptionSchema = optionSchema.extend(expeditionCreditFields);
export type ExpeditionCompanyOption = z.infer<typeof expeditionCompanyOptionSchema>;

/** A company as `/expedition-companies` answers it. */
export const expeditionCompanySchema = z.object({
  id: z.number().int(),
  nama: z.string(),
  npwp: z.string().nullable(),
  alamat: z.string().nullable(),
  telepon: z.string().nullable(),
  email: z.string().nullable(),
  created_at: timestamp,
  ...expeditionCreditFields,
});
export type ExpeditionCompany = z.input<typeof expeditionCompanySchema>;

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
