import { activityChanges } from "@ferry/shared/activity-changes";
import type { ActivityLogEntry } from "@ferry/shared/activity-log";
import { subjectLabel } from "@ferry/shared/labels";
import { DEFAULT_ZONE } from "../../../lib/format";

type Logged = Pick<ActivityLogEntry, "subject_type" | "user_agent" | "properties">;

/** An activity log row opened: what it was about, from which device, and what changed, field by field. */
export function ActivityDetails({ row }: { row: Logged }) {
  const changes = activityChanges(row.properties, DEFAULT_ZONE);
  return (
    <div className="space-y-2 text-xs">
      <p>
        <span className="text-slate-500">Data:</span> {subjectLabel(row.subject_type)}
        {row.user_agent ? (
          <>
            {" "}
            · <span className="text-slate-500">Perangkat:</span> {row.user_agent}
          </>
        ) : null}
      </p>
      {changes.length === 0 ? (
        <p className="text-slate-500">Tidak ada rincian perubahan.</p>
      ) : (
        <table className="min-w-full" aria-label="Rincian perubahan">
          <thead className="text-left text-slate-500">
            <tr>
              <th className="py-1 pr-3">Kolom</th>
              <th className="py-1 pr-3">Sebelum</th>
              <th className="py-1">Sesudah</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field} className="align-top">
                <th scope="row" className="py-1 pr-3 text-left font-medium">
                  {change.label}
                </th>
                <td className="py-1 pr-3 break-words text-red-700 dark:text-red-300">{change.before}</td>
                <td className="py-1 break-words text-green-700 dark:text-green-300">{change.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
