import { Receipt } from "lucide-react";
import { formatRupiah } from "../../../../lib/format";
import type { Quote } from "../api/booking-types";
import { PriceLines } from "../ui/price-lines";
import type { RowNames } from "./sale-payload";

type ItemProps = { nama: string; harga: number; potongan: number; notes: string[] };

function Item({ nama, harga, potongan, notes }: ItemProps) {
  return (
    <div className="flex justify-between gap-3">
      <span>
        {nama}
        {notes.map((note) => (
          <span key={note} className="ml-1 text-xs text-slate-500">
            ({note})
          </span>
        ))}
      </span>
      <span className="whitespace-nowrap">
        {formatRupiah(harga)}
        {potongan > 0 ? <span className="ml-1 text-xs text-green-700">−{formatRupiah(potongan)}</span> : null}
      </span>
    </div>
  );
}

const Person = (props: ItemProps) => (
  <li>
    <Item {...props} />
  </li>
);

/** The live price of the sale: each person and vehicle, free rider places, insurance, discounts and total. */
export function PriceSummary({
  quote,
  names,
  pending,
  error,
}: {
  quote: Quote | undefined;
  /** The names typed in the form; the quote itself is asked with placeholders. */
  names: RowNames;
  pending: boolean;
  error: Error | null;
}) {
  return (
    <section
      aria-labelledby="price-title"
      aria-busy={pending}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="price-title" className="flex items-center gap-2 text-lg font-semibold">
        <Receipt className="h-5 w-5" aria-hidden="true" /> Rincian harga
        {pending ? <span className="text-xs font-normal text-slate-500">Menghitung...</span> : null}
      </h2>
      {error ? (
        <p
          role="alert"
          className="rounded-md bg-red-50 p-2 text-sm text-red-700 dark:bg-red-950 dark:text-red-300"
        >
          {error.message}
        </p>
      ) : null}
      {!quote ? (
        <p className="text-sm text-slate-500">
          Pilih jadwal lalu isi kelas penumpang atau golongan kendaraan untuk melihat harga.
        </p>
      ) : (
        <div className={`space-y-3 ${pending ? "opacity-60" : ""}`}>
          {quote.passengers.length > 0 ? (
            <ul className="space-y-1 text-sm" aria-label="Harga penumpang">
              {quote.passengers.map((person, index) => (
                <Person
                  // biome-ignore lint/suspicious/noArrayIndexKey: a quote's lines are the form's rows, in order
                  key={index}
                  nama={names.passengers[index] ?? `Penumpang ${index + 1}`}
                  harga={person.harga}
                  potongan={person.potongan}
                  notes={[
                    ...(person.free_rider ? ["gratis"] : []),
                    ...(person.seat_taken ? [] : ["tanpa kursi"]),
                  ]}
                />
              ))}
            </ul>
          ) : null}
          {quote.vehicles.length > 0 ? (
            <ul className="space-y-2 text-sm" aria-label="Harga kendaraan">
              {quote.vehicles.map((vehicle, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a quote's lines are the form's rows, in order
                <li key={index}>
                  <Item
                    nama={names.vehicles[index]?.nomor ?? `Kendaraan ${index + 1}`}
                    harga={vehicle.harga}
                    potongan={vehicle.potongan}
                    notes={[]}
                  />
                  <ul className="mt-1 ml-4 space-y-1 border-l border-slate-200 pl-3 dark:border-slate-700">
                    {vehicle.riders.map((rider, at) => (
                      <Person
                        // biome-ignore lint/suspicious/noArrayIndexKey: a quote's lines are the form's rows, in order
                        key={at}
                        nama={names.vehicles[index]?.riders[at] ?? `Penumpang ${at + 1}`}
                        harga={rider.harga}
                        potongan={rider.potongan}
                        notes={rider.free_rider ? ["gratis, tempat pengemudi"] : []}
                      />
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          ) : null}
          <PriceLines totals={quote} discounts={quote.potongan.map((item) => item.nama)} />
        </div>
      )}
    </section>
  );
}
