import type { LimitChange } from "@ferry/shared/agents";
import { CREDIT_SUBJECT_LABELS } from "@ferry/shared/agents";
import { Button } from "../../../components/ui/button";
import type { Query } from "../../../lib/api";
import { formatRupiah } from "../../../lib/format";
import { useSession } from "../../session/session-context";
import { dateTimeColumn, labelColumn, rupiahColumn } from "../resource-kit/columns";
import { DataTable, listState } from "../resource-kit/data-table";
import type { TableControls } from "../resource-kit/list-params";
import type { ColumnDef } from "../resource-kit/resource-types";
import type { DecisionAction } from "./api/agents";
import { useLimitChanges } from "./api/agents";
import { DecisionDialog, useDecision } from "./decision-dialog";
import { RequestStatusBadge } from "./status-badge";

const COLUMNS: ColumnDef<LimitChange>[] = [
  dateTimeColumn("created_at", "Diajukan", "created_at"),
  labelColumn("subject_type", "Jenis", CREDIT_SUBJECT_LABELS),
  { key: "subject_nama", label: "Nama" },
  rupiahColumn("plafon_lama", "Plafon Lama"),
  rupiahColumn("plafon_baru", "Plafon Baru", "plafon_baru"),
  { key: "alasan", label: "Alasan" },
  { key: "requested_by_username", label: "Pengaju" },
  { key: "status", label: "Status", render: (row) => <RequestStatusBadge status={row.status} /> },
  {
    key: "decided_by_username",
    label: "Diputuskan",
    render: (row) =>
      row.decided_by_username ? `${row.decided_by_username}${row.catatan ? ` · ${row.catatan}` : ""}` : "-",
  },
];

/** Limit changes with 'Setujui' / 'Tolak' for 'approve plafon' (never on one's own request). */
export function LimitChangesTable({ query, controls }: { query: Query; controls: TableControls }) {
  const session = useSession();
  const list = useLimitChanges(query);
  const decision = useDecision("credit-limits");
  const canDecide = session.can("approve plafon");
  const ask = (change: LimitChange, action: DecisionAction) =>
    decision.ask(change.id, action, {
      title: action === "approve" ? "Setujui perubahan plafon?" : "Tolak perubahan plafon?",
      body: `${change.subject_nama}: ${formatRupiah(change.plafon_lama)} → ${formatRupiah(change.plafon_baru)}`,
    });
  return (
    <>
      <DataTable
        columns={COLUMNS}
        {...listState(list, "Gagal memuat perubahan plafon")}
        {...controls}
        actions={
          canDecide
            ? (change) => {
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
      <DecisionDialog {...decision.dialogProps} />
    </>
  );
}
