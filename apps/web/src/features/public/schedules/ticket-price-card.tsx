import { formatRupiah } from "../../../lib/format";
import type { Seat } from "./api/schedules";
import { QUOTA_CLASSES, quotaPercent, quotaTone } from "./quota";

/** One price entry: passenger price, or a vehicle class with empty and loaded price, and its quota. */
export function TicketPriceCard({ seat, onOrder }: { seat: Seat; onOrder: (seat: Seat) => void }) {
  const cargo = seat.cargo_type;
  const isPassenger = cargo?.kategori === "penumpang";
  const tone = QUOTA_CLASSES[quotaTone(seat.sisa_kuota)];
  const soldOut = seat.sisa_kuota <= 0;
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <div className="mb-2 flex items-start justify-between gap-2">
        <h3 className="font-semibold">{cargo?.nama}</h3>
        {!isPassenger && cargo?.golongan ? (
          <span className="rounded bg-navy-50 px-2 py-0.5 text-xs font-bold text-navy-700 dark:bg-slate-800 dark:text-sky-300">
            GOL {cargo.golongan}
          </span>
        ) : null}
      </div>
      {cargo?.deskripsi ? <p className="mb-3 text-sm text-slate-500">{cargo.deskripsi}</p> : null}
      {isPassenger ? (
        <p className="mb-3">
          <span className="block text-xs text-slate-500">Harga Tiket</span>
          <span className="text-xl font-bold text-navy-700 dark:text-sky-300">
            {formatRupiah(seat.harga)}
          </span>
        </p>
      ) : (
        <dl className="mb-3 grid grid-cols-2 gap-2">
          <div>
            <dt className="text-xs text-slate-500">Harga Kosong</dt>
            <dd className="font-bold">{formatRupiah(seat.harga)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Harga Muat</dt>
            <dd className="font-bold">
              {seat.harga_muatan === null ? "-" : formatRupiah(seat.harga_muatan)}
            </dd>
          </div>
        </dl>
      )}
      <div className="mb-1 flex items-center justify-between text-sm">
        <span>
          Sisa kuota: <strong className={tone.text}>{seat.sisa_kuota}</strong> / {seat.kapasitas}
        </span>
        <span className={`font-semibold ${soldOut ? "text-red-600" : "text-green-700 dark:text-green-400"}`}>
          {soldOut ? "Habis" : "Tersedia"}
        </span>
      </div>
      <div
        className="mb-4 h-2 overflow-hidden rounded bg-slate-200 dark:bg-slate-700"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={seat.kapasitas}
        aria-valuenow={seat.sisa_kuota}
        aria-label={`Sisa kuota ${cargo?.nama}`}
      >
        <div
          className={`h-full ${tone.bar}`}
          style={{ width: `${quotaPercent(seat.sisa_kuota, seat.kapasitas)}%` }}
        />
      </div>
      <button
        type="button"
        disabled={soldOut}
        onClick={() => onOrder(seat)}
        className="mt-auto rounded-lg bg-navy-700 px-3 py-2 text-sm font-semibold text-white hover:bg-navy-800 disabled:cursor-not-allowed disabled:bg-slate-400"
      >
        {soldOut ? "Tiket Habis" : "Pesan Tiket"}
      </button>
    </article>
  );
}
