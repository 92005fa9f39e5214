import { ChevronRight } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { PlacesLeft } from "../../../components/ui/places-left";
import { formatDateLong, formatDuration, formatRupiah, formatTime } from "../../../lib/format";
import { useOrderTicket } from "../../customer/online-booking/order-ticket";
import { type Seat, usePublicSchedule } from "./api/schedules";
import { BookingInfoModal } from "./booking-info-modal";
import { CancelledNotice, isCancelled } from "./cancelled-notice";
import { DelayedNotice } from "./delayed-notice";
import { ScheduleInfoTab, ShipFacilitiesTab } from "./schedule-info-tabs";
import { TicketPriceCard } from "./ticket-price-card";

const TABS = ["Harga Tiket", "Info Jadwal", "Fasilitas Kapal"] as const;

/** /info/{id}: the hero, three tabs and the booking-information modal. */
export function ScheduleDetailPage() {
  const { id } = useParams();
  const schedule = usePublicSchedule(id);
  const [tab, setTab] = useState<(typeof TABS)[number]>("Harga Tiket");
  const [ordering, setOrdering] = useState<Seat | null>(null);
  // 'Booking Online' on: the customer's booking page; off: the specification's information modal.
  const order = useOrderTicket(Number(id));

  if (schedule.isLoading) {
    return (
      <div
        className="mx-auto h-64 max-w-7xl animate-pulse rounded-xl bg-slate-200 px-4 py-10 dark:bg-slate-800"
        role="status"
        aria-label="Memuat"
      />
    );
  }
  const data = schedule.data;
  if (schedule.error || !data) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="mb-2 text-2xl font-bold">Jadwal Tidak Ditemukan</h1>
        <p className="mb-6 text-slate-500">Gagal memuat detail jadwal</p>
        <Link to="/info" className="rounded-lg bg-navy-700 px-4 py-2 font-semibold text-white">
          Kembali ke Info Jadwal
        </Link>
      </section>
    );
  }
  const origin = data.route?.port_origin;
  const destination = data.route?.port_destination;
  return (
    <div>
      <section className="bg-gradient-to-br from-navy-800 to-navy-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-8">
          <nav aria-label="Breadcrumb" className="mb-4 flex items-center gap-1 text-sm text-sky-100">
            <Link to="/" className="hover:underline">
              Home
            </Link>
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
            <Link to="/info" className="hover:underline">
              Info Jadwal
            </Link>
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
            <span aria-current="page">Detail</span>
          </nav>
          <h1 className="text-3xl font-bold">{data.route?.nama_rute}</h1>
          <p className="mb-4 text-sky-100">{data.ship?.nama}</p>
          <div className="grid gap-2 text-sm sm:grid-cols-3">
            <p>
              Berangkat: {formatDateLong(data.waktu_berangkat, origin?.zona_waktu)},{" "}
              {formatTime(data.waktu_berangkat, origin?.zona_waktu)}
            </p>
            <p>
              Tiba: {formatDateLong(data.waktu_tiba, destination?.zona_waktu)},{" "}
              {formatTime(data.waktu_tiba, destination?.zona_waktu)}
            </p>
            <p>Durasi: {formatDuration(data.duration_minutes)}</p>
          </div>
          <DelayedNotice
            schedule={data}
            className="mt-4 rounded-lg bg-white px-3 py-2 text-amber-700 dark:bg-slate-900 dark:text-amber-300"
          />
          <CancelledNotice
            schedule={data}
            className="mt-4 rounded-lg bg-white px-3 py-2 text-red-700 dark:bg-slate-900 dark:text-red-300"
          />
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-6">
        <div
          role="tablist"
          aria-label="Detail jadwal"
          className="mb-6 flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-700"
        >
          {TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              onClick={() => setTab(name)}
              className={`flex-1 px-2 py-2 text-sm font-semibold whitespace-nowrap sm:flex-none sm:px-4 ${tab === name ? "border-b-2 border-navy-600 text-navy-700 dark:text-sky-300" : "text-slate-500"}`}
            >
              {name}
            </button>
          ))}
        </div>
        <div role="tabpanel" aria-label={tab}>
          {tab === "Harga Tiket" ? (
            isCancelled(data) ? (
              <p className="rounded-lg border border-dashed border-red-300 p-8 text-center text-red-700">
                Pelayaran ini dibatalkan; tiketnya tidak dijual. Pemegang tiket dapat menunggu dipindahkan,
                meminta refund penuh, atau pindah jadwal tanpa biaya.
              </p>
            ) : data.available_seats.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-500">
                Informasi harga tiket belum tersedia untuk jadwal ini.
              </p>
            ) : (
              <>
                <p className="mb-3 text-sm">
                  Sisa: <PlacesLeft seats={data.available_seats} className="font-semibold" />
                </p>
                <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {data.available_seats.map((seat) => (
                    <TicketPriceCard
                      key={seat.id}
                      seat={seat}
                      onOrder={(chosen) => order(chosen.ticket_price_id, () => setOrdering(chosen))}
                    />
                  ))}
                </div>
                <section
                  aria-labelledby="stats-title"
                  className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
                >
                  <h2 id="stats-title" className="mb-3 font-semibold">
                    Statistik Pemesanan
                  </h2>
                  <dl className="grid grid-cols-2 gap-3 text-sm md:grid-cols-4">
                    <div>
                      <dt className="text-slate-500">Kapasitas</dt>
                      <dd className="text-lg font-bold">{data.stats.total_capacity}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-500">Terjual</dt>
                      <dd className="text-lg font-bold">{data.stats.total_sold}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-500">Okupansi</dt>
                      <dd className="text-lg font-bold">
                        {data.stats.occupancy_rate.toLocaleString("id-ID")}%
                      </dd>
                    </div>
                    <div>
                      <dt className="text-slate-500">Pendapatan</dt>
                      <dd className="text-lg font-bold">{formatRupiah(data.stats.total_revenue)}</dd>
                    </div>
                  </dl>
                </section>
              </>
            )
          ) : tab === "Info Jadwal" ? (
            <ScheduleInfoTab schedule={data} />
          ) : (
            <ShipFacilitiesTab schedule={data} />
          )}
        </div>
      </section>
      <BookingInfoModal seat={ordering} onClose={() => setOrdering(null)} />
    </div>
  );
}
