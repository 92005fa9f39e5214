import {
  FARE_OWNER_LABELS,
  FARE_OWNERS,
  FARE_REFUND_RULE_LABELS,
  FARE_REFUND_RULES,
  type FareComponent,
  fareComponentInputSchema,
} from "@ferry/shared/fare-components";
import type { z } from "zod";
import type { ResourceConfig } from "../resource-kit/resource-types";

const checkbox =
  (label: string) =>
  ({ value, onChange }: { value: unknown; onChange: (value: unknown) => void }) => (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );

const yesNo = (value: boolean) => (value ? "Ya" : "Tidak");

/** The fare components (decision 042): what a fare is made of beyond the transport fare. */
export const fareComponentsConfig: ResourceConfig<
  FareComponent,
  z.output<typeof fareComponentInputSchema>
> = {
  title: "Komponen Tarif",
  description:
    "Bagian tarif di luar Tarif Jasa Angkutan (pas masuk pelabuhan, iuran, asuransi). Jumlahnya diisi per jenis muatan di grid tarif. Komponen yang sudah dibayar tidak dapat dihapus: nonaktifkan saja.",
  endpoint: "/fare-components",
  module: "harga tiket",
  noun: "komponen tarif",
  searchPlaceholder: "Cari nama atau penerima",
  columns: [
    { key: "urutan", label: "Urutan", sortKey: "urutan" },
    { key: "nama", label: "Nama", sortKey: "nama" },
    { key: "pemilik", label: "Pemilik", render: (row) => FARE_OWNER_LABELS[row.pemilik] },
    { key: "penerima", label: "Penerima", render: (row) => row.penerima ?? "-" },
    {
      key: "aturan_refund",
      label: "Refund",
      render: (row) => FARE_REFUND_RULE_LABELS[row.aturan_refund],
    },
    { key: "bayi_bebas", label: "Bayi bebas", render: (row) => yesNo(row.bayi_bebas) },
    { key: "aktif", label: "Aktif", render: (row) => yesNo(row.aktif) },
  ],
  fields: [
    { name: "nama", label: "Nama komponen", type: "text" },
    {
      name: "pemilik",
      label: "Pemilik",
      type: "select",
      options: FARE_OWNERS.map((value) => ({ value, label: FARE_OWNER_LABELS[value] })),
    },
    {
      name: "penerima",
      label: "Penerima setoran",
      type: "text",
      help: "Wajib untuk pihak ketiga, mis. PT Jasa Raharja (Persero).",
    },
    {
      name: "aturan_refund",
      label: "Aturan refund",
      type: "select",
      options: FARE_REFUND_RULES.map((value) => ({ value, label: FARE_REFUND_RULE_LABELS[value] })),
    },
    {
      name: "bayi_bebas",
      label: "Bayi",
      type: "custom",
      render: checkbox("Bayi tidak membayar komponen ini"),
    },
    { name: "urutan", label: "Urutan kolom", type: "number" },
    {
      name: "aktif",
      label: "Status",
      type: "custom",
      render: checkbox("Aktif (dipakai pada penjualan baru)"),
    },
  ],
  filters: [
    {
      name: "aktif",
      label: "Status",
      options: [
        { value: "true", label: "Aktif" },
        { value: "false", label: "Tidak aktif" },
      ],
    },
  ],
  formSchema: fareComponentInputSchema,
  emptyForm: {
    nama: "",
    pemilik: "pihak_ketiga",
    penerima: "",
    aturan_refund: "selalu",
    bayi_bebas: true,
    urutan: "0",
    aktif: true,
  },
  toForm: (row) => ({ ...row, penerima: row.penerima ?? "", urutan: String(row.urutan) }),
};
