import type { ScanAnswer, ScanInput } from "@ferry/shared/gate";
import type { ScanConflictEntry } from "@ferry/shared/gate-offline";
import type { ScanEntry, Ticket } from "@ferry/shared/tickets";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, staffApi } from "../../../../lib/api";
import { boardingKeys, LIVE_MS } from "./boardings";

export type ScanPos = "masuk" | "batal";

const SCAN_PATHS: Record<ScanPos, string> = {
  masuk: "/tickets/validate-qr",
  batal: "/tickets/scan-cancelled",
};
const SCANS_PATHS: Record<ScanPos, string> = { masuk: "/tickets/scans", batal: "/tickets/cancelled/scans" };

export const scanKeys = {
  recent: (pos: ScanPos) => [SCANS_PATHS[pos]] as const,
  recentAt: (pos: ScanPos, scheduleId: number | null, gate: string) =>
    [...scanKeys.recent(pos), scheduleId, gate] as const,
  cancelledTickets: (scheduleId: number | null) => ["/tickets/cancelled", scheduleId] as const,
  conflicts: (scheduleId: number) => ["/tickets/scans/conflicts", scheduleId] as const,
};

/** A sailing's offline conflicts with both scans, for the supervisor on /embarkasi. */
export const scanConflictsQuery = (scheduleId: number) =>
  queryOptions({
    queryKey: scanKeys.conflicts(scheduleId),
    queryFn: () =>
      staffApi
        .get<{ data: ScanConflictEntry[] }>("/tickets/scans/conflicts", { schedule_id: scheduleId })
        .then((answer) => answer.data),
    refetchInterval: LIVE_MS,
  });

export const recentScansQuery = (pos: ScanPos, scheduleId: number | null, gate: string) =>
  queryOptions({
    queryKey: scanKeys.recentAt(pos, scheduleId, gate),
    queryFn: () =>
      staffApi
        .get<{ data: ScanEntry[] }>(SCANS_PATHS[pos], { schedule_id: scheduleId, gate, limit: 10 })
        .then((answer) => answer.data),
    enabled: scheduleId !== null,
    refetchInterval: LIVE_MS,
  });

export const cancelledTicketsQuery = (scheduleId: number | null) =>
  queryOptions({
    queryKey: scanKeys.cancelledTickets(scheduleId),
    queryFn: () =>
      staffApi
        .get<{ data: Ticket[] }>("/tickets/cancelled", { schedule_id: scheduleId })
        .then((answer) => answer.data),
    enabled: scheduleId !== null,
  });

export const useScanConflicts = (scheduleId: number, enabled: boolean) =>
  useQuery({ ...scanConflictsQuery(scheduleId), enabled });
export const useRecentScans = (pos: ScanPos, scheduleId: number | null, gate: string) =>
  useQuery(recentScansQuery(pos, scheduleId, gate));
export const useCancelledTickets = (scheduleId: number | null) => useQuery(cancelledTicketsQuery(scheduleId));

/**
 * Sends a scan. A request lost on the way is sent again with the same nonce (twice at most by default):
 * the server answers the first scan again instead of scanning twice. With `timeoutMs` a request that
 * hangs on a weak link counts as lost after that long.
 */
export async function sendScan(
  pos: ScanPos,
  body: ScanInput,
  options: { attempts?: number; timeoutMs?: number } = {},
): Promise<ScanAnswer> {
  const attempts = options.attempts ?? 3;
  for (let attempt = 1; ; attempt++) {
    try {
      const signal = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
      return (await staffApi.post<{ data: ScanAnswer }>(SCAN_PATHS[pos], body, { signal })).data;
    } catch (error) {
      if (!isLinkDown(error) || attempt >= attempts) throw error;
    }
  }
}

/** The request never got an answer (no network, the link dropped, or it timed out). */
export const isLinkDown = (error: unknown) => error instanceof ApiError && error.status === 0;

/** Scans at a gate; `decide` replaces the plain request (the offline gate decides locally when it must). */
export function useScan(pos: ScanPos, decide?: (body: ScanInput) => Promise<ScanAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ScanInput) => (decide ? decide(body) : sendScan(pos, body)),
    // TanStack Query would hold a mutation while the browser is offline; the gate decides then itself.
    networkMode: "always",
    onSettled: () => {
      void client.invalidateQueries({ queryKey: scanKeys.recent(pos) });
      void client.invalidateQueries({ queryKey: boardingKeys.all });
    },
  });
}
