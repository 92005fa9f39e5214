import type { Discount } from "@ferry/shared/discounts";
import type { Schedule } from "@ferry/shared/schedules";
import { formatZonedDateTime } from "@ferry/shared/zoned-time";
import { useQuery } from "@tanstack/react-query";
import type { Option } from "../resource-kit/resource-types";
import { daySchedulesQuery } from "../voyage/api/schedules";
import { departureLabel } from "./discount-format";

function scheduleOption(item: Schedule): Option {
  const zone = item.route?.port_origin.zona_waktu ?? "Asia/Jakarta";
  const when = formatZonedDateTime(item.waktu_berangkat, zone);
  return {
    value: String(item.id),
    label: [item.route?.kode_rute, when, item.ship?.nama].filter(Boolean).join(" · "),
  };
}

/** The schedule a discount row belongs to, as an option (so an edit keeps showing it). */
export function rowScheduleOption({ schedule, route }: Pick<Discount, "schedule" | "route">): Option | null {
  if (!schedule) return null;
  return {
    value: String(schedule.id),
    label: [route?.kode_rute, departureLabel(schedule)].filter(Boolean).join(" · "),
  };
}

const scheduleOptions = (schedules: Schedule[]) => schedules.map(scheduleOption);

/** Schedules departing on `date` (each in its origin port's day) as options; none without a date. */
export const useDaySchedules = (date: string | undefined) =>
  useQuery({ ...daySchedulesQuery(date), select: scheduleOptions });

/** Options without repeats, in the order first seen. */
export function uniqueOptions(options: (Option | null)[]): Option[] {
  const seen = new Map<string, Option>();
  for (const option of options) if (option && !seen.has(option.value)) seen.set(option.value, option);
  return [...seen.values()];
}
