import { BOOKING_CODE_MAX } from "@ferry/shared/booking-check";
import { Search } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Spinner } from "../../../components/ui/spinner";
import { BookingStatusBadge } from "../sales/ui/status-badges";
import { useBookingsByCode } from "./api/bookings-by-code";
import { BookingPrintCard } from "./booking-print-card";

/**
 * /cetak-tiket: find a booking by its code (`?code=`, the start of a code is enough), see its status and
 * tickets, and preview, print or download the booking document and its tickets in any template.
 */
export default function PrintTicketsPage() {
  const [params, setParams] = useSearchParams();
  const code = (params.get("code") ?? "").trim().toUpperCase();
  const [draft, setDraft] = useState(code);
  const [chosen, setChosen] = useState<number | null>(null);
  useEffect(() => {
    setDraft(code);
    setChosen(null);
  }, [code]);
  const list = useBookingsByCode(code);
  const rows = code ? (list.data?.data ?? []) : [];
  const exact = rows.find((row) => row.booking_code === code);
  const selected = chosen ?? exact?.id ?? (rows.length === 1 ? rows[0]?.id : undefined) ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { code: draft.trim().toUpperCase() } : {});
  };
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-2xl font-bold">Cetak Tiket</h1>
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row" aria-label="Cari booking">
        <label htmlFor="cetak-kode" className="sr-only">
          Kode booking
        </label>
        <input
          id="cetak-kode"
          value={draft}
          maxLength={BOOKING_CODE_MAX}
          onChange={(event) => setDraft(event.target.value.toUpperCase())}
          placeholder="Kode booking"
          autoComplete="off"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 font-mono tracking-wider uppercase dark:border-slate-600 dark:bg-slate-800"
        />
        <Button type="submit" disabled={draft.trim() === ""}>
          <Search className="h-4 w-4" aria-hidden="true" />
          Cari
        </Button>
      </form>
      {!code ? (
        <EmptyState
          title="Cari Booking"
          description="Masukkan kode booking untuk mencetak booking dan tiketnya."
        />
      ) : list.isPending ? (
        <Spinner label="Mencari booking..." />
      ) : list.isError ? (
        <p role="alert" className="text-red-600">
          {list.error.message}
        </p>
      ) : rows.length === 0 ? (
        <EmptyState title="Booking Tidak Ditemukan" description="Kode booking tidak ditemukan" />
      ) : (
        <>
          {rows.length > 1 ? (
            <ul aria-label="Hasil pencarian" className="flex flex-wrap gap-2">
              {rows.map((row) => (
                <li key={row.id}>
                  <button
                    type="button"
                    aria-pressed={row.id === selected}
                    onClick={() => setChosen(row.id)}
                    className={`flex items-center gap-2 rounded-lg border px-3 py-2 text-sm ${row.id === selected ? "border-navy-600 bg-sky-50 dark:bg-slate-800" : "border-slate-300 dark:border-slate-600"}`}
                  >
                    <span className="font-mono font-semibold">{row.booking_code}</span>
                    <BookingStatusBadge status={row.status} label={row.status_label} />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {selected !== null ? (
            <BookingPrintCard id={selected} />
          ) : (
            <p className="text-sm text-slate-500">Pilih booking yang akan dicetak.</p>
          )}
        </>
      )}
    </div>
  );
}
