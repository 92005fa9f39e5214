import {
  GATEWAY_FLAG_LABELS,
  GATEWAY_METHOD_LABELS,
  GATEWAY_STATUS_LABELS,
  type GatewayListRow,
} from "@ferry/shared/payment-gateway";
import { formatZonedDateTime } from "@ferry/shared/zoned-time";
import { z } from "zod";
import { DEFAULT_ZONE, formatRupiah } from "../../../../lib/format";
import { labelColumn } from "../../resource-kit/columns";
import { ResourcePage } from "../../resource-kit/resource-page";
import type { ResourceConfig } from "../../resource-kit/resource-types";
import { TRANSACTIONS } from "./api/transactions";
import { GatewayResolveButton } from "./gateway-resolve-button";

const rupiah = (value: number | null) => (value === null ? "-" : formatRupiah(value));

/** The flag with finance's note, or what finance did with it. */
function FlagCell({ row }: { row: GatewayListRow }) {
  if (!row.flag) return <span>-</span>;
  return (
    <span className="flex flex-col gap-1">
      <span className="w-fit rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800 dark:bg-red-900 dark:text-red-200">
        {GATEWAY_FLAG_LABELS[row.flag]}
        {row.resolved_at ? " · selesai" : ""}
      </span>
      <span className="text-xs text-slate-500">{row.resolved_note ?? row.flag_note ?? ""}</span>
    </span>
  );
}

/** Online payments at Midtrans (decision 027): the flagged ones are money finance must refund or settle. */
export const gatewayPaymentsConfig: ResourceConfig<GatewayListRow> = {
  title: "Pembayaran Online (Midtrans)",
  description:
    "Pembayaran VA, QRIS dan e-wallet. 'Perlu tindakan': nominal berbeda atau dibayar setelah booking batal/lunas — kembalikan dananya di Midtrans, lalu tandai selesai.",
  endpoint: TRANSACTIONS,
  module: "acc pembayaran",
  noun: "pembayaran online",
  readOnly: true,
  columns: [
    {
      key: "created_at",
      label: "Dibuat",
      render: (row) => formatZonedDateTime(row.created_at, DEFAULT_ZONE),
    },
    { key: "booking_code", label: "Kode booking" },
    { key: "order_id", label: "Order ID" },
    labelColumn("method", "Metode", GATEWAY_METHOD_LABELS),
    labelColumn("status", "Status", GATEWAY_STATUS_LABELS),
    { key: "gross_amount", label: "Tagihan", render: (row) => rupiah(row.gross_amount) },
    { key: "paid_amount", label: "Dibayar", render: (row) => rupiah(row.paid_amount) },
    { key: "flag", label: "Tindakan", render: (row) => <FlagCell row={row} /> },
  ],
  fields: [],
  formSchema: z.object({}),
  emptyForm: {},
  filters: [{ name: "perhatian", label: "Tampilkan", options: [{ value: "1", label: "Perlu tindakan" }] }],
  searchPlaceholder: "Cari kode booking atau order ID",
  rowActions: (row) => <GatewayResolveButton row={row} />,
};

export function GatewayPayments() {
  return <ResourcePage config={gatewayPaymentsConfig} />;
}
