import { type ExpeditionCompany, expeditionCompanyInputSchema } from "@ferry/shared/expedition-companies";
import type { z } from "zod";
import { formatRupiah } from "../../../lib/format";
import { rupiahColumn } from "../resource-kit/columns";
import { ResourcePage } from "../resource-kit/resource-page";
import type { ResourceConfig } from "../resource-kit/resource-types";
import { ACTIVE_OPTIONS, StatusBadge } from "../voyage/status-badge";
import { COMPANIES_ENDPOINT } from "./api/expedition";
import { CompanyLedger } from "./company-ledger";
import { CompanyRowActions } from "./company-row-actions";

export const expeditionCompaniesConfig: ResourceConfig<
  ExpeditionCompany,
  z.output<typeof expeditionCompanyInputSchema>
> = {
  title: "Plafon Ekspedisi",
  description:
    "Perusahaan ekspedisi dan kreditnya. Plafon diubah lewat pengajuan yang disetujui; klik baris untuk melihat riwayat kredit.",
  endpoint: COMPANIES_ENDPOINT,
  module: "plafon",
  noun: "perusahaan ekspedisi",
  searchPlaceholder: "Cari nama, NPWP, telepon atau email",
  columns: [
    { key: "nama", label: "Nama", sortKey: "nama" },
    { key: "telepon", label: "Telepon" },
    rupiahColumn("plafon", "Plafon", "plafon"),
    rupiahColumn("piutang", "Piutang", "piutang"),
    {
      key: "tersedia",
      label: "Tersedia",
      render: (row) => (
        <span className={row.tersedia === 0 ? "font-semibold text-red-600" : "font-semibold"}>
          {formatRupiah(row.tersedia)}
        </span>
      ),
    },
    { key: "status", label: "Status", render: (row) => <StatusBadge value={row.status} /> },
  ],
  fields: [
    { name: "nama", label: "Nama perusahaan", type: "text" },
    { name: "npwp", label: "NPWP", type: "text", placeholder: "01.234.567.8-901.000" },
    { name: "telepon", label: "Telepon", type: "text" },
    { name: "email", label: "Email", type: "text" },
    { name: "status", label: "Status", type: "select", options: ACTIVE_OPTIONS },
    { name: "alamat", label: "Alamat", type: "textarea" },
  ],
  filters: [{ name: "status", label: "Status", options: ACTIVE_OPTIONS }],
  formSchema: expeditionCompanyInputSchema,
  emptyForm: { nama: "", npwp: "", telepon: "", email: "", status: "Aktif", alamat: "" },
  toForm: (row) => ({
    nama: row.nama,
    npwp: row.npwp ?? "",
    telepon: row.telepon ?? "",
    email: row.email ?? "",
    status: row.status,
    alamat: row.alamat ?? "",
  }),
  expand: (row) => <CompanyLedger row={row} />,
  rowActions: (row) => <CompanyRowActions row={row} />,
};

/** /plafon-ekspedisi: expedition companies with plafon, piutang and what is still available. */
export default function ExpeditionCompaniesPage() {
  return <ResourcePage config={expeditionCompaniesConfig} />;
}
