import { SESSION_TIMING, sessionUrgency } from "@ferry/shared/session-timing";
import { Clock, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { REFRESH_MESSAGES, RefreshRefused } from "../session/refresh-coordinator";
import { useSession } from "../session/session-context";
import { tokenExpiry } from "../session/session-storage";

const URGENCY_STYLE = {
  critical: "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200",
  high: "border-orange-300 bg-orange-50 text-orange-800 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-200",
  medium:
    "border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200",
  low: "border-sky-300 bg-sky-50 text-sky-800 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-200",
};

function minutesSeconds(ms: number): string {
  const total = Math.ceil(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

/**
 * Polls the token expiry every second; shows itself while 5 minutes or less remain. 'Perpanjang'
 * refreshes ('Session Diperpanjang!' for 3 s); a failure offers 'Coba Lagi', refused within 5 s.
 */
export function SessionWarningBanner() {
  const session = useSession();
  const [timeLeft, setTimeLeft] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [extended, setExtended] = useState(false);
  const lastTry = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    const tick = () => {
      const { isExpired, timeLeftMs } = tokenExpiry();
      const show = !isExpired && timeLeftMs <= SESSION_TIMING.warningThresholdMs;
      setTimeLeft(show ? timeLeftMs : null);
      if (!show) setDismissed(false);
    };
    tick();
    const timer = setInterval(tick, SESSION_TIMING.warningPollMs);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!extended) return;
    const timer = setTimeout(() => setExtended(false), SESSION_TIMING.extendSuccessDisplayMs);
    return () => clearTimeout(timer);
  }, [extended]);

  if (extended) {
    return (
      <div
        role="status"
        className="border-b border-green-300 bg-green-50 px-4 py-2 text-sm font-medium text-green-800"
      >
        Session Diperpanjang!
      </div>
    );
  }
  if (timeLeft === null || dismissed) return null;

  const extend = async () => {
    if (Date.now() - lastTry.current < SESSION_TIMING.refreshMinSpacingMs) {
      setError(REFRESH_MESSAGES.tooSoon);
      return;
    }
    lastTry.current = Date.now();
    setBusy(true);
    setError(null);
    try {
      await session.refresh();
      setExtended(true);
    } catch (caught) {
      setError(caught instanceof RefreshRefused ? caught.message : REFRESH_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };

  const urgency = sessionUrgency(timeLeft);
  const progress = Math.min(100, (timeLeft / SESSION_TIMING.warningThresholdMs) * 100);
  return (
    <div
      role="alert"
      data-urgency={urgency}
      className={`border-b px-4 py-2 text-sm ${URGENCY_STYLE[urgency]}`}
    >
      <div className="flex flex-wrap items-center gap-3">
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
          {busy ? "Memperpanjang..." : error ? "Coba Lagi" : "Perpanjang Session"}
        </button>
        <button
          type="button"
          aria-label="Tutup peringatan"
          onClick={() => setDismissed(true)}
          className="rounded p-1 hover:bg-white/50"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <div className="mt-2 h-1 w-full overflow-hidden rounded bg-white/60" aria-hidden="true">
        <div className="h-full bg-current transition-all" style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}
