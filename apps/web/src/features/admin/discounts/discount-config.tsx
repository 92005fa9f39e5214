import {
  DISCOUNT_TYPE_LABELS,
  type Discount,
  type DiscountKind,
  type DiscountValues,
  discountInputSchema,
} from "@ferry/shared/discounts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { isoDateIn } from "../../../lib/format";
import type { ColumnDef, FilterDef, Option, ResourceConfig } from "../resource-kit/resource-types";
import { ACTIVE_OPTIONS, StatusBadge } from "../voyage/status-badge";
import { cargoLabel, discountScope, discountValue, periodLabel, quotaLabel } from "./discount-format";

const TEXTS: Record<DiscountKind, { title: string; module: string; noun: string; description: string }> = {
  penumpang: {
    title: "Potongan Penumpang",
    module: "potongan penumpang",
    noun: "potongan penumpang",
    description:
      "Potongan tarif penumpang per jadwal, per rute atau untuk semua keberangkatan, dalam periode tanggal keberangkatan (waktu pelabuhan asal).",
  },
  kendaraan: {
    title: "Potongan Kendaraan",
    module: "potongan kendaraan",
    noun: "potongan kendaraan",
    description:
      "Potongan tarif kendaraan per jadwal, per rute atau untuk semua keberangkatan. Klik jadwal untuk melihat potongan jadwal tersebut.",
  },
};

/** The scope cell: a schedule's discounts link to that schedule's page when `link` is set. */
function ScopeCell({ row, link }: { row: Discount; link: boolean }) {
  const scope = discountScope(row);
  const schedule = row.schedule;
  if (link && scope.kind === "jadwal" && schedule) {
    return (
      <Link to={`/potongan-kendaraan/${schedule.id}`} className="text-navy-600 underline dark:text-navy-100">
        {scope.text}
      </Link>
    );
  }
  return <span>{scope.text}</span>;
}

export function discountColumns(linkSchedules: boolean): ColumnDef<Discount>[] {
  return [
    { key: "nama", label: "Nama", sortKey: "nama" },
    { key: "scope", label: "Berlaku untuk", render: (row) => <ScopeCell row={row} link={linkSchedules} /> },
    { key: "cargo_type", label: "Jenis muatan", render: cargoLabel },
    { key: "periode", label: "Periode", sortKey: "tanggal_mulai", render: periodLabel },
    { key: "nilai", label: "Potongan", sortKey: "nilai", render: discountValue },
    { key: "kuota", label: "Terpakai/Kuota", sortKey: "terpakai", render: quotaLabel },
    {
      key: "status",
      label: "Status",
      sortKey: "status",
      render: (row) => <StatusBadge value={row.status} />,
    },
  ];
}

export type DiscountPageSetup = {
  jenis: DiscountKind;
  scheduleOptions: Option[];
  cargoOptions: Option[];
  /** The schedule page: its discounts only, the form pre-filled with it. */
  schedule?: { id: number; title: string; description: string; day: string };
  toolbar?: ReactNode;
};

export function discountFilters(scheduleOption?: Option): FilterDef[] {
  return [
    ...(scheduleOption ? [{ name: "schedule_id", label: "Jadwal", options: [scheduleOption] }] : []),
    { name: "route_id", label: "Rute", optionsFrom: "/routes/options" },
    { name: "status", label: "Status", options: ACTIVE_OPTIONS },
  ];
}

const asText = (value: number | null) => (value === null ? "" : String(value));

/** The resource-kit page of passenger or vehicle discounts (optionally of one schedule). */
export function discountConfig(setup: DiscountPageSetup): ResourceConfig<Discount, DiscountValues> {
  const texts = TEXTS[setup.jenis];
  const day = setup.schedule?.day ?? isoDateIn(new Date());
  return {
    title: setup.schedule?.title ?? texts.title,
    description: setup.schedule?.description ?? texts.description,
    endpoint: `/discounts/${setup.jenis}`,
    module: texts.module,
    noun: texts.noun,
    searchPlaceholder: "Cari nama potongan",
    toolbar: setup.toolbar,
    columns: discountColumns(setup.jenis === "kendaraan" && !setup.schedule),
    fields: [
      { name: "nama", label: "Nama potongan", type: "text" },
      {
        name: "schedule_id",
        label: "Jadwal (kosong: semua jadwal)",
        type: "select",
        options: setup.scheduleOptions,
        help: setup.schedule
          ? undefined
          : "Pilihan jadwal mengikuti tanggal 'Pilihan jadwal' di atas daftar.",
      },
      {
        name: "route_id",
        label: "Rute (kosong: semua rute)",
        type: "select",
        optionsFrom: "/routes/options",
        help: "Potongan satu jadwal otomatis memakai rute jadwal itu.",
      },
      {
        name: "cargo_type_id",
        label: "Jenis muatan (kosong: semua)",
        type: "select",
        options: setup.cargoOptions,
      },
      { name: "tanggal_mulai", label: "Berangkat mulai tanggal", type: "date" },
      { name: "tanggal_selesai", label: "Sampai tanggal", type: "date" },
      {
        name: "tipe",
        label: "Tipe potongan",
        type: "select",
        options: Object.entries(DISCOUNT_TYPE_LABELS).map(([value, label]) => ({ value, label })),
      },
      { name: "nilai", label: "Nilai", type: "number", help: "Persen: 1–100. Nominal: rupiah per tiket." },
      { name: "kuota", label: "Kuota pemakaian", type: "number", help: "Kosongkan untuk tanpa batas." },
      { name: "status", label: "Status", type: "select", options: ACTIVE_OPTIONS },
    ],
    filters: discountFilters(setup.schedule ? setup.scheduleOptions[0] : undefined),
    formSchema: discountInputSchema,
    emptyForm: {
      nama: "",
      schedule_id: setup.schedule ? String(setup.schedule.id) : "",
      route_id: "",
      cargo_type_id: "",
      tanggal_mulai: day,
      tanggal_selesai: day,
      tipe: "persen",
      nilai: "",
      kuota: "",
      status: "Aktif",
    },
    toForm: (row) => ({
      nama: row.nama,
      schedule_id: asText(row.schedule_id),
      route_id: asText(row.route_id),
      cargo_type_id: asText(row.cargo_type_id),
      tanggal_mulai: row.tanggal_mulai,
      tanggal_selesai: row.tanggal_selesai,
      tipe: row.tipe,
      nilai: asText(row.nilai),
      kuota: asText(row.kuota),
      status: row.status,
    }),
  };
}
