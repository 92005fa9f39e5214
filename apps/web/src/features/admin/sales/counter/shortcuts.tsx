import { useEffect, useRef } from "react";

/** A key of the counter: `code` is the physical key (KeyboardEvent.code), so Alt+1 works on any layout. */
export type Shortcut = { code: string; alt?: boolean; ctrl?: boolean };

/**
 * The counter's keys, shown as hints beside the buttons they stand for. Alt with a digit or K is free in
 * Chrome, Edge and Firefox (their menus use Alt+F, E, V, S, B, T, H); Ctrl+Enter is the usual "send".
 */
export const COUNTER_KEYS = {
  adult: { code: "Digit1", alt: true, hint: "Alt+1" },
  child: { code: "Digit2", alt: true, hint: "Alt+2" },
  infant: { code: "Digit3", alt: true, hint: "Alt+3" },
  vehicle: { code: "KeyK", alt: true, hint: "Alt+K" },
  pay: { code: "Enter", ctrl: true, hint: "Ctrl+Enter" },
} as const;

const matches = (event: KeyboardEvent, key: Shortcut) =>
  event.code === key.code &&
  event.altKey === Boolean(key.alt) &&
  (event.ctrlKey || event.metaKey) === Boolean(key.ctrl) &&
  !event.shiftKey;

/** Runs `action` when `key` is pressed anywhere on the page while the component is mounted. */
export function useShortcut(key: Shortcut, action: () => void, enabled = true): void {
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!matches(event, key)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [key, enabled]);
}

/** A key hint as the buttons show it. */
export function KeyHint({ keys }: { keys: string }) {
  return (
    <span
      aria-hidden="true"
      className="ml-1 rounded border border-current px-1 font-mono text-[0.7rem] font-normal"
    >
      {keys}
    </span>
  );
}
