import type { PageMeta } from "@ferry/shared/api-errors";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Query, staffApi } from "../../../lib/api";
import type { Option, Row } from "./resource-types";

type ListAnswer = { data: Row[]; meta: PageMeta };

export function useResourceList(endpoint: string, query: Query) {
  return useQuery({
    queryKey: [endpoint, "list", query],
    queryFn: () => staffApi.get<ListAnswer>(endpoint, query),
    placeholderData: keepPreviousData,
  });
}

/** `{ id, label }` items of an `/options` endpoint, as select options. */
export function useOptions(path: string | undefined) {
  return useQuery({
    queryKey: [path, "options"],
    queryFn: () =>
      staffApi
        .get<{ data: ({ id: number; label: string } & Record<string, unknown>)[] }>(path ?? "")
        .then((answer) =>
          answer.data.map(({ id, label, ...extra }): Option => ({ value: String(id), label, extra })),
        ),
    enabled: path !== undefined,
    staleTime: 60_000,
  });
}

export function useResourceMutations(endpoint: string) {
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey: [endpoint] });
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: number; body: unknown }) =>
      id === undefined
        ? staffApi.post<{ message?: string; data: Row }>(endpoint, body)
        : staffApi.put<{ message?: string; data: Row }>(`${endpoint}/${id}`, body),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: (id: number) => staffApi.delete<{ message?: string }>(`${endpoint}/${id}`),
    onSuccess: invalidate,
  });
  return { save, remove };
}
