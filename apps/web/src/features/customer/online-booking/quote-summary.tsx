import type { SaleQuote } from "@ferry/shared/booking-answers";
import { componentLabel } from "@ferry/shared/booking-components";
import { formatRupiah } from "../../../lib/format";

/** The live price of the form, as the server computes it (discounts, child and infant fares, fare components). */
export function QuoteSummary({
  quote,
  pending,
  error,
}: {
  quote: SaleQuote | undefined;
  pending: boolean;
  error: string | null;
}) {
  return (
    <section
      aria-labelledby="ringkasan-harga"
      aria-live="polite"
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="ringkasan-harga" className="mb-2 font-semibold">
        Ringkasan Harga
      </h2>
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : !quote ? (
        <p className="text-sm text-slate-500">
          {pending ? "Menghitung harga..." : "Lengkapi data untuk melihat harga."}
        </p>
      ) : (
        <dl className="space-y-1 text-sm">
          <div className="flex justify-between">
            <dt>Penumpang</dt>
            <dd>{formatRupiah(quote.subtotal_penumpang)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>Kendaraan</dt>
            <dd>{formatRupiah(quote.subtotal_kendaraan)}</dd>
          </div>
          {quote.total_potongan > 0 ? (
            <div className="flex justify-between text-green-700 dark:text-green-400">
              <dt>Potongan {quote.potongan.map((item) => item.nama).join(", ")}</dt>
              <dd>-{formatRupiah(quote.total_potongan)}</dd>
            </div>
          ) : null}
          {quote.komponen.map((component) => (
            <div key={component.nama} className="flex justify-between gap-3">
              <dt>{componentLabel(component)}</dt>
              <dd className="whitespace-nowrap">{formatRupiah(component.jumlah)}</dd>
            </div>
          ))}
          <div className="flex justify-between border-t border-slate-200 pt-1 text-base font-bold dark:border-slate-700">
            <dt>Total</dt>
            <dd data-testid="quote-total">{formatRupiah(quote.total_harga)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
