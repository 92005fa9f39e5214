import type { ApiSuccess } from "@ferry/shared/api-errors";
import type { LiveSession } from "@ferry/shared/users";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";
import { resourceKeys } from "../../resource-kit/api/resource";

/** The users resource (`/users`): the list is the resource kit's, a user's sessions live under it. */
export const USERS = "/users";

export const userKeys = {
  ...resourceKeys(USERS),
  sessions: (userId: number) => [USERS, userId, "sessions"] as const,
};

type Answer = Pick<ApiSuccess<unknown>, "message">;

/** The account commands of one user row, each confirmed on the page before it runs. */
export const userCommands = {
  setStatus: (id: number, status: "Aktif" | "Non Aktif") =>
    staffApi.patch<Answer>(`${USERS}/${id}/status`, { status }),
  forceLogout: (id: number) => staffApi.post<Answer>(`${USERS}/${id}/force-logout`),
  resetPassword: (id: number, body: { new_password: string; new_password_confirmation: string }) =>
    staffApi.put<Answer>(`/pengguna/${id}/password`, body),
};

/** Runs one of `userCommands`; the user list reloads after it. */
export function useUserCommand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (command: () => Promise<Answer>) => command(),
    onSuccess: () => void client.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** A user's live sessions (device, address, sign-in, last activity). */
export const userSessionsQuery = (userId: number) =>
  queryOptions({
    queryKey: userKeys.sessions(userId),
    queryFn: () => staffApi.get<{ data: LiveSession[] }>(`${USERS}/${userId}/sessions`),
  });

export const useUserSessions = (userId: number) => useQuery(userSessionsQuery(userId));

/** Ends one gate device session; the user's sessions reload whatever the outcome. */
export function useRevokeSession(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => staffApi.delete<Answer>(`${USERS}/${userId}/sessions/${id}`),
    onSettled: () => void client.invalidateQueries({ queryKey: userKeys.sessions(userId) }),
  });
}
