import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A sailing's time is shown in its port's zone with the zone's label, everywhere (docs/decisions/
 * 023-truthful-times-and-figures.md). This scan reads every page and component and refuses a sailing
 * time (`waktu_berangkat`, `waktu_tiba`) written by anything but the zoned formatters of
 * `packages/shared/src/zoned-time.ts` (through `lib/format.ts`) with the zone passed, and refuses raw
 * time formatting anywhere (the machine's zone, no label).
 */
const SOURCE = dirname(import.meta.dirname);
const SAILING_TIME = /\bwaktu_(berangkat|tiba)\b/;
/** Formatters that take the zone and write its label (or a date, or form values, in that zone). */
const ZONED = new Set([
  "formatTime",
  "formatZonedTime",
  "formatZonedDateTime",
  "formatDateLong",
  "isoDateIn",
  "instantToLocal",
]);
const FORMATTING = /^(format\w*|to\w*String|isoDateIn|instantToLocal|localTimestamp)$/;
const RAW = [
  { pattern: /\.toLocale(Date|Time)String\(/, why: "toLocaleDateString/toLocaleTimeString" },
  { pattern: /\.get(UTC)?(Hours|Minutes)\(/, why: "reads hours or minutes of a Date" },
  { pattern: /waktu_(berangkat|tiba)[\w?.!)\]]*\.(slice|substring|substr|split)\(/, why: "cuts an ISO time" },
];
const ALLOWED_RAW = new Set(["lib/format.ts"]);

/** The arguments of the call whose `(` is at `open`, split at top-level commas. */
function argumentsAt(text: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let index = open; index < text.length; index++) {
    const char = text[index];
    if (char === "(" || char === "[" || char === "{") depth++;
    else if (char === ")" || char === "]" || char === "}") {
      depth--;
      if (depth === 0) {
        args.push(text.slice(start, index));
        return args.map((arg) => arg.trim()).filter(Boolean);
      }
    } else if (char === "," && depth === 1) {
      args.push(text.slice(start, index));
      start = index + 1;
    }
  }
  return args;
}

/** Each place in a source text that writes a sailing time without its zone. */
export function unzonedSailingTimes(text: string, file = "source"): string[] {
  const found: string[] = [];
  const line = (index: number) => text.slice(0, index).split("\n").length;
  for (const call of text.matchAll(/([A-Za-z_$][\w$]*)\s*\(/g)) {
    const name = call[1] ?? "";
    if (!FORMATTING.test(name)) continue;
    const open = (call.index ?? 0) + call[0].length - 1;
    const [value, zone] = argumentsAt(text, open);
    if (!value || !SAILING_TIME.test(value)) continue;
    if (!ZONED.has(name))
      found.push(`${file}:${line(call.index ?? 0)} ${name}() writes a sailing time without its zone label`);
    else if (!zone || zone === "DEFAULT_ZONE")
      found.push(`${file}:${line(call.index ?? 0)} ${name}() is not given the port's zone`);
  }
  if (!ALLOWED_RAW.has(file)) {
    for (const { pattern, why } of RAW) {
      const match = pattern.exec(text);
      if (match) found.push(`${file}:${line(match.index)} ${why}`);
    }
  }
  return found;
}

function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("sailing times on screen", () => {
  it("catches a sailing time written without its zone", () => {
    expect(unzonedSailingTimes("formatDateTime(booking.schedule.waktu_berangkat)")).toHaveLength(1);
    expect(unzonedSailingTimes("formatTime(\n  row.waktu_tiba,\n)")).toHaveLength(1);
    expect(unzonedSailingTimes("formatTime(row.waktu_tiba, DEFAULT_ZONE)")).toHaveLength(1);
    expect(unzonedSailingTimes("new Date(s.waktu_berangkat).toLocaleTimeString()")).toHaveLength(1);
    expect(unzonedSailingTimes("s.waktu_berangkat.slice(11, 16)")).toHaveLength(1);
    expect(unzonedSailingTimes("formatZonedDateTime(s.waktu_berangkat, zoneOf(s))")).toEqual([]);
    expect(unzonedSailingTimes("formatTime(s.waktu_berangkat, s.route?.port_origin.zona_waktu)")).toEqual([]);
  });

  it("no page or component writes a sailing time without its port's zone", () => {
    const found = sources(SOURCE).flatMap((path) =>
      unzonedSailingTimes(readFileSync(path, "utf8"), relative(SOURCE, path)),
    );
    expect(found).toEqual([]);
  });
});
