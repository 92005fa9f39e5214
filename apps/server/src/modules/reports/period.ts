import type { ReportQuery } from "@ferry/shared/reports";
import { addDays, dayRange, todayIn } from "@ferry/shared/zoned-time";

export type Period = { from: string; to: string; start: Date; end: Date; zone: string };

/** The last day of a `YYYY-MM` month. */
function monthEnd(month: string): string {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, mon, 0)).toISOString().slice(0, 10);
}

/**
 * The report's days in the operator's zone: `month` wins; else `from`/`to`; by default the current
 * month. `start`/`end` are the instants bounding [from 00:00, to + 1 day 00:00).
 */
export function periodOf(
  query: Pick<ReportQuery, "from" | "to" | "month">,
  zone: string,
  now = new Date(),
): Period {
  const today = todayIn(zone, now);
  let from: string;
  let to: string;
  if (query.month) {
    from = `${query.month}-01`;
    to = monthEnd(query.month);
  } else {
    from = query.from ?? (query.to ? addDays(query.to, -30) : `${today.slice(0, 7)}-01`);
    to = query.to ?? (query.from ? monthEnd(from.slice(0, 7)) : monthEnd(today.slice(0, 7)));
  }
  if (to < from) [from, to] = [to, from];
  return { from, to, start: dayRange(from, zone).start, end: dayRange(to, zone).end, zone };
}
