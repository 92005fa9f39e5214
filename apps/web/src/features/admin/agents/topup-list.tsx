import {
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  TOPUP_METHOD_LABELS,
  type TopupMethod,
} from "@ferry/shared/agents";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { formatDateTime, formatRupiah } from "../../../lib/format";
import { DataTable } from "../resource-kit/data-table";
import { useListParams } from "../resource-kit/list-params";
import type { ColumnDef, Row } from "../resource-kit/resource-types";
import { AgentPicker } from "./agent-picker";
import { type Topup, useAgentsMutation, useTopups } from "./api";
import { type Decision, DecisionDialog } from "./decision-dialog";
import { RequestStatusBadge } from "./status-badge";

const control =
  "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-800";
const topupOf = (row: Row) => row as unknown as Topup;

/**
 * Top-up requests: an agent's own (`finance` false) or every agent's with status and agent filters and,
 * for `canDecide`, 'Setujui' / 'Tolak' on waiting requests, each confirmed first.
 */
export function TopupList({ finance, canDecide }: { finance: boolean; canDecide: boolean }) {
  const { query, params, update } = useListParams(["status", "agent_user_id"]);
  const list = useTopups(query);
  const [decision, setDecision] = useState<Decision | null>(null);
  const decide = useAgentsMutation<{ id: number; action: "approve" | "reject"; catatan: string }>(
    (body) => `/agents/topups/${body.id}/${body.action}`,
    (body) => ({ catatan: body.catatan || null }),
  );
  const columns: ColumnDef[] = [
    {
      key: "created_at",
      label: "Tanggal",
      sortKey: "created_at",
      render: (row) => formatDateTime(String(row.created_at)),
    },
    ...(finance
      ? [{ key: "agent_nama", label: "Agen", render: (row: Row) => `${topupOf(row).agent_nama ?? "-"}` }]
      : []),
    { key: "amount", label: "Jumlah", sortKey: "amount", render: (row) => formatRupiah(Number(row.amount)) },
    {
      key: "method",
      label: "Metode",
      render: (row) => TOPUP_METHOD_LABELS[row.method as TopupMethod] ?? String(row.method),
    },
    { key: "reference", label: "Referensi" },
    {
      key: "bukti_url",
      label: "Bukti",
      render: (row) =>
        row.bukti_url ? (
          <a
            href={String(row.bukti_url)}
            target="_blank"
            rel="noreferrer"
            className="text-navy-700 underline"
          >
            Lihat
          </a>
        ) : (
          "-"
        ),
    },
    { key: "status", label: "Status", render: (row) => <RequestStatusBadge status={String(row.status)} /> },
    { key: "catatan", label: "Catatan" },
  ];
  const ask = (topup: Topup, action: "approve" | "reject") =>
    setDecision({
      title: action === "approve" ? "Setujui top-up?" : "Tolak top-up?",
      body: `${topup.agent_nama ?? "Agen"} · ${formatRupiah(topup.amount)}${action === "approve" ? " akan ditambahkan ke saldo agen." : " tidak akan ditambahkan ke saldo."}`,
      confirmLabel: action === "approve" ? "Ya, setujui" : "Ya, tolak",
      reason: action === "approve" ? "optional" : "required",
      tone: action === "approve" ? "warning" : "danger",
      run: (catatan) => decide.mutateAsync({ id: topup.id, action, catatan }),
    });
  return (
    <section className="space-y-3" aria-label="Permintaan top-up">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-lg font-semibold">
          {finance ? "Permintaan Top-up Agen" : "Riwayat Permintaan"}
        </h2>
        <select
          aria-label="Status"
          value={params.get("status") ?? ""}
          onChange={(event) => update({ status: event.target.value })}
          className={control}
        >
          <option value="">Semua status</option>
          {REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {REQUEST_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        {finance ? (
          <AgentPicker
            value={params.get("agent_user_id") ?? ""}
            onChange={(value) => update({ agent_user_id: value })}
          />
        ) : null}
      </div>
      <DataTable
        columns={columns}
        rows={list.data?.data as unknown as Row[] | undefined}
        meta={list.data?.meta}
        loading={list.isLoading}
        error={list.error ? list.error.message || "Gagal memuat permintaan top-up" : null}
        onRetry={() => void list.refetch()}
        sortBy={params.get("sort_by") ?? undefined}
        sortDir={params.get("sort_dir") ?? undefined}
        onSort={(key) =>
          update({
            sort_by: key,
            sort_dir: params.get("sort_by") === key && params.get("sort_dir") !== "desc" ? "desc" : "asc",
          })
        }
        onPage={(page) => update({ page: String(page) })}
        actions={
          canDecide
            ? (row) =>
                row.status === "menunggu" ? (
                  <span className="inline-flex gap-2">
                    <Button variant="secondary" onClick={() => ask(topupOf(row), "approve")}>
                      Setujui
                    </Button>
                    <Button variant="danger" onClick={() => ask(topupOf(row), "reject")}>
                      Tolak
                    </Button>
                  </span>
                ) : null
            : undefined
        }
        emptyText="Belum ada permintaan top-up."
      />
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </section>
  );
}
