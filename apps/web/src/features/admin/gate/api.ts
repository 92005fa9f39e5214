import type { Boarding, BoardingCounts } from "@ferry/shared/embarkation";
import type { ScanAnswer, ScanInput } from "@ferry/shared/gate";
import type { ScanConflictEntry } from "@ferry/shared/gate-offline";
import type { ScanEntry, Ticket } from "@ferry/shared/tickets";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, staffApi } from "../../../lib/api";
import { OPEN_BOARDINGS_KEY, readDeviceSetting, saveDeviceSetting } from "./gate-device";

export type Counts = BoardingCounts;
export type { Boarding };

export type ScanPos = "masuk" | "batal";

const BOARDINGS = "/boardings";
/** Gate screens refresh the counts and last scans this often. */
const LIVE_MS = 5000;

/** The day's sailings, from one origin port when `portId` is given. */
export function useBoardings(date: string, portId: number | null = null) {
  return useQuery({
    queryKey: [BOARDINGS, date, portId],
    queryFn: () =>
      staffApi.get<{ data: Boarding[] }>(BOARDINGS, { date, port_id: portId }).then((answer) => answer.data),
    refetchInterval: LIVE_MS,
  });
}

export type PortOption = { id: number; nama: string };

export function usePorts() {
  return useQuery({
    queryKey: ["/public/ports"],
    queryFn: () => staffApi.get<{ data: PortOption[] }>("/public/ports").then((answer) => answer.data),
    staleTime: 10 * 60_000,
  });
}

/** A sailing's offline conflicts with both scans, for the supervisor on /embarkasi. */
export function useScanConflicts(scheduleId: number, enabled: boolean) {
  return useQuery({
    queryKey: ["/tickets/scans/conflicts", scheduleId],
    queryFn: () =>
      staffApi
        .get<{ data: ScanConflictEntry[] }>("/tickets/scans/conflicts", { schedule_id: scheduleId })
        .then((answer) => answer.data),
    enabled,
    refetchInterval: LIVE_MS,
  });
}

/**
 * The sailings whose boarding is open. The last answer is kept on the device, so a gate reloaded without
 * a network still offers its sailing (and decides from its stored gate list, decision 031).
 */
export function useOpenBoardings() {
  return useQuery({
    queryKey: [BOARDINGS, "open"],
    queryFn: async () => {
      const open = (await staffApi.get<{ data: Boarding[] }>(`${BOARDINGS}/open`)).data;
      saveDeviceSetting(OPEN_BOARDINGS_KEY, JSON.stringify(open));
      return open;
    },
    initialData: () =>
      (JSON.parse(readDeviceSetting(OPEN_BOARDINGS_KEY) || "null") as Boarding[] | null) ?? undefined,
    initialDataUpdatedAt: 0,
    refetchInterval: 30_000,
  });
}

/** Opens (`open`) or closes (`close`) boarding of a schedule. */
export function useBoardingCommand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ scheduleId, action }: { scheduleId: number; action: "open" | "close" }) =>
      staffApi.post<{ data: Boarding; message?: string }>(`${BOARDINGS}/${scheduleId}/${action}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [BOARDINGS] }),
  });
}

const SCAN_PATHS: Record<ScanPos, string> = {
  masuk: "/tickets/validate-qr",
  batal: "/tickets/scan-cancelled",
};
const SCANS_PATHS: Record<ScanPos, string> = { masuk: "/tickets/scans", batal: "/tickets/cancelled/scans" };

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
      void client.invalidateQueries({ queryKey: [SCANS_PATHS[pos]] });
      void client.invalidateQueries({ queryKey: [BOARDINGS] });
    },
  });
}

export function useRecentScans(pos: ScanPos, scheduleId: number | null, gate: string) {
  return useQuery({
    queryKey: [SCANS_PATHS[pos], scheduleId, gate],
    queryFn: () =>
      staffApi
        .get<{ data: ScanEntry[] }>(SCANS_PATHS[pos], { schedule_id: scheduleId, gate, limit: 10 })
        .then((answer) => answer.data),
    enabled: scheduleId !== null,
    refetchInterval: LIVE_MS,
  });
}

export function useCancelledTickets(scheduleId: number | null) {
  return useQuery({
    queryKey: ["/tickets/cancelled", scheduleId],
    queryFn: () =>
      staffApi
        .get<{ data: Ticket[] }>("/tickets/cancelled", { schedule_id: scheduleId })
        .then((answer) => answer.data),
    enabled: scheduleId !== null,
  });
}
