import { BOOKING_STATUSES, bookingStatusLabel } from "@ferry/shared/bookings";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { blockControlClass } from "../../../components/form/control-class";
import { Pagination } from "../../../components/ui/pagination";
import { formatDateLong, formatRupiah, formatTime } from "../../../lib/format";
import { BookingCheckStatusBadge } from "../../public/booking-check/booking-status-badge";
import { useCustomerBookings } from "./api/bookings";
import { CustomerBookingDetail } from "./booking-detail";

/** /customer/history (online booking on): the customer's bookings; `?code=` opens one. */
export function OnlineHistoryPage() {
  const [params, setParams] = useSearchParams();
  const code = params.get("code");
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const list = useCustomerBookings({ page, code: search.trim().toUpperCase(), status });
  if (code) return <CustomerBookingDetail code={code} onBack={() => setParams({})} />;
  const rows = list.data?.data ?? [];
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Riwayat Pemesanan</h1>
      <div className="flex flex-col gap-3 sm:flex-row">
        <label className="flex-1">
          <span className="sr-only">Cari kode booking</span>
          <input
            className={blockControlClass}
            placeholder="Cari kode booking..."
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </label>
        <label>
          <span className="sr-only">Filter status</span>
          <select
            className={blockControlClass}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              setPage(1);
            }}
          >
            <option value="">Semua Status</option>
            {BOOKING_STATUSES.map((value) => (
              <option key={value} value={value}>
                {bookingStatusLabel(value)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <section
        aria-label="Daftar booking"
        className="rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
      >
        {list.isLoading ? (
          <p className="p-4 text-slate-500">Memuat riwayat...</p>
        ) : list.error ? (
          <p role="alert" className="p-4 text-red-600">
            {list.error.message}
          </p>
        ) : rows.length === 0 ? (
          <p className="p-6 text-center text-slate-500">Belum ada pemesanan.</p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {rows.map((row) => {
              const zone = row.schedule?.route?.port_origin.zona_waktu;
              return (
                <li key={row.id}>
                  <button
                    type="button"
                    onClick={() => setParams({ code: row.booking_code })}
                    className="flex w-full flex-col gap-1 p-4 text-left hover:bg-slate-50 sm:flex-row sm:items-center sm:justify-between dark:hover:bg-slate-800"
                  >
                    <span>
                      <span className="block font-mono font-bold">{row.booking_code}</span>
                      <span className="block text-sm text-slate-500">
                        {row.schedule?.route?.nama_rute}
                        {row.schedule
                          ? ` · ${formatDateLong(row.schedule.waktu_berangkat, zone)} ${formatTime(row.schedule.waktu_berangkat, zone)}`
                          : ""}{" "}
                        · {row.jumlah_penumpang} penumpang · {row.jumlah_kendaraan} kendaraan
                      </span>
                    </span>
                    <span className="flex items-center gap-3">
                      <span className="font-semibold">{formatRupiah(row.total_harga)}</span>
                      <BookingCheckStatusBadge status={row.status} />
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {list.data?.meta ? <Pagination meta={list.data.meta} onPage={setPage} /> : null}
      </section>
    </div>
  );
}
