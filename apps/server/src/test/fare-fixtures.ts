import type { FastifyInstance } from "fastify";
import { fareComponentRates, fareComponents } from "../db/schema/fares";

type ComponentValues = typeof fareComponents.$inferInsert;
type RateValues = Omit<typeof fareComponentRates.$inferInsert, "component_id" | "berlaku_mulai"> & {
  berlaku_mulai?: string;
};

/**
 * A fare component (an operator's by default, refunded always, infants exempt) with its rates, written
 * straight to the database; a rate without `berlaku_mulai` applies from 2000-01-01 on every route.
 */
export async function saveFareComponent(
  app: FastifyInstance,
  component: Partial<ComponentValues> & Pick<ComponentValues, "nama">,
  rates: RateValues[],
) {
  const db = app.database.db;
  const [saved] = await db
    .insert(fareComponents)
    .values({ pemilik: "operator", aturan_refund: "selalu", ...component })
    .returning();
  if (!saved) throw new Error("saveFareComponent: nothing inserted");
  if (rates.length > 0) {
    await db
      .insert(fareComponentRates)
      .values(rates.map((rate) => ({ berlaku_mulai: "2000-01-01", ...rate, component_id: saved.id })));
  }
  return saved;
}

/** The component the insurance levy setting became (migration 0031), as the migration writes it. */
export const JASA_RAHARJA = {
  nama: "Iuran Wajib Jasa Raharja",
  pemilik: "pihak_ketiga",
  penerima: "PT Jasa Raharja (Persero)",
  aturan_refund: "force_majeure",
  bayi_bebas: true,
  urutan: 20,
} as const;
