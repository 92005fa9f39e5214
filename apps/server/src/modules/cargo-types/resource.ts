import {
  CARGO_CATEGORIES,
  cargoTypeInputSchema,
  cargoTypeListQuery,
  cargoTypeSchema,
  defaultFreeRiders,
} from "@ferry/shared/cargo-types";
import { z } from "zod";
import { cargoTypes } from "../../db/schema/voyage";
import { defineResource, keepRows } from "../../lib/resource-service";
import { quotasUsing } from "../schedules/index";
import { capacitiesOfCargoType } from "../ship-capacities/index";
import { pricesOfCargoType } from "../ticket-prices/index";

/**
 * Only the fields of the category are kept: passengers have class and age group, vehicles a class
 * (golongan) and free riders (the class's default when left empty), goods neither.
 */
function normalise(values: z.output<typeof cargoTypeInputSchema>) {
  const passenger = values.kategori === "penumpang";
  const vehicle = values.kategori === "kendaraan";
  const golongan = vehicle ? values.golongan : null;
  return {
    ...values,
    golongan,
    kelas: passenger ? values.kelas : null,
    kelompok_umur: passenger ? values.kelompok_umur : null,
    free_riders: vehicle ? (values.free_riders ?? defaultFreeRiders(golongan)) : 0,
  };
}

/** Cargo types (muatan): passenger classes, vehicle classes I to IX and goods. */
export const cargoTypeResource = defineResource({
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
  prepare: async (_tx, values) => normalise(values),
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
  rowSchema: cargoTypeSchema,
  optionExtraSchema: {
    kategori: z.enum(CARGO_CATEGORIES),
    golongan: z.string().nullable(),
    kelas: z.string().nullable(),
    kelompok_umur: z.string().nullable(),
  },
  optionLabel: (row) => (row.golongan ? `Gol ${row.golongan} · ${row.nama}` : row.nama),
  optionExtra: (row) => ({
    kategori: row.kategori,
    golongan: row.golongan,
    kelas: row.kelas,
    kelompok_umur: row.kelompok_umur,
  }),
  present: keepRows,
});
