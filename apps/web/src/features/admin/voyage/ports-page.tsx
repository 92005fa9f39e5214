import { type Port, portInputSchema } from "@ferry/shared/ports";
import { TIME_ZONE_LABELS } from "@ferry/shared/zoned-time";
import type { z } from "zod";
import { ResourcePage } from "../resource-kit/resource-page";
import type { ResourceConfig } from "../resource-kit/resource-types";
import { ACTIVE_OPTIONS, StatusBadge } from "./status-badge";

const ZONES = Object.entries(TIME_ZONE_LABELS).map(([value, label]) => ({
  value,
  label: `${label} (${value})`,
}));

export const portsConfig: ResourceConfig<Port, z.output<typeof portInputSchema>> = {
  title: "Pelabuhan",
  description: "Pelabuhan asal dan tujuan beserta zona waktunya (WIB, WITA, WIT).",
  endpoint: "/ports",
  module: "pelabuhan",
  noun: "pelabuhan",
  searchPlaceholder: "Cari nama, kode atau kota",
  columns: [
    { key: "kode", label: "Kode", sortKey: "kode" },
    { key: "nama", label: "Nama", sortKey: "nama" },
    { key: "kota", label: "Kota", sortKey: "kota" },
    {
      key: "zona_waktu",
      label: "Zona",
      render: (row) => TIME_ZONE_LABELS[row.zona_waktu],
    },
    { key: "status", label: "Status", render: (row) => <StatusBadge value={row.status} /> },
  ],
  fields: [
    { name: "nama", label: "Nama pelabuhan", type: "text" },
    { name: "kode", label: "Kode", type: "text", help: "Huruf besar, unik (mis. MRK)" },
    { name: "kota", label: "Kota", type: "text" },
    { name: "zona_waktu", label: "Zona waktu", type: "select", options: ZONES },
    { name: "alamat", label: "Alamat", type: "textarea" },
    { name: "status", label: "Status", type: "select", options: ACTIVE_OPTIONS },
  ],
  filters: [{ name: "status", label: "Status", options: ACTIVE_OPTIONS }],
  formSchema: portInputSchema,
  emptyForm: { nama: "", kode: "", kota: "", alamat: "", zona_waktu: "Asia/Jakarta", status: "Aktif" },
};

export default function PortsPage() {
  return <ResourcePage config={portsConfig} />;
}
