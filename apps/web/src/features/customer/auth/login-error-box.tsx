import { AlertCircle, AlertTriangle, Info } from "lucide-react";
import type { LoginErrorView } from "./login-errors";

const STYLE = {
  error: "border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200",
  warning:
    "border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200",
  info: "border-sky-200 bg-sky-50 text-sky-800 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-200",
};
const ICON = { error: AlertCircle, warning: AlertTriangle, info: Info };

/** The login error box, styled by severity, with 'Coba Lagi' for the retryable codes and `children` (an action). */
export function LoginErrorBox({
  view,
  onRetry,
  children,
}: {
  view: LoginErrorView;
  onRetry: () => void;
  children?: React.ReactNode;
}) {
  const Icon = ICON[view.severity];
  return (
    <div
      role="alert"
      data-severity={view.severity}
      className={`mb-4 rounded-lg border p-4 text-sm ${STYLE[view.severity]}`}
    >
      <div className="flex items-start gap-2">
        <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <div className="flex-1">
          <p className="font-semibold">{view.title}</p>
          <p className="mt-1">{view.message}</p>
          {view.hint ? <p className="mt-2 text-xs opacity-90">{view.hint}</p> : null}
          {view.alternative ? <p className="mt-1 text-xs opacity-90">{view.alternative}</p> : null}
          {view.retry ? (
            <button
              type="button"
              onClick={onRetry}
              className="mt-3 rounded-md border border-current px-3 py-1 text-xs font-semibold"
            >
              Coba Lagi
            </button>
          ) : null}
          {children}
        </div>
      </div>
    </div>
  );
}
