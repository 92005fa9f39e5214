import type { ApiPage } from "@ferry/shared/api-errors";
import type { Option as OptionAnswer } from "@ferry/shared/wire";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Query, staffApi } from "../../../../lib/api";
import type { Option } from "../resource-types";

/**
 * The keys of one resource endpoint (`/ships`, `/schedules`, …): every query of the resource lives under
 * `all`, so a feature that changes the resource refreshes it with `resourceKeys(endpoint).all`.
 */
export const resourceKeys = (endpoint: string) => ({
  all: [endpoint] as const,
  list: (query: Query) => [endpoint, "list", query] as const,
});

/** The key of an `/options` endpoint's select options. */
export const optionKeys = (path: string | undefined) => [path, "options"] as const;

export const resourceListQuery = <R extends { id: number }>(endpoint: string, query: Query) =>
  queryOptions({
    queryKey: resourceKeys(endpoint).list(query),
    queryFn: () => staffApi.get<ApiPage<R>>(endpoint, query),
    placeholderData: keepPreviousData,
  });

/** `{ id, label }` items of an `/options` endpoint, as select options. */
export const optionsQuery = (path: string | undefined) =>
  queryOptions({
    queryKey: optionKeys(path),
    queryFn: () =>
      staffApi
        .get<{ data: (OptionAnswer & Record<string, unknown>)[] }>(path ?? "")
        .then((answer) =>
          answer.data.map(({ id, label, ...extra }): Option => ({ value: String(id), label, extra })),
        ),
    enabled: path !== undefined,
    staleTime: 60_000,
  });

export const useResourceList = <R extends { id: number }>(endpoint: string, query: Query) =>
  useQuery(resourceListQuery<R>(endpoint, query));
export const useOptions = (path: string | undefined) => useQuery(optionsQuery(path));

export function useResourceMutations(endpoint: string) {
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey: resourceKeys(endpoint).all });
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: number; body: unknown }) =>
      id === undefined
        ? staffApi.post<{ message?: string }>(endpoint, body)
        : staffApi.put<{ message?: string }>(`${endpoint}/${id}`, body),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: (id: number) => staffApi.delete<{ message?: string }>(`${endpoint}/${id}`),
    onSuccess: invalidate,
  });
  return { save, remove };
}
