import type { AgentAccount } from "@ferry/shared/agents";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatRupiah } from "../../../lib/format";

/** Saldo, plafon and what is still available to sell (saldo + plafon). */
export function AccountCards({ account, loading }: { account: AgentAccount | undefined; loading: boolean }) {
  const cards = [
    { label: "Saldo", value: account?.saldo, hint: "Negatif berarti memakai plafon" },
    { label: "Plafon", value: account?.plafon, hint: "Batas kredit penjualan" },
    { label: "Tersedia", value: account?.tersedia, hint: "Saldo + plafon" },
  ];
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {cards.map((card) => (
        <section
          key={card.label}
          aria-label={card.label}
          className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 className="text-sm text-slate-500">{card.label}</h2>
          {loading || card.value === undefined ? (
            <Skeleton className="mt-2 h-7 w-32" />
          ) : (
            <p className={`mt-1 text-2xl font-bold ${card.value < 0 ? "text-red-600" : ""}`}>
              {formatRupiah(card.value)}
            </p>
          )}
          <p className="mt-1 text-xs text-slate-500">{card.hint}</p>
        </section>
      ))}
    </div>
  );
}
