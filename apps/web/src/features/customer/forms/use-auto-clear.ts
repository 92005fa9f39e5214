import { useEffect, useState } from "react";

/** Messages auto-dismiss after 5 seconds (public specification section 9). */
export const MESSAGE_DISMISS_MS = 5000;

/** A message that clears itself `ms` after being set. */
export function useAutoClear<T>(ms = MESSAGE_DISMISS_MS) {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    if (value === null) return;
    const timer = setTimeout(() => setValue(null), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return [value, setValue] as const;
}
