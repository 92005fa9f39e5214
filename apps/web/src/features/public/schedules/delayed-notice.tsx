import { delayedLabel } from "@ferry/shared/sailing-notices";
import { formatZonedDateTime } from "@ferry/shared/zoned-time";
import { Clock } from "lucide-react";

/** A sailing as the 'Ditunda' notice needs it: its times, the departure first published and why it moved. */
export type Delayable = {
  status: string;
  waktu_berangkat: string;
  waktu_berangkat_awal?: string | null;
  alasan_tunda?: string | null;
  route: { port_origin: { zona_waktu: string } } | null;
};

/**
 * 'Ditunda ke 01/12/2026 10.30 WIB (semula 01/12/2026 08.00 WIB): Menunggu cuaca' on a public card, board
 * row, detail page or booking check; both times in the origin port's zone. Nothing for a sailing on time or
 * cancelled (the cancellation says more).
 */
export function DelayedNotice({ schedule, className = "" }: { schedule: Delayable; className?: string }) {
  if (!schedule.waktu_berangkat_awal || schedule.status === "batal") return null;
  const zone = schedule.route?.port_origin.zona_waktu ?? "Asia/Jakarta";
  return (
    <p
      role="status"
      className={`flex items-start gap-1 font-semibold text-amber-700 dark:text-amber-300 ${className}`}
    >
      <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {delayedLabel(
        formatZonedDateTime(schedule.waktu_berangkat, zone),
        formatZonedDateTime(schedule.waktu_berangkat_awal, zone),
        schedule.alasan_tunda ?? null,
      )}
    </p>
  );
}
