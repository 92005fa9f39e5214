import { formatRupiah } from "../../../lib/format";
import { Line } from "../sales/ui/price-lines";
import { useAgentAccount } from "./api/agent-sales";

/** An agent's sale is paid from the balance: what is available before and after this sale. */
export function AgentBalanceNote({ total }: { total: number | null }) {
  const account = useAgentAccount();
  const before = account.data?.tersedia;
  return (
    <section
      aria-labelledby="agent-pay-title"
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="agent-pay-title" className="font-semibold">
        Dibayar dari saldo agen
      </h2>
      {account.error ? (
        <p role="alert" className="text-sm text-red-600">
          {account.error.message}
        </p>
      ) : before === undefined ? (
        <p className="text-sm text-slate-500">Memuat saldo...</p>
      ) : (
        <dl className="space-y-1 text-sm">
          <Line label="Tersedia sebelum" value={before} />
          <Line label="Penjualan ini" value={-(total ?? 0)} />
          <Line label="Tersedia sesudah" value={before - (total ?? 0)} strong />
          {total !== null && total > before ? (
            <p role="alert" className="text-xs text-red-600">
              Saldo dan plafon tidak mencukupi untuk penjualan ini ({formatRupiah(total)}).
            </p>
          ) : null}
        </dl>
      )}
    </section>
  );
}
