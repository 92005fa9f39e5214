import { useDeferredValue } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { ScheduleCard, ScheduleCardSkeleton } from "../schedules/schedule-card";
import { useAvailableSchedules } from "../schedules/schedules-api";

/** The 6 next sailings on the home page. */
export function LatestSchedules() {
  const list = useAvailableSchedules({ per_page: 6, sort_by: "waktu_berangkat" });
  // The cards render in a deferred pass React splits into short slices (no long task when they arrive).
  const shown = useDeferredValue(list.data);
  return (
    <section className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="latest-title">
      <div className="mb-4 flex items-baseline justify-between">
        <h2 id="latest-title" className="text-2xl font-bold">
          Jadwal Terbaru
        </h2>
        <Link to="/info" className="text-sm font-semibold text-navy-600 hover:underline dark:text-sky-300">
          Lihat semua jadwal
        </Link>
      </div>
      {list.isLoading || (!list.error && shown === undefined) ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[1, 2, 3, 4, 5, 6].map((key) => (
            <ScheduleCardSkeleton key={key} />
          ))}
        </div>
      ) : list.error ? (
        <div
          role="alert"
          className="rounded-lg bg-red-50 p-6 text-center text-red-700 dark:bg-red-950 dark:text-red-300"
        >
          <p className="mb-3">Gagal memuat jadwal terbaru</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            Coba Lagi
          </Button>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown?.data.map((schedule) => (
            <ScheduleCard key={schedule.id} schedule={schedule} />
          ))}
        </div>
      )}
    </section>
  );
}
