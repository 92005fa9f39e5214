import type { CounterDefaults, KnownPerson, KnownVehicle } from "@ferry/shared/counter";
import { plateKey } from "@ferry/shared/counter";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../../../lib/api";

export const counterKeys = {
  all: ["counter"] as const,
  defaults: () => [...counterKeys.all, "defaults"] as const,
  knownPerson: (nomorIdentitas: string) => [...counterKeys.all, "known-person", nomorIdentitas] as const,
  knownVehicle: (plate: string) => [...counterKeys.all, "known-vehicle", plate] as const,
};

/** The cashier's counter defaults (port, ticket template). */
export const counterDefaultsQuery = () =>
  queryOptions({
    queryKey: counterKeys.defaults(),
    queryFn: () => staffApi.get<{ data: CounterDefaults }>("/counter/defaults").then((answer) => answer.data),
    staleTime: 5 * 60_000,
  });

export const useCounterDefaults = () => useQuery(counterDefaultsQuery());

export function useSaveCounterDefaults() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CounterDefaults) =>
      staffApi.put<{ data: CounterDefaults; message?: string }>("/counter/defaults", body),
    onSuccess: (answer) => client.setQueryData(counterKeys.defaults(), answer.data),
  });
}

/** Look-ups start at this many characters: a NIK or plate typed that far is worth asking about. */
const MIN_LOOKUP = 6;

/** The person sold before under the identity number typed (null: none, or not asked yet). */
export const knownPersonQuery = (value: string) =>
  queryOptions({
    queryKey: counterKeys.knownPerson(value),
    queryFn: () =>
      staffApi
        .get<{ data: KnownPerson | null }>("/counter/known-person", { nomor_identitas: value })
        .then((answer) => answer.data),
    // Always asked again: a sale a minute ago may have made the number known.
    staleTime: 0,
    retry: false,
  });

/** The vehicle sold before under the plate (as `plateKey` writes it). */
export const knownVehicleQuery = (value: string) =>
  queryOptions({
    queryKey: counterKeys.knownVehicle(value),
    queryFn: () =>
      staffApi
        .get<{ data: KnownVehicle | null }>("/counter/known-vehicle", { nomor_kendaraan: value })
        .then((answer) => answer.data),
    // Always asked again: a sale a minute ago may have made the number known.
    staleTime: 0,
    retry: false,
  });

export function useKnownPerson(nomorIdentitas: string, enabled: boolean) {
  const value = nomorIdentitas.trim();
  return useQuery({ ...knownPersonQuery(value), enabled: enabled && value.length >= MIN_LOOKUP });
}

export function useKnownVehicle(plate: string, enabled: boolean) {
  const value = plateKey(plate.trim());
  return useQuery({ ...knownVehicleQuery(value), enabled: enabled && value.length >= 4 });
}
