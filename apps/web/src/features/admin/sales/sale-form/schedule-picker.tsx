import { CalendarDays } from "lucide-react";
import { useState } from "react";
import { Field } from "../../../../components/form/field";
import { SelectField } from "../../../../components/form/select-field";
import { Button } from "../../../../components/ui/button";
import { Skeleton } from "../../../../components/ui/skeleton";
import type { SaleSchedule } from "../api/booking-types";
import { type ScheduleSearch, useSalePorts, useSaleSchedules } from "../api/sale-queries";
import { ScheduleCard } from "./schedule-card";

/** Step one of a sale: the day, the crossing, then one of its sailings. */
export function SchedulePicker({
  search,
  onSearch,
  selected,
  onSelect,
  error,
}: {
  search: ScheduleSearch;
  onSearch: (next: ScheduleSearch) => void;
  selected: SaleSchedule | null;
  onSelect: (schedule: SaleSchedule) => void;
  error?: string;
}) {
  const ports = useSalePorts();
  const schedules = useSaleSchedules(search);
  const [changing, setChanging] = useState(false);
  const portChoices = (ports.data ?? []).map((port) => ({ value: String(port.id), label: port.nama }));

  if (selected && !changing) {
    return (
      <section aria-labelledby="schedule-title" className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <h2 id="schedule-title" className="text-lg font-semibold">
            Jadwal
          </h2>
          <Button variant="secondary" className="px-3 py-1.5" onClick={() => setChanging(true)}>
            Ganti jadwal
          </Button>
        </div>
        <ScheduleCard schedule={selected} selected />
      </section>
    );
  }

  return (
    <section aria-labelledby="schedule-title" className="space-y-3">
      <h2 id="schedule-title" className="flex items-center gap-2 text-lg font-semibold">
        <CalendarDays className="h-5 w-5" aria-hidden="true" /> Pilih jadwal
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field
          label="Tanggal berangkat"
          type="date"
          value={search.date}
          onChange={(event) => onSearch({ ...search, date: event.target.value })}
        />
        <SelectField
          label="Pelabuhan asal"
          choices={portChoices}
          placeholder="Semua pelabuhan"
          value={search.origin_port_id}
          onChange={(event) => onSearch({ ...search, origin_port_id: event.target.value })}
        />
        <SelectField
          label="Pelabuhan tujuan"
          choices={portChoices}
          placeholder="Semua pelabuhan"
          value={search.destination_port_id}
          onChange={(event) => onSearch({ ...search, destination_port_id: event.target.value })}
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      {!search.date ? (
        <p className="text-sm text-slate-500">Pilih tanggal berangkat untuk melihat jadwal.</p>
      ) : schedules.isLoading ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : schedules.error ? (
        <p role="alert" className="text-sm text-red-600">
          {schedules.error.message || "Gagal memuat jadwal."}{" "}
          <button type="button" className="underline" onClick={() => void schedules.refetch()}>
            Coba Lagi
          </button>
        </p>
      ) : (schedules.data ?? []).length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500 dark:border-slate-700">
          Tidak ada jadwal yang dapat dijual pada tanggal dan rute ini.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Jadwal tersedia">
          {schedules.data?.map((schedule) => (
            <li key={schedule.id}>
              <ScheduleCard
                schedule={schedule}
                selected={selected?.id === schedule.id}
                onSelect={() => {
                  setChanging(false);
                  onSelect(schedule);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {selected ? (
        <Button variant="ghost" onClick={() => setChanging(false)}>
          Tetap pakai jadwal terpilih
        </Button>
      ) : null}
    </section>
  );
}
