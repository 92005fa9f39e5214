import {
  expeditionCompanyInputSchema,
  expeditionCompanyListQuery,
  expeditionCompanySchema,
  expeditionCreditFields,
} from "@ferry/shared/expedition-companies";
import { expeditionCompanies } from "../../db/schema/bookings";
import { defineResource, keepInput } from "../../lib/resource-service";
import { companyUsage } from "./ledger";

const table = expeditionCompanies;

/** Credit still available: plafon minus piutang (never below 0). */
const tersedia = (row: typeof table.$inferSelect) => Math.max(0, row.plafon - row.piutang);

/**
 * Expedition companies (`/plafon-ekspedisi`, permission module `plafon`). The form edits the details only:
 * `plafon` changes through an approved credit-limit request, `piutang` through sales and settlements.
 * A company with bookings or credit movements cannot be deleted (deactivate it instead).
 */
export const expeditionCompanyResource = defineResource({
  path: "/expedition-companies",
  module: "plafon",
  subject: "expedition_company",
  label: "Perusahaan ekspedisi",
  table,
  inputSchema: expeditionCompanyInputSchema,
  listQuery: expeditionCompanyListQuery,
  searchColumns: [table.nama, table.npwp, table.telepon, table.email],
  sortColumns: {
    nama: table.nama,
    plafon: table.plafon,
    piutang: table.piutang,
    created_at: table.created_at,
  },
  filterColumns: { status: table.status },
  defaultSort: table.nama,
  unique: [{ field: "nama", column: table.nama, message: "Nama perusahaan ekspedisi sudah terdaftar" }],
  inUse: companyUsage,
  present: async (_db, rows) => rows.map((row) => ({ ...row, tersedia: tersedia(row) })),
  rowSchema: expeditionCompanySchema,
  optionExtraSchema: expeditionCreditFields,
  optionLabel: (row) => row.nama,
  optionExtra: (row) => ({
    plafon: row.plafon,
    piutang: row.piutang,
    tersedia: tersedia(row),
    status: row.status,
  }),
  prepare: keepInput,
});
