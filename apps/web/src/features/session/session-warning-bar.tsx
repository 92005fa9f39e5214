import { sessionUrgency } from "@ferry/shared/session-timing";
import { Clock } from "lucide-react";
import type { ReactNode } from "react";
import { minutesSeconds, URGENCY_STYLE } from "./session-urgency";

/**
 * The bar both areas show while 5 minutes or less remain: the time left coloured by urgency, the last
 * extension error and the extend button. The staff banner adds its close button and progress bar.
 */
export function SessionWarningBar({
  timeLeft,
  error,
  busy,
  extendLabel,
  onExtend,
  rowClassName = "",
  after,
  below,
}: {
  timeLeft: number;
  error: string | null;
  busy: boolean;
  extendLabel: string;
  onExtend: () => void;
  rowClassName?: string;
  after?: ReactNode;
  below?: ReactNode;
}) {
  const urgency = sessionUrgency(timeLeft);
  return (
    <div
      role="alert"
      data-urgency={urgency}
      className={`border-b px-4 py-2 text-sm ${URGENCY_STYLE[urgency]}`}
    >
      <div className={`flex flex-wrap items-center gap-3 ${rowClassName}`}>
        <Clock className="h-4 w-4" aria-hidden="true" />
        <span className="flex-1">
          Sesi Anda akan berakhir dalam <strong>{minutesSeconds(timeLeft)}</strong>.{error ? ` ${error}` : ""}
        </span>
        <button
          type="button"
          disabled={busy}
          onClick={onExtend}
          className="rounded-md bg-white/70 px-3 py-1 font-semibold hover:bg-white disabled:opacity-60 dark:bg-slate-800"
        >
          {busy ? "Memperpanjang..." : extendLabel}
        </button>
        {after}
      </div>
      {below}
    </div>
  );
}
