import type { ScanConflictEntry } from "@ferry/shared/gate-offline";
import { gateTime } from "@ferry/shared/gate-rules";
import { TriangleAlert } from "lucide-react";
import { useScanConflicts } from "../api/scans";

type ConflictScan = ScanConflictEntry["scan"];

function ScanLine({ scan, zone }: { scan: ConflictScan; zone: string }) {
  return (
    <>
      {gateTime(new Date(scan.created_at), zone)} · {scan.gate}
      {scan.device ? ` (${scan.device})` : ""} · {scan.offline ? "offline" : "online"}
      {scan.officer ? ` · ${scan.officer}` : ""}
    </>
  );
}

/**
 * A sailing's offline conflicts for the supervisor (decision 031): each ticket with the offline admission
 * that clashed and the earlier admission (or the cancellation) it clashed with. The ticket counts once.
 */
export function ScanConflicts({
  scheduleId,
  count,
  zone,
}: {
  scheduleId: number;
  count: number;
  zone: string;
}) {
  const conflicts = useScanConflicts(scheduleId, count > 0);
  if (count === 0) return null;
  return (
    <section
      aria-label="Konflik scan offline"
      className="rounded-lg border-2 border-amber-500 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
    >
      <h3 className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="h-4 w-4" aria-hidden="true" />
        {count} konflik scan offline
      </h3>
      {conflicts.isLoading ? <p>Memuat konflik...</p> : null}
      {conflicts.error ? <p role="alert">{conflicts.error.message || "Gagal memuat konflik"}</p> : null}
      <ul className="mt-2 space-y-2">
        {conflicts.data?.map((conflict) => (
          <li key={conflict.scan.id} className="border-t border-amber-300 pt-2">
            <p className="font-semibold">
              {conflict.label}: {conflict.ticket.nama}{" "}
              <span className="font-mono font-normal">{conflict.ticket.kode_tiket}</span>
            </p>
            <p>
              Scan offline: <ScanLine scan={conflict.scan} zone={zone} />
            </p>
            <p>
              {conflict.other ? (
                <>
                  Scan sebelumnya: <ScanLine scan={conflict.other} zone={zone} />
                </>
              ) : (
                `Tiket berstatus ${conflict.ticket.status_tiket} tanpa scan sebelumnya`
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
