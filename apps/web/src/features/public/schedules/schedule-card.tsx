import { Clock, Ship, Users } from "lucide-react";
import { Link } from "react-router";
import { PlacesLeft } from "../../../components/ui/places-left";
import { formatDateLong, formatDuration, formatRupiah, formatTime } from "../../../lib/format";
import type { PublicSchedule } from "./api/schedules";
import { CancelledNotice } from "./cancelled-notice";
import { DelayedNotice } from "./delayed-notice";
import { priceSummary } from "./price-summary";

/** One sailing in the /info list and on the home page. */
export function ScheduleCard({ schedule }: { schedule: PublicSchedule }) {
  const origin = schedule.route?.port_origin;
  const destination = schedule.route?.port_destination;
  const { lowest, placesLeft } = priceSummary(schedule);
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <p className="text-xs font-semibold tracking-wide text-navy-600 uppercase dark:text-sky-300">
        {schedule.route?.kode_rute}
      </p>
      <h3 className="mb-2 text-lg font-bold">
        {origin?.nama} → {destination?.nama}
      </h3>
      <CancelledNotice schedule={schedule} className="mb-2 text-sm" />
      <DelayedNotice schedule={schedule} className="mb-2 text-sm" />
      <p className="mb-3 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Ship className="h-4 w-4" aria-hidden="true" /> {schedule.ship?.nama} ({schedule.ship?.kode_kapal})
      </p>
      <dl className="mb-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Berangkat</dt>
          <dd>{formatDateLong(schedule.waktu_berangkat, origin?.zona_waktu)}</dd>
          <dd className="font-semibold">{formatTime(schedule.waktu_berangkat, origin?.zona_waktu)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Tiba</dt>
          <dd>{formatDateLong(schedule.waktu_tiba, destination?.zona_waktu)}</dd>
          <dd className="font-semibold">{formatTime(schedule.waktu_tiba, destination?.zona_waktu)}</dd>
        </div>
      </dl>
      <div className="mb-4 flex flex-wrap gap-4 text-sm text-slate-600 dark:text-slate-400">
        <span className="inline-flex items-center gap-1">
          <Clock className="h-4 w-4" aria-hidden="true" /> {formatDuration(schedule.duration_minutes)}
        </span>
        <span className="inline-flex items-center gap-1">
          <Users className="h-4 w-4" aria-hidden="true" /> {placesLeft} tempat tersisa
        </span>
        <PlacesLeft seats={schedule.available_seats} className="basis-full text-xs" />
      </div>
      <div className="mt-auto flex items-end justify-between gap-2">
        <div>
          <p className="text-xs text-slate-500">Harga mulai dari</p>
          <p className="text-lg font-bold text-navy-700 dark:text-sky-300">
            {lowest === null ? "-" : formatRupiah(lowest)}
          </p>
        </div>
        <Link
          to={`/info/${schedule.id}`}
          className="rounded-lg bg-navy-700 px-3 py-2 text-sm font-semibold text-white hover:bg-navy-800"
        >
          Lihat Detail Tiket
        </Link>
      </div>
    </article>
  );
}

export function ScheduleCardSkeleton() {
  return <div aria-hidden="true" className="h-72 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />;
}
