/** Timings of the staff session (staff specification, section 9), in milliseconds unless named otherwise. */
export const SESSION_TIMING = {
  defaultTokenLifetimeMs: 60 * 60 * 1000,
  warningThresholdMs: 5 * 60 * 1000,
  expiryCheckIntervalMs: 30_000,
  warningPollMs: 1000,
  refreshMinSpacingMs: 5000,
  validatePollMs: 30_000,
  validateAfterVisibleMs: 100,
  validateMaxFailures: 3,
  forcedLogoutToastMs: 6000,
  forcedLogoutModalDelayMs: 1000,
  forcedLogoutRedirectSeconds: 10,
  extendSuccessDisplayMs: 3000,
  passwordSuccessToastMs: 5000,
  authGuardMaxMs: 3000,
  logoutStepsMs: [1000, 1000, 800, 500],
  logoutPauseMs: 500,
} as const;

/** Warning-banner urgency by time left: critical <= 60 s, high <= 120 s, medium <= 300 s, else low. */
export type SessionUrgency = "critical" | "high" | "medium" | "low";

export function sessionUrgency(timeLeftMs: number): SessionUrgency {
  if (timeLeftMs <= 60_000) return "critical";
  if (timeLeftMs <= 120_000) return "high";
  if (timeLeftMs <= 300_000) return "medium";
  return "low";
}
