/** Quota colour (public specification section 4): above 30 green, 11 to 30 yellow, 10 or below red. */
export function quotaTone(left: number): "green" | "yellow" | "red" {
  if (left > 30) return "green";
  if (left > 10) return "yellow";
  return "red";
}

export const QUOTA_CLASSES = {
  green: { text: "text-green-700 dark:text-green-400", bar: "bg-green-500" },
  yellow: { text: "text-amber-700 dark:text-amber-400", bar: "bg-amber-500" },
  red: { text: "text-red-600 dark:text-red-400", bar: "bg-red-500" },
} as const;

/**
 * The share of seats left, against the entry's real capacity (the original client assumed 50 for every
 * entry; see docs/decisions/004-public-schedules.md).
 */
export function quotaPercent(left: number, capacity: number): number {
  if (capacity <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((left / capacity) * 100)));
}
