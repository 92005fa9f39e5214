import type { ShipCapacityEntry } from "@ferry/shared/ship-capacities";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";

/** One ship's capacity grid (a quota per cargo type), read and saved whole. */
export const shipCapacityKeys = {
  all: ["/ship-capacities"] as const,
  ship: (shipId: string) => [...shipCapacityKeys.all, shipId] as const,
};

export type CapacityEntry = { cargo_type_id: number; kuota: number };

export const shipCapacitiesQuery = (shipId: string) =>
  queryOptions({
    queryKey: shipCapacityKeys.ship(shipId),
    queryFn: () =>
      staffApi
        .get<{ data: ShipCapacityEntry[] }>(`/ship-capacities/ship/${shipId}`)
        .then((answer) => answer.data),
    enabled: shipId !== "",
  });

export const useShipCapacities = (shipId: string) => useQuery(shipCapacitiesQuery(shipId));

export function useSaveShipCapacities(shipId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entries: CapacityEntry[]) =>
      staffApi.put<{ message?: string }>(`/ship-capacities/ship/${shipId}`, { entries }),
    onSuccess: () => void client.invalidateQueries({ queryKey: shipCapacityKeys.all }),
  });
}
