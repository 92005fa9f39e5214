import type { Boarding, BoardingCounts } from "@ferry/shared/embarkation";
import type { PublicPort } from "@ferry/shared/public-voyage";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";
import { OPEN_BOARDINGS_KEY, readDeviceSetting, saveDeviceSetting } from "../gate-device";

export type Counts = BoardingCounts;
export type { Boarding };

const BOARDINGS = "/boardings";
/** Gate screens refresh the counts and last scans this often. */
export const LIVE_MS = 5000;

/** Every boarding query lives under `all`: a scan, a command or a re-measurement refreshes the counts. */
export const boardingKeys = {
  all: [BOARDINGS] as const,
  day: (date: string, portId: number | null) => [...boardingKeys.all, date, portId] as const,
  open: () => [...boardingKeys.all, "open"] as const,
  ports: () => ["/public/ports"] as const,
};

/** The day's sailings, from one origin port when `portId` is given. */
export const boardingsQuery = (date: string, portId: number | null = null) =>
  queryOptions({
    queryKey: boardingKeys.day(date, portId),
    queryFn: () =>
      staffApi.get<{ data: Boarding[] }>(BOARDINGS, { date, port_id: portId }).then((answer) => answer.data),
    refetchInterval: LIVE_MS,
  });

export const portsQuery = () =>
  queryOptions({
    queryKey: boardingKeys.ports(),
    queryFn: () => staffApi.get<{ data: PublicPort[] }>("/public/ports").then((answer) => answer.data),
    staleTime: 10 * 60_000,
  });

/**
 * The sailings whose boarding is open. The last answer is kept on the device, so a gate reloaded without
 * a network still offers its sailing (and decides from its stored gate list, decision 031).
 */
export const openBoardingsQuery = () =>
  queryOptions({
    queryKey: boardingKeys.open(),
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

export const useBoardings = (date: string, portId: number | null = null) =>
  useQuery(boardingsQuery(date, portId));
export const usePorts = () => useQuery(portsQuery());
export const useOpenBoardings = () => useQuery(openBoardingsQuery());

/** Opens (`open`) or closes (`close`) boarding of a schedule. */
export function useBoardingCommand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ scheduleId, action }: { scheduleId: number; action: "open" | "close" }) =>
      staffApi.post<{ data: Boarding; message?: string }>(`${BOARDINGS}/${scheduleId}/${action}`),
    onSuccess: () => client.invalidateQueries({ queryKey: boardingKeys.all }),
  });
}
