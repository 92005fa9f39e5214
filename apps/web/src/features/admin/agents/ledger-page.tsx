import { LEDGER_KIND_LABELS, LEDGER_KINDS, type LedgerKind } from "@ferry/shared/agents";
import { Navigate } from "react-router";
import { formatDateTime, formatRupiah } from "../../../lib/format";
import { useSession } from "../../session/session-context";
import { DataTable } from "../resource-kit/data-table";
import { useListParams } from "../resource-kit/list-params";
import type { ColumnDef, Row } from "../resource-kit/resource-types";
import { AccountCards } from "./account-cards";
import { AgentPicker } from "./agent-picker";
import { useAgents, useLedger, useMyAccount } from "./api";

const control =
  "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-800";

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
  const { query, params, update } = useListParams(["agent_user_id", "jenis", "from", "to"]);
  const ledger = useLedger(query, isAgent || finance);
  const mine = useMyAccount(isAgent);
  const agents = useAgents(finance);
  if (!isAgent && !finance) return <Navigate to="/unauthorized" replace />;
  const picked = params.get("agent_user_id") ?? "";
  const pickedAccount = agents.data?.find((agent) => String(agent.user_id) === picked);
  const columns: ColumnDef[] = [
    { key: "created_at", label: "Tanggal", render: (row) => formatDateTime(String(row.created_at)) },
    ...(finance && !picked ? [{ key: "agent_nama", label: "Agen" }] : []),
    {
      key: "jenis",
      label: "Jenis",
      render: (row) => LEDGER_KIND_LABELS[row.jenis as LedgerKind] ?? String(row.jenis),
    },
    { key: "keterangan", label: "Keterangan" },
    { key: "amount", label: "Jumlah", render: (row) => signed(Number(row.amount)) },
    {
      key: "saldo_setelah",
      label: "Saldo Setelah",
      render: (row) => formatRupiah(Number(row.saldo_setelah)),
    },
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
        <select
          aria-label="Jenis"
          value={params.get("jenis") ?? ""}
          onChange={(event) => update({ jenis: event.target.value })}
          className={control}
        >
          <option value="">Semua jenis</option>
          {LEDGER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {LEDGER_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
        <label className="text-sm">
          <span className="mr-2">Dari</span>
          <input
            type="date"
            aria-label="Dari tanggal"
            className={control}
            value={params.get("from") ?? ""}
            onChange={(event) => update({ from: event.target.value })}
          />
        </label>
        <label className="text-sm">
          <span className="mr-2">Sampai</span>
          <input
            type="date"
            aria-label="Sampai tanggal"
            className={control}
            value={params.get("to") ?? ""}
            onChange={(event) => update({ to: event.target.value })}
          />
        </label>
      </div>
      <DataTable
        columns={columns}
        rows={ledger.data?.data as unknown as Row[] | undefined}
        meta={ledger.data?.meta}
        loading={ledger.isLoading}
        error={ledger.error ? ledger.error.message || "Gagal memuat mutasi saldo" : null}
        onRetry={() => void ledger.refetch()}
        sortBy={undefined}
        sortDir={undefined}
        onSort={() => {}}
        onPage={(page) => update({ page: String(page) })}
        emptyText="Belum ada mutasi saldo pada periode ini."
      />
    </div>
  );
}
