import type { TicketTemplate } from "@ferry/shared/documents";
import { staffApi } from "../../../../lib/api";
import { documentPath } from "../../../print/document-paths";

const FRAME_ID = "counter-print-frame";
const REVOKE_AFTER_MS = 60_000;

/**
 * Prints a paid booking's tickets without leaving the page: the PDF of the counter's template goes into a
 * hidden frame that calls the browser's print dialog once loaded. Resolves with an error message, or null.
 */
export async function printTicketsInFrame(
  booking: { id: number; booking_code: string },
  template: TicketTemplate,
): Promise<string | null> {
  try {
    const path = documentPath(
      { scope: "staff", id: booking.id, code: booking.booking_code },
      template,
      "print",
    );
    const blob = await staffApi.get<Blob>(path, undefined, { as: "blob" });
    document.getElementById(FRAME_ID)?.remove();
    const frame = document.createElement("iframe");
    frame.id = FRAME_ID;
    frame.title = `Tiket ${booking.booking_code}`;
    frame.setAttribute("aria-hidden", "true");
    frame.tabIndex = -1;
    frame.style.cssText = "position:fixed;left:-10000px;top:0;width:800px;height:600px;border:0";
    const url = URL.createObjectURL(blob);
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
    frame.addEventListener("load", () => {
      try {
        frame.contentWindow?.print();
      } catch {
        // A browser that shows PDFs outside the page (no viewer in frames): the ticket opens to print by hand.
        window.open(url, "_blank", "noopener");
      }
    });
    frame.src = url;
    document.body.append(frame);
    return null;
  } catch (error) {
    return `Gagal mencetak tiket: ${error instanceof Error ? error.message : String(error)}`;
  }
}
