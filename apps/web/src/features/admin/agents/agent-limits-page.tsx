import type { AgentSummary } from "@ferry/shared/agents";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { formatRupiah } from "../../../lib/format";
import { useSession } from "../../session/session-context";
import { DataTable } from "../resource-kit/data-table";
import { useListParams } from "../resource-kit/list-params";
import type { ColumnDef } from "../resource-kit/resource-types";
import { useAgents } from "./api/agents";
import { LimitChangeForm, type LimitSubject } from "./limit-change-form";
import { LimitChangesTable } from "./limit-changes-table";

/** An agent as a table row: the user is the row's id. */
type AgentRow = AgentSummary & { id: number };

const money = (key: "plafon" | "saldo" | "tersedia", label: string): ColumnDef<AgentRow> => ({
  key,
  label,
  render: (row) => <span className={row[key] < 0 ? "text-red-600" : ""}>{formatRupiah(row[key])}</span>,
});

const COLUMNS: ColumnDef<AgentRow>[] = [
  { key: "nama_lengkap", label: "Agen" },
  { key: "username", label: "Username" },
  money("plafon", "Plafon"),
  money("saldo", "Saldo"),
  money("tersedia", "Tersedia"),
  { key: "topup_menunggu", label: "Top-up Menunggu" },
];

/** `/plafon-agen`: every agent's plafon, saldo and availability; 'Ubah Plafon' asks for a change. */
export default function AgentLimitsPage() {
  const session = useSession();
  const agents = useAgents();
  const [subject, setSubject] = useState<LimitSubject | null>(null);
  const { query, tableControls } = useListParams(["status"]);
  const rows = agents.data?.map((agent): AgentRow => ({ ...agent, id: agent.user_id }));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Plafon Agen</h1>
        <p className="text-sm text-slate-500">
          Perubahan plafon berlaku setelah disetujui oleh pemegang hak persetujuan plafon.
        </p>
      </div>
      <DataTable
        columns={COLUMNS}
        rows={rows}
        meta={undefined}
        loading={agents.isLoading}
        error={agents.error ? agents.error.message || "Gagal memuat data agen" : null}
        onRetry={() => void agents.refetch()}
        sortBy={undefined}
        sortDir={undefined}
        onSort={() => {}}
        onPage={() => {}}
        actions={
          session.can("edit plafon")
            ? (row) => (
                <Button
                  variant="secondary"
                  aria-label={`Ubah Plafon ${row.nama_lengkap}`}
                  onClick={() =>
                    setSubject({
                      type: "agen",
                      id: row.user_id,
                      nama: row.nama_lengkap,
                      plafon: row.plafon,
                    })
                  }
                >
                  Ubah Plafon
                </Button>
              )
            : undefined
        }
        emptyText="Belum ada pengguna bertipe agen."
      />
      <section className="space-y-3" aria-label="Riwayat perubahan plafon agen">
        <h2 className="text-lg font-semibold">Riwayat Perubahan Plafon Agen</h2>
        <LimitChangesTable query={{ ...query, subject_type: "agen" }} controls={tableControls} />
      </section>
      <LimitChangeForm subject={subject} onClose={() => setSubject(null)} />
    </div>
  );
}
