import { useDeferredValue, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { Pagination } from "../../../components/ui/pagination";
import { SCHEDULE_LIST_FILTERS, scheduleListQuery, useAvailableSchedules } from "./api/schedules";
import { PortFilters, type PortFilterValues } from "./port-filters";
import { ScheduleGrid } from "./schedule-grid";

/** Cards rendered as soon as the list arrives (the first rows on any screen); the rest follow. */
const FIRST_CARDS = 6;

/** /info: 'Jadwal Pelayaran', filters kept in the URL, cards with the lowest price and seats left. */
export function ScheduleListPage() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    document.title = "Jadwal Pelayaran";
  }, []);
  const values: PortFilterValues = {
    origin_port_id: params.get("origin_port_id") ?? "",
    destination_port_id: params.get("destination_port_id") ?? "",
    date: params.get("date") ?? "",
  };
  const list = useAvailableSchedules(scheduleListQuery(params));
  const anyFilter = SCHEDULE_LIST_FILTERS.some((key) => params.get(key));
  // Up to SCHEDULES_PER_PAGE cards: when they arrive the first rows render at once (the largest paint), all of them in a
  // deferred pass that React splits into short slices, so their arrival never blocks the page for long. The
  // first rows are also the deferred value's initial one: when the list is already there at the first render
  // (started early, see early-fetch.ts), the page paints with them instead of waiting for every card.
  const firstRows = list.data ? { ...list.data, data: list.data.data.slice(0, FIRST_CARDS) } : undefined;
  const deferred = useDeferredValue(list.data, firstRows);
  const shown = deferred ?? firstRows;
  const pending = list.isLoading || (!list.error && shown === undefined);

  const change = (next: PortFilterValues) => {
    const updated = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) updated.set(key, value);
      else updated.delete(key);
    }
    // Another question starts at its first page.
    updated.delete("page");
    setParams(updated, { replace: true });
  };
  const listTop = useRef<HTMLHeadingElement>(null);
  const turnPage = (page: number) => {
    const updated = new URLSearchParams(params);
    updated.set("page", String(page));
    setParams(updated);
    listTop.current?.scrollIntoView?.({ block: "start" });
  };

  return (
    <div>
      <section className="bg-gradient-to-br from-navy-800 to-navy-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <h1 className="mb-6 text-3xl font-bold">Jadwal Pelayaran</h1>
          <div className="rounded-xl bg-white/95 p-4 text-slate-900 dark:bg-slate-900/95 dark:text-slate-100">
            <PortFilters values={values} onChange={change} />
            {anyFilter ? (
              <div className="mt-3 text-right">
                <Button variant="ghost" onClick={() => setParams({}, { replace: true })}>
                  Reset Filter
                </Button>
              </div>
            ) : null}
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-8">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 ref={listTop} className="scroll-mt-4 text-2xl font-bold">
            Jadwal Tersedia
          </h2>
          {shown ? <p className="text-slate-500">{shown.meta.total} jadwal ditemukan</p> : null}
        </div>
        <ScheduleGrid
          loading={pending}
          error={Boolean(list.error)}
          errorText="Gagal memuat jadwal pelayaran"
          onRetry={() => void list.refetch()}
          schedules={shown?.data}
          empty={
            <div className="rounded-lg border border-dashed border-slate-300 p-10 text-center">
              <p className="mb-1 text-lg font-semibold">Tidak ada jadwal ditemukan</p>
              <p className="text-slate-500">Coba ubah filter pencarian Anda atau pilih tanggal lain.</p>
            </div>
          }
        />
        {shown && (shown.meta.last_page > 1 || shown.meta.current_page > 1) ? (
          <div className="mt-6">
            <Pagination meta={shown.meta} onPage={turnPage} />
          </div>
        ) : null}
      </section>
    </div>
  );
}
