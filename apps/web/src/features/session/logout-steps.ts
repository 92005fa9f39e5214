import { SESSION_TIMING } from "@ferry/shared/session-timing";

export const LOGOUT_STEP_LABELS = [
  "Menyimpan aktivitas terakhir...",
  "Mengakhiri sesi di server...",
  "Membersihkan data lokal...",
  "Mengalihkan ke halaman login...",
] as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The manual logout's progress: four timed steps (1000, 1000, 800, 500 ms), then a 500 ms pause,
 * then `finish` (the logout itself, reason manual). `onStep(i)` is called as step i starts.
 */
export async function runLogoutSteps(
  onStep: (index: number) => void,
  finish: () => Promise<void> | void,
): Promise<void> {
  for (const [index, duration] of SESSION_TIMING.logoutStepsMs.entries()) {
    onStep(index);
    await wait(duration);
  }
  await wait(SESSION_TIMING.logoutPauseMs);
  await finish();
}
