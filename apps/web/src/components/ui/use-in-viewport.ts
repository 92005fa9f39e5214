import { type RefObject, useLayoutEffect, useRef } from "react";

/** Space kept between a pop-up and the edge of the screen, in pixels. */
const EDGE = 8;

/**
 * Shifts an open pop-up (an absolutely placed menu) sideways so it lies fully on the screen: a menu
 * anchored to a button near either edge of a phone would otherwise stick out. Placed again on resize.
 */
export function useInViewport<T extends HTMLElement>(open: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!open || !element) return;
    const place = () => {
      element.style.translate = "";
      const { left, right } = element.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      const shift = left < EDGE ? EDGE - left : right > width - EDGE ? width - EDGE - right : 0;
      if (shift) element.style.translate = `${shift}px 0`;
    };
    place();
    window.addEventListener("resize", place);
    return () => window.removeEventListener("resize", place);
  }, [open]);
  return ref;
}
