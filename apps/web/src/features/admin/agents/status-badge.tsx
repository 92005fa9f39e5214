import { REQUEST_STATUS_LABELS, type RequestStatus } from "@ferry/shared/agents";

const TONES: Record<RequestStatus, string> = {
  menunggu: "bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-200",
  disetujui: "bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-200",
  ditolak: "bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-200",
};

/** Menunggu / Disetujui / Ditolak of a top-up or a limit change. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${TONES[status]}`}>
      {REQUEST_STATUS_LABELS[status]}
    </span>
  );
}
