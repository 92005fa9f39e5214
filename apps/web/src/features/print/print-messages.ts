import { DOCUMENT_MESSAGES } from "@ferry/shared/documents";

export type PrintAction = "preview" | "print" | "download";
export type DocumentKind = "booking" | "ticket";

const FAILED: Record<PrintAction, Record<DocumentKind, string>> = {
  preview: { booking: "Gagal menampilkan preview booking", ticket: "Gagal menampilkan preview tiket" },
  print: { booking: "Gagal mencetak booking", ticket: "Gagal mencetak tiket" },
  download: { booking: "Gagal download booking", ticket: "Gagal download tiket" },
};

/** The print flow's alerts and confirm (public specification section 8), spelled as the spec writes them. */
export const PRINT_MESSAGES = {
  popupBlocked: "Popup blocked. Please allow popups for this site.",
  notConfirmed: (statusLabel: string) =>
    `Tiket belum bisa dicetak karena status booking belum dikonfirmasi. Status saat ini: ${statusLabel}`,
  ticketsMissing: DOCUMENT_MESSAGES.ticketsMissing,
  serviceOffline: "Service sedang offline. PDF mungkin tidak dapat dibuat dengan optimal. Lanjutkan?",
  failed: (action: PrintAction, kind: DocumentKind, reason: string) => `${FAILED[action][kind]}: ${reason}`,
} as const;

/** Labels of the menu's actions. */
export const ACTION_LABELS: Record<PrintAction, string> = {
  preview: "Preview",
  print: "Cetak",
  download: "Unduh",
};
