import { z } from "zod";
import { listQuerySchema } from "./list-query";
import { optionalText, requiredText } from "./text-fields";
import { timestamp } from "./wire";

/**
 * Fare components (decision 042). A fare is the transport fare of the route's tariff (`ticket_prices`:
 * 'Tarif Jasa Angkutan', the only part discounts and the child and infant percentages apply to) plus the
 * components the operator configures: 'Jasa Pelabuhan / Pas Masuk', 'Iuran Wajib Jasa Raharja',
 * 'Asuransi Tambahan', … Each component has an amount per cargo type, for every route or for one route,
 * from an effective date; it belongs to the operator or is collected for a third party and remitted.
 */
export const FARE_OWNERS = ["operator", "pihak_ketiga"] as const;
export type FareOwner = (typeof FARE_OWNERS)[number];
export const FARE_OWNER_LABELS: Record<FareOwner, string> = {
  operator: "Operator",
  pihak_ketiga: "Pihak ketiga (disetorkan)",
};

/**
 * When a component goes back to the passenger on a refund:
 * - `selalu`: with every refund, in full (no refund fee applies to it);
 * - `sebelum_boarding`: only while boarding of the sailing has not opened (e.g. the port fee);
 * - `force_majeure`: only when the operator cancelled the sailing (the migrated insurance levy).
 * A sailing the operator cancelled returns every component whatever its rule.
 */
export const FARE_REFUND_RULES = ["selalu", "sebelum_boarding", "force_majeure"] as const;
export type FareRefundRule = (typeof FARE_REFUND_RULES)[number];
export const FARE_REFUND_RULE_LABELS: Record<FareRefundRule, string> = {
  selalu: "Selalu dikembalikan",
  sebelum_boarding: "Dikembalikan sebelum boarding dibuka",
  force_majeure: "Hanya bila pelayaran dibatalkan operator",
};

/** The name of the transport fare, the first column of every tariff. */
export const TRANSPORT_FARE_LABEL = "Tarif Jasa Angkutan";

const fareOwner = z.enum(FARE_OWNERS, { error: "Pemilik harus operator atau pihak ketiga" });
const fareRefundRule = z.enum(FARE_REFUND_RULES, { error: "Aturan refund tidak dikenal" });

/** A component as the admin form sends it; a third party's component names who it is remitted to. */
export const fareComponentInputSchema = z
  .object({
    nama: requiredText("Nama komponen", 100),
    pemilik: fareOwner,
    penerima: optionalText(200),
    aturan_refund: fareRefundRule,
    bayi_bebas: z.boolean({ error: "Bebas bayi harus ya atau tidak" }).default(true),
    urutan: z.coerce
      .number({ error: "Urutan harus angka" })
      .int({ error: "Urutan harus bilangan bulat" })
      .min(0, { error: "Urutan tidak boleh negatif" })
      .max(999, { error: "Urutan maksimal 999" })
      .default(0),
    aktif: z.boolean({ error: "Aktif harus ya atau tidak" }).default(true),
  })
  .refine((value) => value.pemilik !== "pihak_ketiga" || value.penerima, {
    error: "Penerima wajib diisi untuk komponen pihak ketiga",
    path: ["penerima"],
  });
export type FareComponentInput = z.input<typeof fareComponentInputSchema>;

export const fareComponentListQuery = listQuerySchema(["urutan", "nama"], {
  aktif: z
    .enum(["true", "false"], { error: "Filter aktif harus true atau false" })
    .transform((value) => value === "true")
    .optional(),
});

/** A component as `/fare-components` answers it. */
export const fareComponentSchema = z.object({
  id: z.number().int(),
  nama: z.string(),
  pemilik: fareOwner,
  penerima: z.string().nullable(),
  aturan_refund: fareRefundRule,
  bayi_bebas: z.boolean(),
  urutan: z.number().int(),
  aktif: z.boolean(),
  created_at: timestamp,
});
export type FareComponent = z.input<typeof fareComponentSchema>;
