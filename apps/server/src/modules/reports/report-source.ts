import { dayLabel, valueLabel } from "@ferry/shared/labels";
import type { ReportColumn } from "@ferry/shared/reports";
import { scheduleStatusLabel } from "@ferry/shared/schedules";
import { int } from "./sql-parts";

export type Row = Record<string, string | number | null>;
/** A report computed in pages: the columns, then batches of rows; totals once all rows are read. */
export type ReportSource = {
  columns: ReportColumn[];
  batches: AsyncIterable<Row[]>;
  totals: () => Record<string, number>;
};

/**
 * A report row as staff read it on screen and in every export: days as `23/11/2026`, a sailing's status and
 * coded values (method, channel, ticket status, gender) by their labels from `@ferry/shared/labels`.
 */
export function readableRow(row: Row): Row {
  const shown: Row = { ...row };
  for (const [key, value] of Object.entries(row)) {
    if (typeof value !== "string") continue;
    if (key === "tanggal") shown[key] = dayLabel(value);
    else if (key === "status") shown[key] = scheduleStatusLabel(value);
    else shown[key] = valueLabel(key, value);
  }
  return shown;
}

/** The same source, its rows made readable as they stream (totals are numbers, untouched). */
export function readable(source: ReportSource): ReportSource {
  return {
    // A getter, not a copy: some reports know their columns only after reading their rows (`lazy`).
    get columns() {
      return source.columns;
    },
    batches: (async function* () {
      for await (const batch of source.batches) yield batch.map(readableRow);
    })(),
    totals: () => source.totals(),
  };
}

export const money = (key: string, label: string): ReportColumn => ({ key, label, kind: "money" });
export const num = (key: string, label: string): ReportColumn => ({ key, label, kind: "number" });
export const text = (key: string, label: string): ReportColumn => ({ key, label, kind: "text" });
/** Whether a column holds figures that add up to a total (not a text, not a day). */
export const summed = (column: ReportColumn) => column.kind !== "text" && column.kind !== "date";
/** A day column: shown `23/11/2026`, written to Excel as a date. */
export const day = (key: string, label: string): ReportColumn => ({ key, label, kind: "date" });

export function summer(keys: string[]) {
  const totals: Record<string, number> = Object.fromEntries(keys.map((key) => [key, 0]));
  return {
    add(rows: Row[]) {
      for (const row of rows) for (const key of keys) totals[key] = (totals[key] ?? 0) + int(row[key]);
    },
    totals,
  };
}

export async function* once(rows: Promise<Row[]>) {
  yield await rows;
}

/**
 * The rows, all added to `sums` once read, then yielded in batches of 2,000: a reader that stops early (the
 * screen's first 5,000 rows of a year's 35,000 sailings) makes only what it reads readable.
 */
export async function* summedOnce(rows: Promise<Row[]>, sums: ReturnType<typeof summer>) {
  const found = await rows;
  sums.add(found);
  for (let at = 0; at < Math.max(found.length, 1); at += 2000) yield found.slice(at, at + 2000);
}

export function lazy(
  rows: Promise<Row[]>,
  columns: () => ReportColumn[],
  totals: () => Record<string, number>,
): ReportSource {
  // The recap's columns depend on the classes found: read them after the batches.
  return {
    get columns() {
      return columns();
    },
    batches: once(rows),
    totals,
  };
}
