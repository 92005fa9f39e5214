import type { Topup } from "@ferry/shared/agents";
import { TOPUP_METHOD_LABELS } from "@ferry/shared/agents";
import { Button } from "../../../components/ui/button";
import { formatRupiah } from "../../../lib/format";
import { dateTimeColumn, labelColumn, rupiahColumn } from "../resource-kit/columns";
import { DataTable, listState } from "../resource-kit/data-table";
import { useListParams } from "../resource-kit/list-params";
import type { ColumnDef } from "../resource-kit/resource-types";
import { AgentPicker } from "./agent-picker";
import type { DecisionAction } from "./api/agents";
import { useTopups } from "./api/agents";
import { DecisionDialog, useDecision } from "./decision-dialog";
import { RequestStatusFilter } from "./list-filters";
import { RequestStatusBadge } from "./status-badge";

/**
 * Top-up requests: an agent's own (`finance` false) or every agent's with status and agent filters and,
 * for `canDecide`, 'Setujui' / 'Tolak' on waiting requests, each confirmed first.
 */
export function TopupList({ finance, canDecide }: { finance: boolean; canDecide: boolean }) {
  const { query, params, update, tableControls } = useListParams(["status", "agent_user_id"]);
  const list = useTopups(query);
  const decision = useDecision("topups");
  const columns: ColumnDef<Topup>[] = [
    dateTimeColumn("created_at", "Tanggal", "created_at"),
    ...(finance
      ? [
          {
            key: "agent_nama",
            label: "Agen",
            render: (row) => row.agent_nama ?? "-",
          } satisfies ColumnDef<Topup>,
        ]
      : []),
    rupiahColumn("amount", "Jumlah", "amount"),
    labelColumn("method", "Metode", TOPUP_METHOD_LABELS),
    { key: "reference", label: "Referensi" },
    {
      key: "bukti_url",
      label: "Bukti",
      render: (row) =>
        row.bukti_url ? (
          <a href={row.bukti_url} target="_blank" rel="noreferrer" className="text-navy-700 underline">
            Lihat
          </a>
        ) : (
          "-"
        ),
    },
    { key: "status", label: "Status", render: (row) => <RequestStatusBadge status={row.status} /> },
    { key: "catatan", label: "Catatan" },
  ];
  const ask = (topup: Topup, action: DecisionAction) =>
    decision.ask(topup.id, action, {
      title: action === "approve" ? "Setujui top-up?" : "Tolak top-up?",
      body: `${topup.agent_nama ?? "Agen"} · ${formatRupiah(topup.amount)}${action === "approve" ? " akan ditambahkan ke saldo agen." : " tidak akan ditambahkan ke saldo."}`,
    });
  return (
    <section className="space-y-3" aria-label="Permintaan top-up">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-lg font-semibold">
          {finance ? "Permintaan Top-up Agen" : "Riwayat Permintaan"}
        </h2>
        <RequestStatusFilter
          value={params.get("status") ?? ""}
          onChange={(value) => update({ status: value })}
        />
        {finance ? (
          <AgentPicker
            value={params.get("agent_user_id") ?? ""}
            onChange={(value) => update({ agent_user_id: value })}
          />
        ) : null}
      </div>
      <DataTable
        columns={columns}
        {...listState(list, "Gagal memuat permintaan top-up")}
        {...tableControls}
        actions={
          canDecide
            ? (row) =>
                row.status === "menunggu" ? (
                  <span className="inline-flex gap-2">
                    <Button variant="secondary" onClick={() => ask(row, "approve")}>
                      Setujui
                    </Button>
                    <Button variant="danger" onClick={() => ask(row, "reject")}>
                      Tolak
                    </Button>
                  </span>
                ) : null
            : undefined
        }
        emptyText="Belum ada permintaan top-up."
      />
      <DecisionDialog {...decision.dialogProps} />
    </section>
  );
}
