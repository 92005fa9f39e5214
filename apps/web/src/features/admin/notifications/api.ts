import type { PageMeta } from "@ferry/shared/api-errors";
import type { Notification } from "@ferry/shared/notifications";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Query, staffApi } from "../../../lib/api";

/** The signed-in staff member's own notes ("Pesan"): `/api/notifications` (docs/decisions/005). */

type Page<T> = { data: T[]; meta: PageMeta };
type Answer<T> = { data: T; message?: string };

/** How often the top bar asks for the unread count. */
export const UNREAD_POLL_MS = 30_000;

const LIST_KEY = ["/notifications"] as const;
const COUNT_KEY = ["/notifications/unread-count"] as const;

export function useNotifications(query: Query) {
  return useQuery({
    queryKey: [...LIST_KEY, query],
    queryFn: () => staffApi.get<Page<Notification>>("/notifications", query),
    placeholderData: keepPreviousData,
  });
}

/** The unread count for the top bar's bell, polled every 30 s (0 until known). */
export function useUnreadCount() {
  return useQuery({
    queryKey: COUNT_KEY,
    queryFn: () => staffApi.get<Answer<{ count: number }>>("/notifications/unread-count"),
    select: (answer) => (typeof answer.data?.count === "number" ? answer.data.count : 0),
    refetchInterval: UNREAD_POLL_MS,
  });
}

/** Marks one note (`id`) or every note (`"all"`) read, then refreshes the list and the bell. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: number | "all") =>
      staffApi.post<Answer<unknown>>(
        target === "all" ? "/notifications/read-all" : `/notifications/${target}/read`,
        {},
      ),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: LIST_KEY });
      void client.invalidateQueries({ queryKey: COUNT_KEY });
    },
  });
}
