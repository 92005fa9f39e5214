import { type RefObject, useEffect } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The dialog on top of every other open one (the one keys belong to). */
export function isTopDialog(dialog: HTMLElement | null): boolean {
  const dialogs = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
  return dialog !== null && dialogs[dialogs.length - 1] === dialog;
}

/** The focusable elements inside `panel` that are rendered (all of them where nothing has a layout, as in jsdom). */
function focusables(panel: HTMLElement): HTMLElement[] {
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const shown = items.filter((item) => item.getClientRects().length > 0);
  return shown.length > 0 ? shown : items;
}

/** Tab and Shift+Tab cycle inside `panel`; focus that escaped it comes back. */
export function keepFocusIn(panel: HTMLElement, event: KeyboardEvent): void {
  const items = focusables(panel);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  if (
    !panel.contains(active) ||
    (event.shiftKey && (active === first || active === panel)) ||
    (!event.shiftKey && active === last)
  ) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * While `open`: focus moves into the dialog (its first field or button, else the dialog itself), Tab
 * stays inside it, Escape calls `onEscape` when given (only for the dialog on top), and on close focus
 * returns to where it was.
 */
export function useFocusTrap(dialog: RefObject<HTMLElement | null>, open: boolean, onEscape?: () => void) {
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    const panel = dialog.current;
    if (panel && !panel.contains(document.activeElement)) {
      (focusables(panel)[0] ?? panel).focus();
    }
    return () => {
      if (before?.isConnected) before.focus();
    };
  }, [open, dialog]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      const panel = dialog.current;
      if (!panel || !isTopDialog(panel)) return;
      if (event.key === "Escape" && onEscape) onEscape();
      if (event.key === "Tab") keepFocusIn(panel, event);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, dialog, onEscape]);
}
