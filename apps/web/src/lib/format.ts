import { formatZonedTime, zoneLabel } from "@ferry/shared/zoned-time";

/**
 * Indonesian formatting. Every date and time function takes the IANA zone the value belongs to (a port's
 * zone) and never depends on the machine's zone. A sailing's time is written with its zone's label by
 * the shared formatters (`@ferry/shared/zoned-time`); `sailing-times.test.ts` keeps pages to them.
 */
export { zoneLabel };

export const DEFAULT_ZONE = "Asia/Jakarta";

const rupiah = new Intl.NumberFormat("id-ID", {
  style: "currency",
  currency: "IDR",
  maximumFractionDigits: 0,
});

/** `Rp 150.000` (no decimals, regular space). */
export function formatRupiah(amount: number): string {
  return rupiah.format(amount).replace(/\s/g, " ");
}

// Building an Intl.DateTimeFormat costs far more than formatting with it (a list of 60 sailings formats
// 240 dates): one formatter per zone and option set is kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat("id-ID", { timeZone, ...options });
    formatters.set(key, found);
  }
  return found;
}

function parts(value: string | Date, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const date = typeof value === "string" ? new Date(value) : value;
  const result: Record<string, string> = {};
  for (const part of formatter(timeZone, options).formatToParts(date)) {
    result[part.type] = part.value;
  }
  return result;
}

/** `Senin, 23 November 2026`. */
export function formatDateLong(value: string | Date, timeZone = DEFAULT_ZONE): string {
  const p = parts(value, timeZone, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
  return `${p.weekday}, ${p.day} ${p.month} ${p.year}`;
}

/** `08.00 WIB`: 24-hour time in the zone, with its Indonesian label. */
export function formatTime(value: string | Date, timeZone = DEFAULT_ZONE): string {
  return formatZonedTime(value, timeZone);
}

/** `23/11/2026 08:00`. */
export function formatDateTime(value: string | Date, timeZone = DEFAULT_ZONE): string {
  const p = parts(value, timeZone, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** `2 jam 30 menit`, `45 menit`, `3 jam`. */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} menit`;
  return rest === 0 ? `${hours} jam` : `${hours} jam ${rest} menit`;
}

/** The calendar date (yyyy-mm-dd) of an instant in a zone: what "today" is there. */
export function isoDateIn(value: Date, timeZone = DEFAULT_ZONE): string {
  const p = parts(value, timeZone, { year: "numeric", month: "2-digit", day: "2-digit" });
  return `${p.year}-${p.month}-${p.day}`;
}
