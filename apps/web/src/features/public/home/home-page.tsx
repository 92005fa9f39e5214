import { CalendarSearch, TicketCheck } from "lucide-react";
import { Link } from "react-router";
import { usePublicSettings } from "../settings-api";

/** The home page's hero; the schedule search and news blocks come with the public website. */
export function HomePage() {
  const settings = usePublicSettings();
  return (
    <section className="bg-gradient-to-br from-navy-800 to-navy-600 text-white">
      <div className="mx-auto max-w-7xl px-4 py-20">
        <p className="mb-2 text-sm font-semibold tracking-widest text-sky-200 uppercase">
          {settings.company_name}
        </p>
        <h1 className="mb-4 max-w-2xl text-3xl font-bold md:text-5xl">
          Menyeberang dengan aman, tepat waktu dan nyaman
        </h1>
        <p className="mb-8 max-w-xl text-sky-100">
          Lihat jadwal pelayaran beserta sisa kuota, lalu cek status booking dan cetak tiket Anda kapan saja.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link
            to="/info"
            className="inline-flex items-center gap-2 rounded-lg bg-white px-5 py-3 font-semibold text-navy-800 hover:bg-sky-50"
          >
            <CalendarSearch className="h-5 w-5" aria-hidden="true" /> Info Jadwal
          </Link>
          <Link
            to="/cek-booking"
            className="inline-flex items-center gap-2 rounded-lg border border-white/60 px-5 py-3 font-semibold hover:bg-white/10"
          >
            <TicketCheck className="h-5 w-5" aria-hidden="true" /> Cek Booking
          </Link>
        </div>
      </div>
    </section>
  );
}
