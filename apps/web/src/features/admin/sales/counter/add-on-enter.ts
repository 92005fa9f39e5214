import type { KeyboardEvent } from "react";

/**
 * A row list's keydown: Enter in one of its text fields adds a row (instead of sending the form). Enter on
 * a button or a select keeps its own meaning; a field that handled Enter itself stops it before.
 */
export const addOnEnter = (add: () => void) => (event: KeyboardEvent) => {
  const target = event.target as HTMLElement;
  if (event.key !== "Enter" || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  if (target.tagName !== "INPUT") return;
  event.preventDefault();
  add();
};
