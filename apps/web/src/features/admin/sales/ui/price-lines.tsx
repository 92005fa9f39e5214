import { componentLabel } from "@ferry/shared/booking-components";
import { formatRupiah } from "../../../../lib/format";
import type { PriceTotals } from "../api/booking-types";

/**
 * Subtotals (transport fares), discounts, one line per fare component (a third party's marked) and the
 * total: the same lines for a quote and a booking.
 */
export function PriceLines({
  totals,
  discounts = [],
  children,
}: {
  totals: PriceTotals;
  /** Names of the discounts applied. */
  discounts?: string[];
  /** Extra lines after the total (paid, still due). */
  children?: React.ReactNode;
}) {
  return (
    <dl className="space-y-1 text-sm">
      <Line label="Subtotal penumpang" value={totals.subtotal_penumpang} />
      {totals.subtotal_kendaraan > 0 ? (
        <Line label="Subtotal kendaraan" value={totals.subtotal_kendaraan} />
      ) : null}
      {totals.total_potongan > 0 ? (
        <Line
          label={discounts.length > 0 ? `Potongan (${discounts.join(", ")})` : "Potongan"}
          value={-totals.total_potongan}
        />
      ) : null}
      {totals.komponen.map((component) => (
        <Line key={component.nama} label={componentLabel(component)} value={component.jumlah} />
      ))}
      <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold dark:border-slate-700">
        <dt>Total</dt>
        <dd data-testid="price-total">{formatRupiah(totals.total_harga)}</dd>
      </div>
      {children}
    </dl>
  );
}

export function Line({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? "font-semibold" : ""}`}>
      <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="whitespace-nowrap">{value < 0 ? `− ${formatRupiah(-value)}` : formatRupiah(value)}</dd>
    </div>
  );
}
