import { SESSION_TIMING } from "@ferry/shared/session-timing";
import { useEffect, useRef, useState } from "react";
import { REFRESH_MESSAGES, RefreshRefused } from "./refresh-coordinator";

/** The colours of a session warning by urgency (staff banner and customer warning alike). */
export const URGENCY_STYLE = {
  critical: "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200",
  high: "border-orange-300 bg-orange-50 text-orange-800 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-200",
  medium:
    "border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200",
  low: "border-sky-300 bg-sky-50 text-sky-800 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-200",
};

/** 274 000 ms -> `4:34`. */
export function minutesSeconds(ms: number): string {
  const total = Math.ceil(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

/**
 * The milliseconds left while the warning applies (at most 5 minutes, not yet expired), else null;
 * re-read from `timeLeftMs` every second.
 */
export function useWarningTimeLeft(timeLeftMs: () => number | null): number | null {
  const [timeLeft, setTimeLeft] = useState<number | null>(null);
  const read = useRef(timeLeftMs);
  read.current = timeLeftMs;
  useEffect(() => {
    const tick = () => {
      const left = read.current();
      setTimeLeft(left !== null && left > 0 && left <= SESSION_TIMING.warningThresholdMs ? left : null);
    };
    tick();
    const timer = setInterval(tick, SESSION_TIMING.warningPollMs);
    return () => clearInterval(timer);
  }, []);
  return timeLeft;
}

/** 'Perpanjang': runs the refresh, busy meanwhile; a refusal's message (or the generic one) as `error`. */
export function useSessionExtension(refresh: () => Promise<unknown>, onExtended: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const extend = async () => {
    setBusy(true);
    setError(null);
    try {
      await refresh();
      onExtended();
    } catch (caught) {
      setError(caught instanceof RefreshRefused ? caught.message : REFRESH_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, extend };
}
