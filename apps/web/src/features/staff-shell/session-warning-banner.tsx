import { SESSION_TIMING } from "@ferry/shared/session-timing";
import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { REFRESH_MESSAGES } from "../session/refresh-coordinator";
import { useSession } from "../session/session-context";
import { tokenExpiry } from "../session/session-storage";
import { useSessionExtension, useWarningTimeLeft } from "../session/session-urgency";
import { SessionWarningBar } from "../session/session-warning-bar";

/**
 * Polls the token expiry every second; shows itself while 5 minutes or less remain. 'Perpanjang'
 * refreshes ('Session Diperpanjang!' for 3 s); a failure offers 'Coba Lagi', refused within 5 s.
 */
export function SessionWarningBanner() {
  const session = useSession();
  const timeLeft = useWarningTimeLeft(staffTimeLeftMs);
  const [dismissed, setDismissed] = useState(false);
  const [extended, setExtended] = useState(false);
  const extension = useSessionExtension(session.refresh, () => setExtended(true));
  const { busy, error } = extension;
  const lastTry = useRef(Number.NEGATIVE_INFINITY);

  // Dismissed until the warning ends; the next warning shows again.
  useEffect(() => {
    if (timeLeft === null) setDismissed(false);
  }, [timeLeft]);

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

  const extend = () => {
    if (Date.now() - lastTry.current < SESSION_TIMING.refreshMinSpacingMs) {
      extension.setError(REFRESH_MESSAGES.tooSoon);
      return;
    }
    lastTry.current = Date.now();
    void extension.extend();
  };

  const progress = Math.min(100, (timeLeft / SESSION_TIMING.warningThresholdMs) * 100);
  return (
    <SessionWarningBar
      timeLeft={timeLeft}
      error={error}
      busy={busy}
      extendLabel={error ? "Coba Lagi" : "Perpanjang Session"}
      onExtend={extend}
      after={
        <button
          type="button"
          aria-label="Tutup peringatan"
          onClick={() => setDismissed(true)}
          className="rounded p-1 hover:bg-white/50"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      }
      below={
        <div className="mt-2 h-1 w-full overflow-hidden rounded bg-white/60" aria-hidden="true">
          <div className="h-full bg-current transition-all" style={{ width: `${progress}%` }} />
        </div>
      }
    />
  );
}

function staffTimeLeftMs(): number | null {
  const { isExpired, timeLeftMs } = tokenExpiry();
  return isExpired ? null : timeLeftMs;
}
