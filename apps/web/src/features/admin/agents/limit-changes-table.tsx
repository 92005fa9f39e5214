import { CREDIT_SUBJECT_LABELS, type CreditSubject } from "@ferry/shared/agents";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import type { Query } from "../../../lib/api";
import { formatDateTime, formatRupiah } from "../../../lib/format";
import { useSession } from "../../session/session-context";
import { DataTable } from "../resource-kit/data-table";
import type { ColumnDef, Row } from "../resource-kit/resource-types";
import { type LimitChange, useAgentsMutation, useLimitChanges } from "./api";
import { type Decision, DecisionDialog } from "./decision-dialog";
import { RequestStatusBadge } from "./status-badge";

const changeOf = (row: Row) => row as unknown as LimitChange;

const COLUMNS: ColumnDef[] = [
  {
    key: "created_at",
    label: "Diajukan",
    sortKey: "created_at",
    render: (row) => formatDateTime(String(row.created_at)),
  },
  {
    key: "subject_type",
    label: "Jenis",
    render: (row) => CREDIT_SUBJECT_LABELS[row.subject_type as CreditSubject] ?? String(row.subject_type),
  },
  { key: "subject_nama", label: "Nama" },
  { key: "plafon_lama", label: "Plafon Lama", render: (row) => formatRupiah(Number(row.plafon_lama)) },
  {
    key: "plafon_baru",
    label: "Plafon Baru",
    sortKey: "plafon_baru",
    render: (row) => formatRupiah(Number(row.plafon_baru)),
  },
  { key: "alasan", label: "Alasan" },
  { key: "requested_by_username", label: "Pengaju" },
  { key: "status", label: "Status", render: (row) => <RequestStatusBadge status={String(row.status)} /> },
  {
    key: "decided_by_username",
    label: "Diputuskan",
    render: (row) => {
      const change = changeOf(row);
      if (!change.decided_by_username) return "-";
      return `${change.decided_by_username}${change.catatan ? ` · ${change.catatan}` : ""}`;
    },
  },
];

/** Limit changes with 'Setujui' / 'Tolak' for 'approve plafon' (never on one's own request). */
export function LimitChangesTable({
  query,
  onQuery,
}: {
  query: Query;
  onQuery: (changes: Record<string, string | undefined>) => void;
}) {
  const session = useSession();
  const list = useLimitChanges(query);
  const [decision, setDecision] = useState<Decision | null>(null);
  const decide = useAgentsMutation<{ id: number; action: "approve" | "reject"; catatan: string }>(
    (body) => `/credit-limits/${body.id}/${body.action}`,
    (body) => ({ catatan: body.catatan || null }),
  );
  const canDecide = session.can("approve plafon");
  const ask = (change: LimitChange, action: "approve" | "reject") =>
    setDecision({
      title: action === "approve" ? "Setujui perubahan plafon?" : "Tolak perubahan plafon?",
      body: `${change.subject_nama}: ${formatRupiah(change.plafon_lama)} → ${formatRupiah(change.plafon_baru)}`,
      confirmLabel: action === "approve" ? "Ya, setujui" : "Ya, tolak",
      reason: action === "approve" ? "optional" : "required",
      tone: action === "approve" ? "warning" : "danger",
      run: (catatan) => decide.mutateAsync({ id: change.id, action, catatan }),
    });
  return (
    <>
      <DataTable
        columns={COLUMNS}
        rows={list.data?.data as unknown as Row[] | undefined}
        meta={list.data?.meta}
        loading={list.isLoading}
        error={list.error ? list.error.message || "Gagal memuat perubahan plafon" : null}
        onRetry={() => void list.refetch()}
        sortBy={query.sort_by ? String(query.sort_by) : undefined}
        sortDir={query.sort_dir ? String(query.sort_dir) : undefined}
        onSort={(key) =>
          onQuery({
            sort_by: key,
            sort_dir: query.sort_by === key && query.sort_dir !== "desc" ? "desc" : "asc",
          })
        }
        onPage={(page) => onQuery({ page: String(page) })}
        actions={
          canDecide
            ? (row) => {
                const change = changeOf(row);
                if (change.status !== "menunggu") return null;
                // The requester may not approve their own change (the server refuses it too).
                const own = change.requested_by === session.user?.id;
                return (
                  <span className="inline-flex items-center gap-2">
                    {own ? (
                      <span className="text-xs text-slate-500">Pengajuan Anda</span>
                    ) : (
                      <Button variant="secondary" onClick={() => ask(change, "approve")}>
                        Setujui
                      </Button>
                    )}
                    <Button variant="danger" onClick={() => ask(change, "reject")}>
                      Tolak
                    </Button>
                  </span>
                );
              }
            : undefined
        }
        emptyText="Belum ada perubahan plafon."
      />
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}
