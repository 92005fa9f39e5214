import { bookingStatusLabel } from "@ferry/shared/bookings";
import type { StatusChange } from "../api/booking-types";
import { DetailSection, stamp } from "./detail-section";

/** Every status change with who made it and when, oldest first. */
export function StatusHistory({ history }: { history: StatusChange[] }) {
  return (
    <DetailSection title="Riwayat status">
      {history.length === 0 ? (
        <p className="text-sm text-slate-500">Belum ada riwayat.</p>
      ) : (
        <ol className="space-y-1 text-sm">
          {history.map((change) => (
            <li
              key={`${change.created_at}-${change.to_status}`}
              className="flex flex-wrap justify-between gap-x-3"
            >
              <span>
                {change.from_status ? `${bookingStatusLabel(change.from_status)} → ` : ""}
                <span className="font-medium">{bookingStatusLabel(change.to_status)}</span>
                {change.catatan ? <span className="text-slate-500"> · {change.catatan}</span> : null}
              </span>
              <span className="text-xs text-slate-500">
                {change.username ?? "sistem"} · {stamp(change.created_at)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
