import { Wallet } from "lucide-react";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatRupiah } from "../../../lib/format";
import { useAgentAccount } from "./api/agent-sales";

/** The agent's balance, credit limit and what is still available to sell. */
export function AgentBalanceCard() {
  const account = useAgentAccount();
  if (account.isLoading) return <Skeleton className="h-24" />;
  if (account.error || !account.data)
    return (
      <p
        role="alert"
        className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300"
      >
        {account.error?.message || "Gagal memuat saldo agen."}{" "}
        <button type="button" className="underline" onClick={() => void account.refetch()}>
          Coba Lagi
        </button>
      </p>
    );
  const { saldo, plafon, tersedia } = account.data;
  return (
    <section
      aria-label="Saldo agen"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-center gap-3">
        <Wallet className="h-8 w-8 text-navy-600" aria-hidden="true" />
        <div>
          <p className="text-xs text-slate-500">Tersedia untuk dijual</p>
          <p className="text-xl font-bold">{formatRupiah(tersedia)}</p>
        </div>
      </div>
      <div>
        <p className="text-xs text-slate-500">Saldo</p>
        <p className="text-lg font-semibold">{formatRupiah(saldo)}</p>
      </div>
      <div>
        <p className="text-xs text-slate-500">Plafon</p>
        <p className="text-lg font-semibold">{formatRupiah(plafon)}</p>
      </div>
    </section>
  );
}
