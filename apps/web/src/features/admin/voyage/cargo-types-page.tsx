import {
  AGE_GROUPS,
  CARGO_CATEGORY_LABELS,
  type CargoType,
  cargoTypeInputSchema,
  PASSENGER_CLASSES,
} from "@ferry/shared/cargo-types";
import { valueLabel } from "@ferry/shared/labels";
import type { z } from "zod";
import { ResourcePage } from "../resource-kit/resource-page";
import type { ResourceConfig } from "../resource-kit/resource-types";
import { asOptions, labelledOptions } from "./status-badge";

export const cargoTypesConfig: ResourceConfig<CargoType, z.output<typeof cargoTypeInputSchema>> = {
  title: "Muatan",
  description: "Jenis muatan: kelas penumpang, golongan kendaraan I–IX dan barang.",
  endpoint: "/cargo-types",
  module: "muatan",
  noun: "jenis muatan",
  searchPlaceholder: "Cari nama atau golongan",
  columns: [
    {
      key: "kategori",
      label: "Kategori",
      sortKey: "kategori",
      render: (row) => valueLabel("kategori", row.kategori),
    },
    { key: "golongan", label: "Golongan", sortKey: "golongan" },
    { key: "nama", label: "Nama", sortKey: "nama" },
    {
      key: "kelas",
      label: "Kelas / Umur",
      render: (row) => [row.kelas, row.kelompok_umur].filter(Boolean).join(" · ") || "-",
    },
    { key: "free_riders", label: "Penumpang gratis" },
  ],
  fields: [
    { name: "kategori", label: "Kategori", type: "select", options: labelledOptions(CARGO_CATEGORY_LABELS) },
    { name: "nama", label: "Nama", type: "text" },
    { name: "golongan", label: "Golongan (kendaraan)", type: "text", placeholder: "IVA" },
    { name: "free_riders", label: "Sopir/kernet gratis", type: "number" },
    { name: "kelas", label: "Kelas (penumpang)", type: "select", options: asOptions(PASSENGER_CLASSES) },
    {
      name: "kelompok_umur",
      label: "Kelompok umur (penumpang)",
      type: "select",
      options: asOptions(AGE_GROUPS),
    },
    { name: "deskripsi", label: "Deskripsi", type: "textarea" },
  ],
  filters: [{ name: "kategori", label: "Kategori", options: labelledOptions(CARGO_CATEGORY_LABELS) }],
  formSchema: cargoTypeInputSchema,
  emptyForm: {
    kategori: "penumpang",
    nama: "",
    golongan: "",
    kelas: "",
    kelompok_umur: "",
    deskripsi: "",
    free_riders: 0,
  },
};

export default function CargoTypesPage() {
  return <ResourcePage config={cargoTypesConfig} />;
}
