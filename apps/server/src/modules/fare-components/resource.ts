import {
  fareComponentInputSchema,
  fareComponentListQuery,
  fareComponentSchema,
} from "@ferry/shared/fare-components";
import { count, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookingFareComponents, fareComponentRates, fareComponents } from "../../db/schema/fares";
import { defineResource, keepRows } from "../../lib/resource-service";

async function countOf(
  db: Database,
  table: typeof fareComponentRates | typeof bookingFareComponents,
  id: number,
) {
  const [row] = await db.select({ total: count() }).from(table).where(eq(table.component_id, id));
  return row?.total ?? 0;
}

/**
 * Fare components (decision 042), managed with the ticket-price permissions: a component that bookings
 * paid or that has amounts is never deleted, it is deactivated (`aktif` false) instead.
 */
export const fareComponentResource = defineResource({
  path: "/fare-components",
  module: "harga tiket",
  subject: "fare_component",
  label: "Komponen tarif",
  table: fareComponents,
  inputSchema: fareComponentInputSchema,
  listQuery: fareComponentListQuery,
  searchColumns: [fareComponents.nama, fareComponents.penerima],
  sortColumns: { urutan: fareComponents.urutan, nama: fareComponents.nama },
  filterColumns: { aktif: fareComponents.aktif },
  defaultSort: fareComponents.urutan,
  unique: [{ field: "nama", column: fareComponents.nama, message: "Nama komponen sudah dipakai" }],
  // The operator's own component is remitted to nobody.
  prepare: async (_tx, values) => (values.pemilik === "operator" ? { ...values, penerima: null } : values),
  inUse: async (tx, id) => {
    const sold = await countOf(tx, bookingFareComponents, id);
    if (sold > 0) return `sudah dibayar pada ${sold} tiket. Nonaktifkan saja.`;
    const rates = await countOf(tx, fareComponentRates, id);
    return rates > 0 ? `masih memiliki ${rates} tarif. Nonaktifkan saja.` : null;
  },
  rowSchema: fareComponentSchema,
  optionLabel: (row) => row.nama,
  present: keepRows,
});
