import { staffApi } from "../../../lib/api";
import { PRINT_MESSAGES } from "../../print/print-messages";
import { openPrintWindow, showInWindow } from "../../print/print-window";

export type ShiftPaper = "thermal" | "a4";

/**
 * Opens the shift report's PDF (thermal 80 mm or A4) in a print window, as tickets print. Must be called
 * from the click: the window opens before the download.
 */
export async function printShiftReport(shiftId: number, paper: ShiftPaper): Promise<void> {
  const opened = openPrintWindow(paper === "thermal" ? "thermal" : "booking");
  if (!opened) {
    window.alert(PRINT_MESSAGES.popupBlocked);
    return;
  }
  try {
    showInWindow(
      opened,
      await staffApi.get<Blob>(`/cashier-shifts/${shiftId}/report/${paper}`, undefined, { as: "blob" }),
    );
  } catch (error) {
    opened.close();
    window.alert(`Gagal mencetak laporan shift: ${error instanceof Error ? error.message : String(error)}`);
  }
}
