import { LEDGER_KIND_LABELS, LEDGER_KINDS, type LedgerEntry } from "@ferry/shared/agents";
import { Navigate } from "react-router";
import { formatRupiah } from "../../../lib/format";
import { useSession } from "../../session/session-context";
import { dateTimeColumn, labelColumn, rupiahColumn } from "../resource-kit/columns";
import { DataTable, listState } from "../resource-kit/data-table";
import { useListParams } from "../resource-kit/list-params";
import type { ColumnDef } from "../resource-kit/resource-types";
import { AccountCards } from "./account-cards";
import { AgentPicker } from "./agent-picker";
import { useAgents, useLedger, useMyAccount } from "./api/agents";
import { ChoiceFilter, PeriodFilter } from "./list-filters";

function signed(amount: number) {
  const text = formatRupiah(Math.abs(amount));
  return amount < 0 ? (
    <span className="text-red-600">- {text}</span>
  ) : (
    <span className="text-green-700 dark:text-green-400">+ {text}</span>
  );
}

/**
 * `/history-plafon`: balance movements (date, kind, description, amount +/-, balance after) over a date
 * range. An agent sees their own; finance ('view saldo agen') picks an agent or sees all.
 */
export default function LedgerPage() {
  const session = useSession();
  const isAgent = session.user?.tipe_pengguna === "agen";
  const finance = !isAgent && session.can("view saldo agen");
  const { query, params, update, tableControls } = useListParams(["agent_user_id", "jenis", "from", "to"]);
  const ledger = useLedger(query, isAgent || finance);
  const mine = useMyAccount(isAgent);
  const agents = useAgents(finance);
  if (!isAgent && !finance) return <Navigate to="/unauthorized" replace />;
  const picked = params.get("agent_user_id") ?? "";
  const pickedAccount = agents.data?.find((agent) => String(agent.user_id) === picked);
  const columns: ColumnDef<LedgerEntry>[] = [
    dateTimeColumn("created_at", "Tanggal"),
    ...(finance && !picked ? [{ key: "agent_nama", label: "Agen" } satisfies ColumnDef<LedgerEntry>] : []),
    labelColumn("jenis", "Jenis", LEDGER_KIND_LABELS),
    { key: "keterangan", label: "Keterangan" },
    { key: "amount", label: "Jumlah", render: (row) => signed(row.amount) },
    rupiahColumn("saldo_setelah", "Saldo Setelah"),
  ];
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">History Plafon</h1>
        <p className="text-sm text-slate-500">Mutasi saldo agen: top-up, penjualan, pembatalan dan refund.</p>
      </div>
      {isAgent ? <AccountCards account={mine.data} loading={mine.isLoading} /> : null}
      {finance && pickedAccount ? <AccountCards account={pickedAccount} loading={false} /> : null}
      <div className="flex flex-wrap items-center gap-2">
        {finance ? (
          <AgentPicker value={picked} onChange={(value) => update({ agent_user_id: value })} />
        ) : null}
        <ChoiceFilter
          label="Jenis"
          allLabel="Semua jenis"
          choices={LEDGER_KINDS}
          labels={LEDGER_KIND_LABELS}
          value={params.get("jenis") ?? ""}
          onChange={(value) => update({ jenis: value })}
        />
        <PeriodFilter
          from={params.get("from") ?? ""}
          to={params.get("to") ?? ""}
          onChange={(end, value) => update({ [end]: value })}
        />
      </div>
      <DataTable
        columns={columns}
        {...listState(ledger, "Gagal memuat mutasi saldo")}
        {...tableControls}
        emptyText="Belum ada mutasi saldo pada periode ini."
      />
    </div>
  );
}
