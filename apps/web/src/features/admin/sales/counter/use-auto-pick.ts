import { useEffect, useRef } from "react";
import type { SaleSchedule } from "../api/booking-types";
import { type ScheduleSearch, useSaleSchedules } from "../api/sale-queries";
import { nextDeparture } from "./next-departure";

const nextDay = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

/**
 * Opens the counter on the next departure from its port with seats: the first of the day searched, else
 * of the day after. Picks once; the cashier's own choice (or 'Ganti jadwal') is never overridden.
 */
export function useAutoPick(options: {
  enabled: boolean;
  search: ScheduleSearch;
  onSearch: (next: ScheduleSearch) => void;
  onPick: (schedule: SaleSchedule) => void;
}) {
  const { enabled, search } = options;
  const schedules = useSaleSchedules(search);
  const state = useRef<"looking" | "tomorrow" | "done">("looking");
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    if (!enabled || state.current === "done" || !schedules.data || schedules.isPlaceholderData) return;
    const found = nextDeparture(schedules.data, new Date());
    if (found) {
      state.current = "done";
      latest.current.onPick(found);
    } else if (state.current === "looking") {
      state.current = "tomorrow";
      latest.current.onSearch({ ...search, date: nextDay(search.date) });
    } else {
      state.current = "done";
    }
  }, [enabled, schedules.data, schedules.isPlaceholderData, search]);
}
