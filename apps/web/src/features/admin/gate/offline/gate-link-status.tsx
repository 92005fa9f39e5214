import { OFFLINE_MESSAGES } from "@ferry/shared/gate-offline";
import { gateTime } from "@ferry/shared/gate-rules";
import { CloudOff, RefreshCw, Wifi } from "lucide-react";
import type { GateLink } from "./use-offline-gate";

/**
 * The gate device's link at a glance: Online or Offline (it switches by itself), when the gate list was
 * last downloaded, and how many offline scans still wait to be uploaded.
 */
export function GateLinkStatus({ link, zone, onSync }: { link: GateLink; zone: string; onSync: () => void }) {
  const Icon = link.online ? Wifi : CloudOff;
  const tone = link.online
    ? "border-green-600 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100"
    : "border-amber-500 bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100";
  return (
    <section
      aria-label="Status jaringan gerbang"
      className={`flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border-2 px-3 py-2 text-sm ${tone}`}
    >
      <p role="status" className="flex items-center gap-2 font-bold text-base">
        <Icon className="h-5 w-5" aria-hidden="true" />
        {link.online ? "Online" : OFFLINE_MESSAGES.offline}
      </p>
      <p>
        {link.syncedAt
          ? OFFLINE_MESSAGES.lastSync(gateTime(new Date(link.syncedAt), zone))
          : OFFLINE_MESSAGES.neverSynced}
      </p>
      <p data-testid="pending-scans" className={link.pending > 0 ? "font-bold" : undefined}>
        {OFFLINE_MESSAGES.pending(link.pending)}
      </p>
      {link.problem ? (
        <p role="alert" className="basis-full text-red-700 dark:text-red-300">
          {link.problem}
        </p>
      ) : null}
      <button
        type="button"
        onClick={onSync}
        className="ml-auto inline-flex items-center gap-1 rounded-md px-2 py-1 underline"
      >
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        Sinkronkan
      </button>
    </section>
  );
}
