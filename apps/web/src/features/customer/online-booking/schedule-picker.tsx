import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { PlacesLeft } from "../../../components/ui/places-left";
import { formatDateLong, formatRupiah, formatTime } from "../../../lib/format";
import { PortFilters, type PortFilterValues } from "../../public/schedules/port-filters";
import { priceSummary } from "../../public/schedules/price-summary";
import { useOnlineDepartures } from "./api/departures";

/** Step 1 of /customer/booking: search the public schedules by route and date, pick one. */
export function SchedulePicker({ onPick }: { onPick: (scheduleId: number) => void }) {
  const [values, setValues] = useState<PortFilterValues>({
    origin_port_id: "",
    destination_port_id: "",
    date: "",
  });
  const list = useOnlineDepartures({ ...values, per_page: 20, sort_by: "waktu_berangkat" });
  const rows = list.data?.data ?? [];
  return (
    <section aria-labelledby="pilih-jadwal" className="space-y-4">
      <h2 id="pilih-jadwal" className="text-lg font-semibold">
        Pilih Jadwal
      </h2>
      <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
        <PortFilters values={values} onChange={setValues} />
      </div>
      {list.isLoading ? (
        <p className="text-slate-500">Memuat jadwal...</p>
      ) : list.error ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-red-600">
          <span>{list.error.message}</span>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            Coba Lagi
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-500">
          Tidak ada jadwal yang masih dibuka untuk pemesanan online pada pencarian ini.
        </p>
      ) : (
        <ul className="space-y-2">
          {rows.map((schedule) => {
            const zone = schedule.route?.port_origin.zona_waktu;
            const summary = priceSummary(schedule);
            return (
              <li
                key={schedule.id}
                className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700 dark:bg-slate-900"
              >
                <div>
                  <p className="font-semibold">{schedule.route?.nama_rute}</p>
                  <p className="text-sm text-slate-500">
                    {formatDateLong(schedule.waktu_berangkat, zone)},{" "}
                    {formatTime(schedule.waktu_berangkat, zone)} · {schedule.ship?.nama} · sisa{" "}
                    <PlacesLeft seats={schedule.available_seats} />
                    {summary.lowest !== null ? ` · mulai ${formatRupiah(summary.lowest)}` : ""}
                  </p>
                </div>
                <Button
                  onClick={() => onPick(schedule.id)}
                  aria-label={`Pilih jadwal ${schedule.route?.nama_rute}`}
                >
                  Pilih
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
