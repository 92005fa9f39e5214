import { STAFF_KEYS } from "../../lib/storage-keys";

/** Real input: keys, clicks and touches. Timers, validation polls and refreshes are not activity. */
const INPUT_EVENTS = ["keydown", "pointerdown", "touchstart"] as const;
/** Last activity is written at most this often while someone types or clicks. */
const WRITE_SPACING_MS = 1000;

/** Stores the moment of the last real input (the spec's "last activity"). */
export function recordActivity(now = Date.now()): void {
  window.localStorage.setItem(STAFF_KEYS.lastActivity, String(now));
}

/**
 * Whether the session is in use: someone gave real input after the current token was issued, i.e.
 * within its lifetime. Only such a session is refreshed at expiry; an idle one ends.
 */
export function usedSinceTokenIssued(): boolean {
  const storage = window.localStorage;
  const last = Number(storage.getItem(STAFF_KEYS.lastActivity));
  const issued = Number(storage.getItem(STAFF_KEYS.tokenIssuedAt)) || 0;
  return Number.isFinite(last) && last > issued;
}

/** Records real input on `target` until the returned stop function is called. */
export function trackActivity(
  target: Pick<Window, "addEventListener" | "removeEventListener"> = window,
  now: () => number = Date.now,
): () => void {
  let written = Number.NEGATIVE_INFINITY;
  const onInput = () => {
    const time = now();
    if (time - written < WRITE_SPACING_MS) return;
    written = time;
    recordActivity(time);
  };
  const options = { capture: true, passive: true };
  for (const name of INPUT_EVENTS) target.addEventListener(name, onInput, options);
  return () => {
    for (const name of INPUT_EVENTS) target.removeEventListener(name, onInput, options);
  };
}
