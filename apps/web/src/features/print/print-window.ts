import { printWindowSize } from "@ferry/shared/documents";
import type { PrintDocument } from "./document-paths";

const REVOKE_AFTER_MS = 60_000;

/**
 * Opens the print window at once (in the click, so the browser allows it): 900x700, thermal 400x800.
 * Null when the browser blocked the pop-up.
 */
export function openPrintWindow(document: PrintDocument): Window | null {
  const { width, height } = printWindowSize(document);
  const opened = window.open("", "_blank", `width=${width},height=${height},scrollbars=yes,resizable=yes`);
  if (!opened) return null;
  try {
    opened.document.title = "Memuat...";
  } catch {
    // another origin's blank page: nothing to label
  }
  return opened;
}

function objectUrl(blob: Blob): string {
  const url = URL.createObjectURL(blob);
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  return url;
}

/** Shows a fetched document (HTML preview or PDF) in a window opened by `openPrintWindow`. */
export function showInWindow(target: Window, blob: Blob): void {
  target.location.href = objectUrl(blob);
  target.focus?.();
}

/** Saves a fetched document under `fileName` (the shared download name). */
export function saveBlob(blob: Blob, fileName: string): void {
  const link = document.createElement("a");
  link.href = objectUrl(blob);
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}
