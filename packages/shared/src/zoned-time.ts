/**
 * Wall-clock times in an IANA zone <-> instants, without depending on the machine's zone.
 * Indonesia has no daylight saving, but the conversion is exact for any zone.
 */
export const PORT_TIME_ZONES = ["Asia/Jakarta", "Asia/Makassar", "Asia/Jayapura"] as const;
export type PortTimeZone = (typeof PORT_TIME_ZONES)[number];

export const TIME_ZONE_LABELS: Record<PortTimeZone, string> = {
  "Asia/Jakarta": "WIB",
  "Asia/Makassar": "WITA",
  "Asia/Jayapura": "WIT",
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone, made once (they are costly to build). */
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formats.set(timeZone, format);
  }
  return format;
}

function offsetMinutes(instant: Date, timeZone: string): number {
  const parts: Record<string, number> = {};
  const format = formatIn(timeZone);
  for (const part of format.formatToParts(instant)) parts[part.type] = Number(part.value);
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** `2026-11-23` + `08:00` in `Asia/Makassar` -> the instant 2026-11-23T00:00:00Z. */
export function localToInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const naive = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  const first = naive - offsetMinutes(new Date(naive), timeZone) * 60_000;
  return new Date(naive - offsetMinutes(new Date(first), timeZone) * 60_000);
}

/** The wall-clock date and time of an instant in a zone, `yyyy-mm-ddTHH:mm:ss`. */
export function localTimestamp(instant: Date, timeZone: string): string {
  return new Date(instant.getTime() + offsetMinutes(instant, timeZone) * 60_000).toISOString().slice(0, 19);
}

/** The wall-clock date (yyyy-mm-dd) and time (HH:mm) of an instant in a zone. */
export function instantToLocal(instant: Date, timeZone: string): { date: string; time: string } {
  const local = localTimestamp(instant, timeZone);
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** The instants where a calendar day in a zone begins and ends (end exclusive). */
export function dayRange(date: string, timeZone: string): { start: Date; end: Date } {
  return {
    start: localToInstant(date, "00:00", timeZone),
    end: localToInstant(addDays(date, 1), "00:00", timeZone),
  };
}

const ZONE_LABELS: Record<string, string> = { ...TIME_ZONE_LABELS, "Asia/Pontianak": "WIB" };

/** `WITA` for `Asia/Makassar`; a zone outside Indonesia is shown by its own name. */
export function zoneLabel(timeZone: string): string {
  return ZONE_LABELS[timeZone] ?? timeZone;
}

const asDate = (instant: Date | string) => (typeof instant === "string" ? new Date(instant) : instant);

/**
 * `10.00 WITA`: the wall-clock time of an instant in a port's zone, with the zone's label. The one way a
 * sailing's time is written on any screen (a source scan test keeps pages from formatting it otherwise).
 */
export function formatZonedTime(instant: Date | string, timeZone: string): string {
  const { time } = instantToLocal(asDate(instant), timeZone);
  return `${time.replace(":", ".")} ${zoneLabel(timeZone)}`;
}

/** `23/11/2026 10.00 WITA`: date and time in a port's zone, with the zone's label. */
export function formatZonedDateTime(instant: Date | string, timeZone: string): string {
  const { date } = instantToLocal(asDate(instant), timeZone);
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year} ${formatZonedTime(instant, timeZone)}`;
}

/** The operator's zone when none is configured (the default of `TZ`). */
export const DEFAULT_OPERATOR_TIME_ZONE: PortTimeZone = "Asia/Jakarta";

/** Today's calendar date (yyyy-mm-dd) in a zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return instantToLocal(now, timeZone).date;
}

/** `2026-12-31` + 1 -> `2027-01-01`: calendar arithmetic on dates, no zone involved. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** 0 = Minggu (Sunday) ... 6 = Sabtu, of a calendar date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
