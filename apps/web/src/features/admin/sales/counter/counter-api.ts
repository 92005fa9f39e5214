import type { CounterDefaults, KnownPerson, KnownVehicle } from "@ferry/shared/counter";
import { plateKey } from "@ferry/shared/counter";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";

const DEFAULTS_KEY = ["counter", "defaults"];

/** The cashier's counter defaults (port, ticket template). */
export function useCounterDefaults() {
  return useQuery({
    queryKey: DEFAULTS_KEY,
    queryFn: () => staffApi.get<{ data: CounterDefaults }>("/counter/defaults").then((answer) => answer.data),
    staleTime: 5 * 60_000,
  });
}

export function useSaveCounterDefaults() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CounterDefaults) =>
      staffApi.put<{ data: CounterDefaults; message?: string }>("/counter/defaults", body),
    onSuccess: (answer) => client.setQueryData(DEFAULTS_KEY, answer.data),
  });
}

/** Look-ups start at this many characters: a NIK or plate typed that far is worth asking about. */
const MIN_LOOKUP = 6;

/** The person sold before under the identity number typed (null: none, or not asked yet). */
export function useKnownPerson(nomorIdentitas: string, enabled: boolean) {
  const value = nomorIdentitas.trim();
  return useQuery({
    queryKey: ["counter", "known-person", value],
    queryFn: () =>
      staffApi
        .get<{ data: KnownPerson | null }>("/counter/known-person", { nomor_identitas: value })
        .then((answer) => answer.data),
    enabled: enabled && value.length >= MIN_LOOKUP,
    // Always asked again: a sale a minute ago may have made the number known.
    staleTime: 0,
    retry: false,
  });
}

/** The vehicle sold before under the plate typed. */
export function useKnownVehicle(plate: string, enabled: boolean) {
  const value = plateKey(plate.trim());
  return useQuery({
    queryKey: ["counter", "known-vehicle", value],
    queryFn: () =>
      staffApi
        .get<{ data: KnownVehicle | null }>("/counter/known-vehicle", { nomor_kendaraan: value })
        .then((answer) => answer.data),
    enabled: enabled && value.length >= 4,
    // Always asked again: a sale a minute ago may have made the number known.
    staleTime: 0,
    retry: false,
  });
}
