import { SESSION_TIMING } from "@ferry/shared/session-timing";

export type ValidationOutcome =
  | { kind: "valid"; permissions?: string[] }
  | { kind: "unauthorized"; reason: string | undefined }
  | { kind: "failed" };

/**
 * Checks the token every 30 s and 100 ms after the tab becomes visible. A 401 with reason
 * force_logout_detected starts the forced logout; any other 401 ends the session as token_invalid;
 * other failures are counted and polling stops after more than 3 of them.
 */
export function startValidationPolling(options: {
  validate: () => Promise<ValidationOutcome>;
  onForceLogout: () => void;
  onUnauthorized: (reason: string | undefined) => void;
  /** Each valid answer, with the permissions the server holds for the user now. */
  onValid?: (permissions: string[] | undefined) => void;
  intervalMs?: number;
  visibleDelayMs?: number;
  maxFailures?: number;
  target?: Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState">;
}): () => void {
  const intervalMs = options.intervalMs ?? SESSION_TIMING.validatePollMs;
  const visibleDelayMs = options.visibleDelayMs ?? SESSION_TIMING.validateAfterVisibleMs;
  const maxFailures = options.maxFailures ?? SESSION_TIMING.validateMaxFailures;
  const target = options.target ?? document;
  let failures = 0;
  let stopped = false;
  let visibleTimer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    stopped = true;
    clearInterval(interval);
    clearTimeout(visibleTimer);
    target.removeEventListener("visibilitychange", onVisible);
  };

  const check = async () => {
    if (stopped) return;
    const outcome = await options.validate();
    if (stopped) return;
    if (outcome.kind === "valid") {
      failures = 0;
      options.onValid?.(outcome.permissions);
      return;
    }
    if (outcome.kind === "unauthorized") {
      stop();
      if (outcome.reason === "force_logout_detected") options.onForceLogout();
      else options.onUnauthorized(outcome.reason);
      return;
    }
    failures += 1;
    if (failures > maxFailures) stop();
  };

  function onVisible() {
    if (target.visibilityState !== "visible") return;
    clearTimeout(visibleTimer);
    visibleTimer = setTimeout(() => void check(), visibleDelayMs);
  }

  const interval = setInterval(() => void check(), intervalMs);
  target.addEventListener("visibilitychange", onVisible);
  return stop;
}
