import { useEffect, useState } from "react";

/**
 * False until the frame after the component's first paint: what the first paint does not need (the
 * toaster's chunk) is asked for only then, so that the browser, and Lighthouse's largest paint, never wait
 * for it. The commit alone is not enough: effects may run before the browser paints.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
