import { z } from "zod";
import { FARE_OWNERS, FARE_REFUND_RULES } from "./fare-components";

/**
 * What one passenger, rider or vehicle of a sale pays for a fare component (decision 042), as the sale
 * fixed it: the component's name, owner and refund rule then, and the amount for the line's cargo type.
 */
export const componentLineSchema = z.object({
  component_id: z.number().int(),
  nama: z.string(),
  pemilik: z.enum(FARE_OWNERS),
  aturan_refund: z.enum(FARE_REFUND_RULES),
  jumlah: z.number().int(),
});
export type ComponentLine = z.input<typeof componentLineSchema>;

/** A booking's amount per component, all its lines summed (tickets, quotes, the public check). */
export const componentSummarySchema = z.object({
  nama: z.string(),
  pemilik: z.enum(FARE_OWNERS),
  jumlah: z.number().int(),
});
export type ComponentSummary = z.input<typeof componentSummarySchema>;

/** Sums lines by component, in the order each component first appears (the lines follow `urutan`). */
export function summarizeComponents(lines: Iterable<ComponentLine>): ComponentSummary[] {
  const byComponent = new Map<number, ComponentSummary>();
  for (const line of lines) {
    const seen = byComponent.get(line.component_id);
    if (seen) seen.jumlah += line.jumlah;
    else byComponent.set(line.component_id, { nama: line.nama, pemilik: line.pemilik, jumlah: line.jumlah });
  }
  return [...byComponent.values()];
}

/** Marks a third party's component on a bill: the operator collects it and remits it. */
export const THIRD_PARTY_NOTE = "dipungut untuk pihak ketiga";

/** A component's line label on a bill: its name, a third party's marked as collected for it. */
export function componentLabel(component: Pick<ComponentSummary, "nama" | "pemilik">): string {
  return component.pemilik === "pihak_ketiga" ? `${component.nama} (${THIRD_PARTY_NOTE})` : component.nama;
}
