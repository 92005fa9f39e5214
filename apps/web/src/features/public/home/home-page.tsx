import { usePublicSettings } from "../api/settings";
import { LatestNews } from "./latest-news";
import { LatestSchedules } from "./latest-schedules";
import { ScheduleSearch } from "./schedule-search";

/** The home page: schedule search, the next sailings and calls to action. */
export function HomePage() {
  const settings = usePublicSettings();
  return (
    <>
      <section className="bg-gradient-to-br from-navy-800 to-navy-600 text-white">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="mb-2 text-sm font-semibold tracking-widest text-sky-200 uppercase">
              {settings.company_name}
            </p>
            <h1 className="mb-4 text-3xl font-bold md:text-5xl">
              Menyeberang dengan aman, tepat waktu dan nyaman
            </h1>
            <p className="max-w-xl text-sky-100">
              Lihat jadwal pelayaran beserta sisa kuota, lalu cek status booking dan cetak tiket Anda kapan
              saja.
            </p>
          </div>
          <ScheduleSearch />
        </div>
      </section>
      <LatestSchedules />
      <LatestNews />
    </>
  );
}
