import { HOME_SCHEDULES_QUERY } from "@ferry/shared/public-pages";
import { useDeferredValue } from "react";
import { Link } from "react-router";
import { useAvailableSchedules } from "../schedules/api/schedules";
import { ScheduleGrid } from "../schedules/schedule-grid";

/** The 6 next sailings on the home page. */
export function LatestSchedules() {
  const list = useAvailableSchedules(HOME_SCHEDULES_QUERY);
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
      <ScheduleGrid
        loading={list.isLoading || (!list.error && shown === undefined)}
        error={Boolean(list.error)}
        errorText="Gagal memuat jadwal terbaru"
        onRetry={() => void list.refetch()}
        schedules={shown?.data}
      />
    </section>
  );
}
