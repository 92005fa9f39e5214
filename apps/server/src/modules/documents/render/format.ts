import { TIME_ZONE_LABELS } from "@ferry/shared/zoned-time";

/**
 * Indonesian texts of the documents: rupiah, dates and times in a port's zone with its label. The view
 * models hold the formatted strings, so the PDF and the HTML preview print the very same words.
 * Formatters are built once per zone (building one costs more than formatting with it).
 */
const rupiahFormat = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });
const formats = new Map<string, Intl.DateTimeFormat>();

function partsOf(instant: Date, timeZone: string): Record<string, string> {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("id-ID", {
      timeZone,
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formats.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return parts;
}

export function zoneLabel(timeZone: string): string {
  return TIME_ZONE_LABELS[timeZone as keyof typeof TIME_ZONE_LABELS] ?? timeZone;
}

/** `Rp 11.400`. */
export function formatRupiah(amount: number): string {
  return `Rp ${rupiahFormat.format(amount)}`;
}

/** `Senin, 23 November 2026`. */
export function formatDate(instant: Date, timeZone: string): string {
  const p = partsOf(instant, timeZone);
  return `${p.weekday}, ${p.day} ${p.month} ${p.year}`;
}

/** `08.00 WIB`. */
export function formatTime(instant: Date, timeZone: string): string {
  const p = partsOf(instant, timeZone);
  return `${p.hour}.${p.minute} ${zoneLabel(timeZone)}`;
}

/** `Senin, 23 November 2026 08.00 WIB`. */
export function formatDateTime(instant: Date, timeZone: string): string {
  return `${formatDate(instant, timeZone)} ${formatTime(instant, timeZone)}`;
}

/**
 * The last moment a ticket is valid. A validity that ends at midnight (the end of the sailing day) is
 * printed as 23.59 of that day, the way a passenger reads it, not as 00.00 of the next.
 */
export function formatValidUntil(expiry: Date, timeZone: string): string {
  const p = partsOf(expiry, timeZone);
  if (p.hour === "00" && p.minute === "00") {
    const lastMinute = new Date(expiry.getTime() - 60_000);
    return formatDateTime(lastMinute, timeZone);
  }
  return formatDateTime(expiry, timeZone);
}
