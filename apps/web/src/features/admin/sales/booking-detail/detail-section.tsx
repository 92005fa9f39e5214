import type { ReactNode } from "react";
import { DEFAULT_ZONE, formatDateTime, zoneLabel } from "../../../../lib/format";

/** An office timestamp (created, verified ...) in the operator's zone, labelled. */
export const stamp = (value: string | null | undefined) =>
  value ? `${formatDateTime(value, DEFAULT_ZONE)} ${zoneLabel(DEFAULT_ZONE)}` : "-";

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 border-t border-slate-200 pt-3 dark:border-slate-700">
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** Label/value pairs in two columns (one on a phone). */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="mb-1 sm:mb-0">{value ?? "-"}</dd>
        </div>
      ))}
    </dl>
  );
}
