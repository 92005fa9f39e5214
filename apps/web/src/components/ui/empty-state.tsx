import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A centred "nothing here" panel: icon, title, optional explanation and action. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
}: {
  icon?: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
      {Icon ? <Icon className="mb-3 h-10 w-10 text-slate-400" aria-hidden="true" /> : null}
      <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{title}</h2>
      {description ? <p className="mt-1 max-w-md text-slate-600 dark:text-slate-400">{description}</p> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
