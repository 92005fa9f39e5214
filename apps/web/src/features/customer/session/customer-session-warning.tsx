import { sessionUrgency } from "@ferry/shared/session-timing";
import { Clock } from "lucide-react";
import {
  minutesSeconds,
  URGENCY_STYLE,
  useSessionExtension,
  useWarningTimeLeft,
} from "../../session/session-urgency";
import { useCustomerSession } from "./customer-session";
import { customerTimeLeftMs } from "./customer-storage";

/** Shown while 5 minutes or less remain of the customer session, with a button to extend it. */
export function CustomerSessionWarning() {
  const session = useCustomerSession();
  const timeLeft = useWarningTimeLeft(customerTimeLeftMs);
  const { busy, error, extend } = useSessionExtension(session.refresh, () => {});
  if (timeLeft === null) return null;
  const urgency = sessionUrgency(timeLeft);
  return (
    <div
      role="alert"
      data-urgency={urgency}
      className={`border-b px-4 py-2 text-sm ${URGENCY_STYLE[urgency]}`}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3">
        <Clock className="h-4 w-4" aria-hidden="true" />
        <span className="flex-1">
          Sesi Anda akan berakhir dalam <strong>{minutesSeconds(timeLeft)}</strong>.{error ? ` ${error}` : ""}
        </span>
        <button
          type="button"
          disabled={busy}
          onClick={extend}
          className="rounded-md bg-white/70 px-3 py-1 font-semibold hover:bg-white disabled:opacity-60 dark:bg-slate-800"
        >
          {busy ? "Memperpanjang..." : "Perpanjang Sesi"}
        </button>
      </div>
    </div>
  );
}
