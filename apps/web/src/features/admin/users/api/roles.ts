import type { ApiSuccess as Answer } from "@ferry/shared/api-errors";
import type { PermissionGroup } from "@ferry/shared/permissions";
import type { Role } from "@ferry/shared/users";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";

/** Roles and the permission catalogue (`/permission`); answer types come from the server's schemas. */
export const roleKeys = {
  all: ["roles"] as const,
  list: () => [...roleKeys.all, "list"] as const,
  permissions: () => ["permissions"] as const,
};

export const rolesQuery = () =>
  queryOptions({
    queryKey: roleKeys.list(),
    queryFn: () => staffApi.get<Answer<Role[]>>("/roles").then((answer) => answer.data),
  });

export const permissionGroupsQuery = () =>
  queryOptions({
    queryKey: roleKeys.permissions(),
    queryFn: () => staffApi.get<Answer<PermissionGroup[]>>("/permissions").then((answer) => answer.data),
  });

export type RoleInput = { name: string; description?: string | null; permissions: string[] };

/** Create, save and delete a role; each refreshes the role list. */
export function useRoleMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: roleKeys.all });
  return {
    create: useMutation({
      mutationFn: (input: RoleInput) => staffApi.post<Answer<Role>>("/roles", input),
      onSuccess,
    }),
    save: useMutation({
      mutationFn: ({ id, ...input }: RoleInput & { id: number }) =>
        staffApi.put<Answer<Role>>(`/roles/${id}`, input),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => staffApi.delete<Answer<null>>(`/roles/${id}`),
      onSuccess,
    }),
  };
}
