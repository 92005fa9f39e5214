import { readlinkSync } from "node:fs";
import { getPriority, setPriority } from "node:os";

/** How much lower a render worker runs than the request loop (a nice value; 19 is the lowest). */
export const RENDER_NICE = 10;

/**
 * Lowers the calling thread's scheduling priority and answers its thread id, or null where that cannot be
 * done. On Linux every thread has its own nice value, reached through its thread id
 * (`/proc/thread-self`). Render workers run at `RENDER_NICE` so that when the cores are busy the request
 * loop (and, on PGlite, the database inside it) gets the CPU first: a bulk print never slows the gate.
 */
export function lowerThreadPriority(nice = RENDER_NICE): { threadId: number; nice: number } | null {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return null;
    setPriority(threadId, Math.max(getPriority(threadId), nice));
    return { threadId, nice: getPriority(threadId) };
  } catch {
    return null;
  }
}
