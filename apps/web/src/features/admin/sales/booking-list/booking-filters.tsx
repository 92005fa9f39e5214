import {
  BOOKING_CHANNEL_LABELS,
  BOOKING_CHANNELS,
  BOOKING_STATUSES,
  bookingStatusLabel,
} from "@ferry/shared/bookings";
import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { controlClass } from "../../../../components/form/control-class";

export type FilterName = "status" | "channel" | "date" | "code";

const compact = controlClass.replace("w-full ", "");

/** The list's search and filters; every value lives in the URL. */
export function BookingFilters({
  filters,
  params,
  update,
}: {
  filters: FilterName[];
  params: URLSearchParams;
  update: (changes: Record<string, string | undefined>) => void;
}) {
  const [search, setSearch] = useState(params.get("search") ?? "");
  const [code, setCode] = useState(params.get("code") ?? "");
  useEffect(() => {
    const timer = setTimeout(() => {
      const changes: Record<string, string> = {};
      if ((params.get("search") ?? "") !== search) changes.search = search;
      if ((params.get("code") ?? "") !== code) changes.code = code;
      if (Object.keys(changes).length > 0) update(changes);
    }, 350);
    return () => clearTimeout(timer);
  });
  return (
    <div className="flex flex-wrap gap-2">
      <label className="relative min-w-48 flex-1">
        <span className="sr-only">Cari</span>
        <Search className="absolute top-2.5 left-3 h-4 w-4 text-slate-400" aria-hidden="true" />
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Cari kode, nama, NIK atau plat nomor"
          className={`${controlClass} pl-9`}
        />
      </label>
      {filters.includes("code") ? (
        <input
          aria-label="Kode booking"
          placeholder="Kode booking"
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          className={`${compact} w-36 font-mono`}
        />
      ) : null}
      {filters.includes("status") ? (
        <select
          aria-label="Status"
          value={params.get("status") ?? ""}
          onChange={(event) => update({ status: event.target.value })}
          className={compact}
        >
          <option value="">Semua status</option>
          {BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {bookingStatusLabel(status)}
            </option>
          ))}
        </select>
      ) : null}
      {filters.includes("channel") ? (
        <select
          aria-label="Kanal"
          value={params.get("channel") ?? ""}
          onChange={(event) => update({ channel: event.target.value })}
          className={compact}
        >
          <option value="">Semua kanal</option>
          {BOOKING_CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {BOOKING_CHANNEL_LABELS[channel]}
            </option>
          ))}
        </select>
      ) : null}
      {filters.includes("date") ? (
        <input
          type="date"
          aria-label="Tanggal berangkat"
          value={params.get("date") ?? ""}
          onChange={(event) => update({ date: event.target.value })}
          className={compact}
        />
      ) : null}
    </div>
  );
}
