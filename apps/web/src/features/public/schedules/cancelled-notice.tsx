import { cancelledLabel } from "@ferry/shared/sailing-notices";
import { Ban } from "lucide-react";

type Cancellable = { status: string; alasan_batal: string | null };

/** Whether the operator cancelled the sailing (it is shown, with its reason, but not sold). */
export const isCancelled = (schedule: Cancellable) => schedule.status === "batal";

/** 'Dibatalkan: Cuaca buruk: gelombang tinggi' on a public card, board row or detail page. */
export function CancelledNotice({ schedule, className = "" }: { schedule: Cancellable; className?: string }) {
  if (!isCancelled(schedule)) return null;
  return (
    <p
      role="status"
      className={`flex items-start gap-1 font-semibold text-red-700 dark:text-red-300 ${className}`}
    >
      <Ban className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {cancelledLabel(schedule.alasan_batal)}
    </p>
  );
}
