import { z } from "zod";
import { listQuerySchema, optionalId } from "./list-query";
import { emptyAsNull, isoDate, optionalText, requiredId, requiredText, rupiah } from "./text-fields";
import { timestamp } from "./wire";

/** How an agent paid for a top-up. */
export const TOPUP_METHODS = ["transfer", "tunai", "qris"] as const;
export type TopupMethod = (typeof TOPUP_METHODS)[number];
export const TOPUP_METHOD_LABELS: Record<TopupMethod, string> = {
  transfer: "Transfer Bank",
  tunai: "Tunai",
  qris: "QRIS",
};

/** The states of a top-up request and of a credit-limit change. */
export const REQUEST_STATUSES = ["menunggu", "disetujui", "ditolak"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  menunggu: "Menunggu",
  disetujui: "Disetujui",
  ditolak: "Ditolak",
};

/** Kinds of agent balance movements (the amount is signed: sales are negative). */
export const LEDGER_KINDS = ["topup", "penjualan", "pembatalan", "refund", "penyesuaian"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  topup: "Top-up",
  penjualan: "Penjualan",
  pembatalan: "Pembatalan",
  refund: "Refund",
  penyesuaian: "Penyesuaian",
};

/** Whose credit limit a change is about. */
export const CREDIT_SUBJECTS = ["agen", "ekspedisi"] as const;
export type CreditSubject = (typeof CREDIT_SUBJECTS)[number];
export const CREDIT_SUBJECT_LABELS: Record<CreditSubject, string> = {
  agen: "Agen",
  ekspedisi: "Ekspedisi",
};

const int = z.number().int();
const maybeText = z.string().nullable();
const maybeId = int.nullable();

/** An agent's balance: `tersedia` (what they may still sell for) is saldo + plafon. */
export const agentAccountSchema = z.object({
  user_id: int,
  username: z.string(),
  nama_lengkap: z.string(),
  plafon: int,
  saldo: int,
  tersedia: int,
});
export type AgentAccount = z.input<typeof agentAccountSchema>;

/** A row of `GET /agents`: the balance and the number of top-ups waiting for a decision. */
export const agentSummarySchema = agentAccountSchema.extend({ topup_menunggu: int });
export type AgentSummary = z.input<typeof agentSummarySchema>;

/** Who asked, who decided, when and with what note (top-ups and credit-limit changes). */
const decisionFields = {
  status: z.enum(REQUEST_STATUSES),
  catatan: maybeText,
  requested_by: maybeId,
  decided_by: maybeId,
  decided_at: timestamp.nullable(),
  created_at: timestamp,
};

/** A top-up request as stored (the answer of a request, an approval or a rejection). */
export const topupSchema = z.object({
  id: int,
  agent_user_id: int,
  amount: int,
  method: z.enum(TOPUP_METHODS),
  reference: maybeText,
  bukti_url: maybeText,
  ...decisionFields,
});
/** A row of `GET /agents/topups`, with the agent's and the decider's names. */
export const topupListItemSchema = topupSchema.extend({
  agent_username: maybeText,
  agent_nama: maybeText,
  decided_by_username: maybeText,
});
export type Topup = z.input<typeof topupListItemSchema>;

/** A row of `GET /agents/ledger`: one signed movement of a balance and the balance after it. */
export const ledgerEntrySchema = z.object({
  id: int,
  agent_user_id: int,
  jenis: z.enum(LEDGER_KINDS),
  amount: int,
  saldo_setelah: int,
  booking_id: maybeId,
  topup_id: maybeId,
  keterangan: z.string(),
  created_by: maybeId,
  created_at: timestamp,
  agent_nama: maybeText,
  created_by_username: maybeText,
});
export type LedgerEntry = z.input<typeof ledgerEntrySchema>;

/** A credit-limit change as stored (the answer of a request, an approval or a rejection). */
export const limitChangeSchema = z.object({
  id: int,
  subject_type: z.enum(CREDIT_SUBJECTS),
  subject_id: int,
  plafon_lama: int,
  plafon_baru: int,
  alasan: maybeText,
  ...decisionFields,
});
/** A row of `GET /credit-limits`, with the subject's and the people's names. */
export const limitChangeListItemSchema = limitChangeSchema.extend({
  subject_nama: z.string(),
  requested_by_username: maybeText,
  decided_by_username: maybeText,
});
export type LimitChange = z.input<typeof limitChangeListItemSchema>;

/** The largest single top-up accepted (Rp 1 milyar). */
export const MAX_TOPUP = 1_000_000_000;

/** An image stored by `POST /api/uploads/images`; nothing else is accepted as a proof. */
const uploadedImage = emptyAsNull(
  z
    .string()
    .regex(/^\/uploads\/[a-f0-9]{32}\.(jpg|png|webp)$/, { error: "Bukti harus gambar yang diunggah" })
    .nullable(),
);

export const topupRequestSchema = z.object({
  amount: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce
      .number({ error: "Jumlah top-up wajib diisi" })
      .int({ error: "Jumlah top-up harus bilangan bulat rupiah" })
      .min(10_000, { error: "Jumlah top-up minimal Rp 10.000" })
      .max(MAX_TOPUP, { error: "Jumlah top-up terlalu besar" }),
  ),
  method: z.enum(TOPUP_METHODS, { error: "Metode pembayaran wajib dipilih" }),
  reference: optionalText(100),
  bukti_url: uploadedImage,
});
export type TopupRequestInput = z.input<typeof topupRequestSchema>;

/** Approving may carry a note; rejecting must say why. */
export const approveSchema = z.object({ catatan: optionalText(500) });
export const rejectSchema = z.object({ catatan: requiredText("Alasan penolakan", 500) });

export const topupListQuery = listQuerySchema(["created_at", "amount"], {
  status: z.enum(REQUEST_STATUSES, { error: "Status tidak dikenal" }).optional(),
  agent_user_id: optionalId,
});

export const ledgerQuery = z.object({
  page: z.coerce.number().int().min(1, { error: "Halaman minimal 1" }).default(1),
  per_page: z.coerce.number().int().min(1).max(100, { error: "Maksimal 100 baris per halaman" }).default(25),
  agent_user_id: optionalId,
  jenis: z.enum(LEDGER_KINDS, { error: "Jenis mutasi tidak dikenal" }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

export const creditLimitRequestSchema = z.object({
  subject_type: z.enum(CREDIT_SUBJECTS, { error: "Jenis plafon harus agen atau ekspedisi" }),
  subject_id: requiredId("Agen atau perusahaan"),
  plafon_baru: rupiah("Plafon baru"),
  alasan: requiredText("Alasan", 500),
});
export type CreditLimitRequestInput = z.input<typeof creditLimitRequestSchema>;

export const creditLimitListQuery = listQuerySchema(["created_at", "plafon_baru"], {
  status: z.enum(REQUEST_STATUSES, { error: "Status tidak dikenal" }).optional(),
  subject_type: z.enum(CREDIT_SUBJECTS, { error: "Jenis plafon harus agen atau ekspedisi" }).optional(),
  subject_id: optionalId,
});
