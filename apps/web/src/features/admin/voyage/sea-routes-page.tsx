import { type SeaRoute, seaRouteInputSchema } from "@ferry/shared/sea-routes";
import type { z } from "zod";
import { formatDuration } from "../../../lib/format";
import { ResourcePage } from "../resource-kit/resource-page";
import type { ResourceConfig } from "../resource-kit/resource-types";
import { ACTIVE_OPTIONS, StatusBadge } from "./status-badge";

export const seaRoutesConfig: ResourceConfig<SeaRoute, z.output<typeof seaRouteInputSchema>> = {
  title: "Rute",
  description: "Lintasan antar pelabuhan dengan jarak dan durasi pelayaran.",
  endpoint: "/routes",
  module: "rute",
  noun: "rute",
  searchPlaceholder: "Cari kode atau nama rute",
  columns: [
    { key: "kode_rute", label: "Kode", sortKey: "kode_rute" },
    { key: "nama_rute", label: "Nama", sortKey: "nama_rute" },
    { key: "port_origin", label: "Asal", render: (row) => row.port_origin.nama },
    { key: "port_destination", label: "Tujuan", render: (row) => row.port_destination.nama },
    { key: "jarak", label: "Jarak (mil)" },
    {
      key: "duration_minutes",
      label: "Durasi",
      sortKey: "duration_minutes",
      render: (row) => formatDuration(row.duration_minutes),
    },
    { key: "status", label: "Status", render: (row) => <StatusBadge value={row.status} /> },
  ],
  fields: [
    { name: "kode_rute", label: "Kode rute", type: "text", placeholder: "MRK-BKH" },
    { name: "nama_rute", label: "Nama rute", type: "text" },
    { name: "port_origin_id", label: "Pelabuhan asal", type: "select", optionsFrom: "/ports/options" },
    { name: "port_destination_id", label: "Pelabuhan tujuan", type: "select", optionsFrom: "/ports/options" },
    { name: "jarak", label: "Jarak (mil laut)", type: "number" },
    { name: "duration_minutes", label: "Durasi (menit)", type: "number" },
    { name: "status", label: "Status", type: "select", options: ACTIVE_OPTIONS },
  ],
  filters: [
    { name: "port_origin_id", label: "Asal", optionsFrom: "/ports/options" },
    { name: "status", label: "Status", options: ACTIVE_OPTIONS },
  ],
  formSchema: seaRouteInputSchema,
  emptyForm: {
    kode_rute: "",
    nama_rute: "",
    port_origin_id: "",
    port_destination_id: "",
    jarak: "",
    duration_minutes: "",
    status: "Aktif",
  },
  toForm: (row) => ({
    ...row,
    port_origin_id: String(row.port_origin_id),
    port_destination_id: String(row.port_destination_id),
  }),
};

export default function SeaRoutesPage() {
  return <ResourcePage config={seaRoutesConfig} />;
}
