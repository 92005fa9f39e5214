import { type TicketPrice, ticketPriceInputSchema } from "@ferry/shared/ticket-prices";
import type { z } from "zod";
import { formatRupiah } from "../../../lib/format";
import { dayColumn, rupiahColumn } from "../resource-kit/columns";
import { ResourcePage } from "../resource-kit/resource-page";
import type { ResourceConfig } from "../resource-kit/resource-types";

const cargoLabel = ({ cargo_type: cargo }: TicketPrice) =>
  cargo ? (cargo.golongan ? `Gol ${cargo.golongan} · ${cargo.nama}` : cargo.nama) : "-";

export const ticketPricesConfig: ResourceConfig<TicketPrice, z.output<typeof ticketPriceInputSchema>> = {
  title: "Riwayat Harga Tiket",
  description:
    "Tarif Jasa Angkutan per rute dan jenis muatan dengan tanggal berlakunya; riwayat tetap tersimpan. Harga yang belum dipakai jadwal dapat dihapus. Untuk mengubah tarif, pakai tab Tarif per Rute.",
  endpoint: "/ticket-prices",
  module: "harga tiket",
  noun: "harga tiket",
  columns: [
    {
      key: "route",
      label: "Rute",
      render: (row) => row.route?.kode_rute ?? "-",
    },
    { key: "cargo_type", label: "Jenis muatan", render: cargoLabel },
    rupiahColumn("harga", "Harga (kosong)", "harga"),
    {
      key: "harga_muatan",
      label: "Harga muat",
      render: (row) => (row.harga_muatan === null ? "-" : formatRupiah(row.harga_muatan)),
    },
    dayColumn("berlaku_mulai", "Berlaku mulai", "berlaku_mulai"),
  ],
  fields: [
    { name: "route_id", label: "Rute", type: "select", optionsFrom: "/routes/options" },
    { name: "cargo_type_id", label: "Jenis muatan", type: "select", optionsFrom: "/cargo-types/options" },
    { name: "harga", label: "Harga (Rp)", type: "number" },
    { name: "harga_muatan", label: "Harga muat (Rp, kendaraan)", type: "number" },
    { name: "berlaku_mulai", label: "Berlaku mulai", type: "date" },
  ],
  filters: [
    { name: "route_id", label: "Rute", optionsFrom: "/routes/options" },
    { name: "cargo_type_id", label: "Jenis muatan", optionsFrom: "/cargo-types/options" },
  ],
  formSchema: ticketPriceInputSchema,
  emptyForm: {
    route_id: "",
    cargo_type_id: "",
    harga: "",
    harga_muatan: "",
    berlaku_mulai: new Date().toISOString().slice(0, 10),
  },
  toForm: (row) => ({
    ...row,
    route_id: String(row.route_id),
    cargo_type_id: String(row.cargo_type_id),
    harga_muatan: row.harga_muatan ?? "",
  }),
};

export default function TicketPricesPage() {
  return <ResourcePage config={ticketPricesConfig} />;
}
