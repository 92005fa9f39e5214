import { dayLabel } from "@ferry/shared/labels";
import { formatDateTime, formatRupiah } from "../../../lib/format";
import type { ColumnDef, RowKey } from "./resource-types";

/** A moment shown as date and time ("-" while empty); sortable when given the list's `sort_by` value. */
export function dateTimeColumn<R extends { id: number }>(
  key: RowKey<R>,
  label: string,
  sortKey?: string,
): ColumnDef<R> {
  return { key, label, sortKey, render: (row) => (row[key] ? formatDateTime(String(row[key])) : "-") };
}

/** A calendar day (`2026-12-01`) as staff write it (`01/12/2026`); sortable when given `sort_by`. */
export function dayColumn<R extends { id: number }>(
  key: RowKey<R>,
  label: string,
  sortKey?: string,
): ColumnDef<R> {
  return { key, label, sortKey, render: (row) => (row[key] ? dayLabel(String(row[key])) : "-") };
}

/** An integer rupiah amount; sortable when given the list's `sort_by` value. */
export function rupiahColumn<R extends { id: number }>(
  key: RowKey<R>,
  label: string,
  sortKey?: string,
): ColumnDef<R> {
  return { key, label, sortKey, render: (row) => formatRupiah(Number(row[key])) };
}

/** A code shown by its label, or as itself when it has none; sortable when given `sort_by`. */
export function labelColumn<R extends { id: number }>(
  key: RowKey<R>,
  label: string,
  labels: Readonly<Record<string, string>>,
  sortKey?: string,
): ColumnDef<R> {
  return { key, label, sortKey, render: (row) => labels[String(row[key])] ?? String(row[key]) };
}
