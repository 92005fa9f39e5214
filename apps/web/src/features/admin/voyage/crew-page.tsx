import { CREW_RANKS, type CrewMember, crewInputSchema } from "@ferry/shared/crew";
import { dayLabel } from "@ferry/shared/labels";
import type { z } from "zod";
import { ResourcePage } from "../resource-kit/resource-page";
import type { ResourceConfig } from "../resource-kit/resource-types";
import { ACTIVE_OPTIONS, asOptions, StatusBadge } from "./status-badge";

export const crewConfig: ResourceConfig<CrewMember, z.output<typeof crewInputSchema>> = {
  title: "ABK",
  description:
    "Awak kapal dan masa berlaku sertifikatnya. Kapal tanpa Nakhoda aktif tidak dapat membuka embarkasi.",
  endpoint: "/crew",
  module: "abk",
  noun: "ABK",
  searchPlaceholder: "Cari nama atau nomor",
  columns: [
    { key: "nama", label: "Nama", sortKey: "nama" },
    { key: "jabatan", label: "Jabatan", sortKey: "jabatan" },
    { key: "ship", label: "Kapal", render: (row) => row.ship?.nama ?? "-" },
    { key: "nomor_sertifikat", label: "Sertifikat" },
    {
      key: "masa_berlaku_sertifikat",
      label: "Berlaku s.d.",
      sortKey: "masa_berlaku_sertifikat",
      render: (row) =>
        row.sertifikat_kadaluarsa ? (
          <span className="font-semibold text-red-600">
            {dayLabel(row.masa_berlaku_sertifikat)} · Kedaluwarsa
          </span>
        ) : (
          dayLabel(row.masa_berlaku_sertifikat)
        ),
    },
    { key: "status", label: "Status", render: (row) => <StatusBadge value={row.status} /> },
  ],
  fields: [
    { name: "ship_id", label: "Kapal", type: "select", optionsFrom: "/ships/options" },
    { name: "nama", label: "Nama", type: "text" },
    { name: "jabatan", label: "Jabatan", type: "select", options: asOptions(CREW_RANKS) },
    { name: "nomor_identitas", label: "Nomor identitas", type: "text" },
    { name: "nomor_sertifikat", label: "Nomor sertifikat", type: "text" },
    { name: "masa_berlaku_sertifikat", label: "Masa berlaku sertifikat", type: "date" },
    { name: "status", label: "Status", type: "select", options: ACTIVE_OPTIONS },
  ],
  filters: [
    { name: "ship_id", label: "Kapal", optionsFrom: "/ships/options" },
    { name: "status", label: "Status", options: ACTIVE_OPTIONS },
  ],
  formSchema: crewInputSchema,
  emptyForm: {
    ship_id: "",
    nama: "",
    jabatan: "Nakhoda",
    nomor_identitas: "",
    nomor_sertifikat: "",
    masa_berlaku_sertifikat: "",
    status: "Aktif",
  },
  toForm: (row) => ({ ...row, ship_id: String(row.ship_id) }),
};

export default function CrewPage() {
  return <ResourcePage config={crewConfig} />;
}
