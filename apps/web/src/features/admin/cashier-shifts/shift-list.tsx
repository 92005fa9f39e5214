import { type CashierShift, SHIFT_STATUS_LABELS } from "@ferry/shared/cashier-shifts";
import type { ReactNode } from "react";
import { dateTimeColumn, labelColumn, rupiahColumn } from "../resource-kit/columns";
import { DataTable, listState } from "../resource-kit/data-table";
import { useListParams } from "../resource-kit/list-params";
import type { ColumnDef } from "../resource-kit/resource-types";
import { useShifts } from "./api/shifts";
import { signedRupiah } from "./shift-figures";

/** Shifts newest first (a cashier's own, or everyone's), with a status filter and each row's actions. */
export function ShiftList({
  title,
  withCashier,
  actions,
}: {
  title: string;
  withCashier: boolean;
  actions: (shift: CashierShift) => ReactNode;
}) {
  const { query, params, update, tableControls } = useListParams(["status"]);
  const list = useShifts(query);
  const columns: ColumnDef<CashierShift>[] = [
    { key: "kode", label: "Kode" },
    ...(withCashier ? [{ key: "kasir_nama", label: "Kasir" } satisfies ColumnDef<CashierShift>] : []),
    { key: "loket", label: "Loket" },
    dateTimeColumn("opened_at", "Dibuka", "opened_at"),
    dateTimeColumn("closed_at", "Ditutup", "closed_at"),
    rupiahColumn("total_penjualan", "Penjualan"),
    rupiahColumn("total_refund", "Refund"),
    { key: "selisih", label: "Selisih", render: (row) => signedRupiah(row.selisih) },
    labelColumn("status", "Status", SHIFT_STATUS_LABELS),
  ];
  return (
    <section className="space-y-3" aria-label={title}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-lg font-semibold">{title}</h2>
        <label className="text-sm">
          <span className="mr-2">Status</span>
          <select
            className="rounded border border-slate-300 px-2 py-1 dark:border-slate-600 dark:bg-slate-800"
            value={params.get("status") ?? ""}
            onChange={(event) => update({ status: event.target.value })}
          >
            <option value="">Semua</option>
            {Object.entries(SHIFT_STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <DataTable
        columns={columns}
        {...listState(list, "Gagal memuat shift kasir")}
        {...tableControls}
        actions={actions}
        emptyText="Belum ada shift."
      />
    </section>
  );
}
