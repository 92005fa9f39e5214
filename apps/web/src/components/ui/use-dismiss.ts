import { type RefObject, useEffect, useRef } from "react";

/**
 * Closes an open pop-up (a menu) when the user presses the mouse outside the returned ref's element or
 * presses Escape. Listens only while `open`.
 */
export function useDismiss<T extends HTMLElement>(open: boolean, close: () => void): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) close();
    };
    const escapeKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("mousedown", outside);
    document.addEventListener("keydown", escapeKey);
    return () => {
      document.removeEventListener("mousedown", outside);
      document.removeEventListener("keydown", escapeKey);
    };
  }, [open, close]);
  return ref;
}
