import { AlertCircle, CheckCircle2, Info } from "lucide-react";
import type { ReactNode } from "react";

const STYLE = {
  success:
    "border-green-200 bg-green-50 text-green-800 dark:border-green-900 dark:bg-green-950 dark:text-green-200",
  error: "border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200",
  warning:
    "border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200",
  info: "border-sky-200 bg-sky-50 text-sky-800 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-200",
};
const ICON = { success: CheckCircle2, error: AlertCircle, warning: AlertCircle, info: Info };

/** A coloured message box; errors are announced as alerts, the rest as status. */
export function Notice({ kind, children }: { kind: keyof typeof STYLE; children: ReactNode }) {
  const Icon = ICON[kind];
  return (
    <div
      role={kind === "error" ? "alert" : "status"}
      className={`flex items-start gap-2 rounded-lg border px-4 py-3 text-sm ${STYLE[kind]}`}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
