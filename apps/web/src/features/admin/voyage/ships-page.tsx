import { FACILITIES, SHIP_STATUSES, type Ship, shipInputSchema } from "@ferry/shared/ships";
import type { z } from "zod";
import { ResourcePage } from "../resource-kit/resource-page";
import type { ResourceConfig } from "../resource-kit/resource-types";
import { asOptions, StatusBadge } from "./status-badge";

export const shipsConfig: ResourceConfig<Ship, z.output<typeof shipInputSchema>> = {
  title: "Kapal",
  description: "Armada, status operasional dan fasilitas yang tampil di halaman jadwal publik.",
  endpoint: "/ships",
  module: "kapal",
  noun: "kapal",
  searchPlaceholder: "Cari nama, kode atau jenis",
  columns: [
    {
      key: "gambar",
      label: "",
      render: (row) =>
        row.gambar ? <img src={row.gambar} alt="" className="h-10 w-14 rounded object-cover" /> : null,
    },
    { key: "kode_kapal", label: "Kode", sortKey: "kode_kapal" },
    { key: "nama", label: "Nama", sortKey: "nama" },
    { key: "jenis", label: "Jenis" },
    { key: "gt", label: "GT" },
    { key: "tahun", label: "Tahun", sortKey: "tahun" },
    {
      key: "status_operasional",
      label: "Status",
      render: (row) => <StatusBadge value={row.status_operasional} />,
    },
  ],
  fields: [
    { name: "nama", label: "Nama kapal", type: "text" },
    { name: "kode_kapal", label: "Kode kapal", type: "text" },
    { name: "jenis", label: "Jenis", type: "text", placeholder: "Ro-Ro" },
    { name: "gt", label: "Gross tonnage (GT)", type: "number" },
    { name: "tanda_panggilan", label: "Tanda panggilan (call sign)", type: "text", placeholder: "YBAB2" },
    { name: "bendera", label: "Bendera", type: "text" },
    { name: "tahun", label: "Tahun pembuatan", type: "number" },
    {
      name: "status_operasional",
      label: "Status operasional",
      type: "select",
      options: asOptions(SHIP_STATUSES),
    },
    { name: "gambar", label: "Gambar kapal (JPEG/PNG/WebP, maks. 2 MB)", type: "image" },
    {
      name: "fasilitas",
      label: "Fasilitas",
      type: "checkboxes",
      options: Object.entries(FACILITIES).map(([value, label]) => ({ value, label })),
    },
    { name: "gambar_fasilitas", label: "Gambar fasilitas", type: "image-list" },
  ],
  filters: [{ name: "status_operasional", label: "Status", options: asOptions(SHIP_STATUSES) }],
  formSchema: shipInputSchema,
  emptyForm: {
    nama: "",
    kode_kapal: "",
    jenis: "Ro-Ro",
    gt: "",
    tanda_panggilan: "",
    bendera: "Indonesia",
    tahun: "",
    gambar: null,
    status_operasional: "Aktif",
    fasilitas: [],
    gambar_fasilitas: [],
  },
};

export default function ShipsPage() {
  return <ResourcePage config={shipsConfig} />;
}
