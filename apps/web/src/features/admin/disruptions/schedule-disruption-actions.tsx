import type { Schedule } from "@ferry/shared/schedules";
import { Users } from "lucide-react";
import { Link } from "react-router";
import { useSession } from "../../session/session-context";
import { CancelScheduleDialog } from "./cancel-schedule-dialog";
import { ChangeShipDialog } from "./change-ship-dialog";
import { DelayScheduleDialog } from "./delay-schedule-dialog";
import { sailingOfRow } from "./sailing-of-row";

/**
 * The schedule list's row actions of a disrupted day: delay, change the ship of or cancel a sailing not yet
 * left, or see the passengers of a cancelled one.
 */
export function ScheduleDisruptionActions({ row, label }: { row: Schedule; label: string }) {
  const session = useSession();
  if (row.dibatalkan_at && session.can("view booking")) {
    return (
      <Link
        to={`/jadwal/${row.id}/terdampak`}
        className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm text-navy-700 hover:bg-slate-100 dark:text-sky-300"
      >
        <Users className="h-4 w-4" aria-hidden="true" /> Penumpang terdampak
      </Link>
    );
  }
  if ((row.status === "terjadwal" || row.status === "boarding") && session.can("edit jadwal")) {
    const sailing = sailingOfRow(row);
    return (
      <span className="inline-flex">
        <DelayScheduleDialog sailing={sailing} label={label} />
        <ChangeShipDialog sailing={sailing} label={label} />
        <CancelScheduleDialog scheduleId={row.id} label={label} />
      </span>
    );
  }
  return null;
}
