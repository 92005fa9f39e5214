import { cargoTypeInputSchema, cargoTypeListQuery } from "@ferry/shared/cargo-types";
import { cargoTypes } from "../../db/schema/voyage";
import { type ResourceDefinition, resourceRoutes } from "../../lib/resource-routes";
import { quotasUsing } from "../schedules/usage";
import { capacitiesOfCargoType } from "../ship-capacities/service";
import { pricesOfCargoType } from "../ticket-prices/service";

export const cargoTypeResource: ResourceDefinition = {
  path: "/cargo-types",
  module: "muatan",
  subject: "cargo_type",
  label: "Jenis muatan",
  table: cargoTypes,
  inputSchema: cargoTypeInputSchema,
  listQuery: cargoTypeListQuery,
  searchColumns: [cargoTypes.nama, cargoTypes.golongan],
  sortColumns: { nama: cargoTypes.nama, kategori: cargoTypes.kategori, golongan: cargoTypes.golongan },
  filterColumns: { kategori: cargoTypes.kategori },
  defaultSort: cargoTypes.id,
  inUse: async (tx, id) => {
    const prices = await pricesOfCargoType(tx, id);
    const capacities = await capacitiesOfCargoType(tx, id);
    const quotas = await quotasUsing(tx, { cargo_type_id: id });
    const uses = [
      prices ? `${prices} harga tiket` : "",
      capacities ? `${capacities} kapasitas kapal` : "",
      quotas ? `${quotas} jadwal` : "",
    ].filter(Boolean);
    return uses.length ? `masih dipakai oleh ${uses.join(", ")}.` : null;
  },
  optionLabel: (row) => (row.golongan ? `Gol ${row.golongan} · ${row.nama}` : String(row.nama)),
};

export const cargoTypeRoutes = resourceRoutes(cargoTypeResource);
