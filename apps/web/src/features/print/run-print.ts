import { bookingDownloadName, downloadStamp, ticketDownloadName } from "@ferry/shared/documents";
import { staffApi } from "../../lib/api";
import { DEFAULT_ZONE } from "../../lib/format";
import { type DocumentTarget, documentPath, type PrintDocument } from "./document-paths";
import { PRINT_MESSAGES, type PrintAction } from "./print-messages";
import { openPrintWindow, saveBlob, showInWindow } from "./print-window";

/** What the page knows before printing (section 7, "Print, preview and download behaviour"). */
export type PrintChecks = {
  /** Whether this page prints tickets of the booking's status (public: confirmed; staff: paid or confirmed). */
  ticketStatusOk: boolean;
  /** The status label named by the alert. */
  statusLabel: string;
  /** Whether the booking has tickets. */
  ticketsAvailable: boolean;
  /** False when the PDF engine reported offline or could not be asked; undefined while unknown. */
  serviceOnline: boolean | undefined;
};

/** The preview's own policy (no scripts, no requests), kept when it is shown from a blob of this origin. */
const PREVIEW_POLICY = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`;

export function withPreviewPolicy(html: string): string {
  return /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, (head) => `${head}${PREVIEW_POLICY}`)
    : `${PREVIEW_POLICY}${html}`;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function downloadName(target: DocumentTarget, document: PrintDocument, now: Date): string {
  const stamp = downloadStamp(now, DEFAULT_ZONE);
  return document === "booking"
    ? bookingDownloadName(target.code, stamp)
    : ticketDownloadName(document, target.code, stamp);
}

async function fetchDocument(target: DocumentTarget, document: PrintDocument, action: PrintAction) {
  const path = documentPath(target, document, action);
  if (action === "preview") {
    const html = await staffApi.get<string>(path, undefined, { as: "text" });
    return new Blob([withPreviewPolicy(html)], { type: "text/html;charset=utf-8" });
  }
  return staffApi.get<Blob>(path, undefined, { as: "blob" });
}

/**
 * Preview (HTML), print (the PDF in a window) or download one document. Ticket documents are refused
 * with an alert while the status does not allow them or no ticket exists; a PDF while the engine reports
 * offline only after the user confirms. Must be called from the click: the window opens before any wait.
 */
export async function runPrintAction(
  target: DocumentTarget,
  document: PrintDocument,
  action: PrintAction,
  checks: PrintChecks,
  now: () => Date = () => new Date(),
): Promise<void> {
  const kind = document === "booking" ? "booking" : "ticket";
  if (kind === "ticket" && !checks.ticketStatusOk) {
    window.alert(PRINT_MESSAGES.notConfirmed(checks.statusLabel));
    return;
  }
  if (kind === "ticket" && !checks.ticketsAvailable) {
    window.alert(PRINT_MESSAGES.ticketsMissing);
    return;
  }
  if (
    action !== "preview" &&
    checks.serviceOnline === false &&
    !window.confirm(PRINT_MESSAGES.serviceOffline)
  ) {
    return;
  }
  if (action === "download") {
    try {
      saveBlob(await fetchDocument(target, document, action), downloadName(target, document, now()));
    } catch (error) {
      window.alert(PRINT_MESSAGES.failed(action, kind, reasonOf(error)));
    }
    return;
  }
  const opened = openPrintWindow(document);
  if (!opened) {
    window.alert(PRINT_MESSAGES.popupBlocked);
    return;
  }
  try {
    showInWindow(opened, await fetchDocument(target, document, action));
  } catch (error) {
    opened.close();
    window.alert(PRINT_MESSAGES.failed(action, kind, reasonOf(error)));
  }
}
