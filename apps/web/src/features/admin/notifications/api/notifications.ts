import type { ApiSuccess as Answer, ApiPage as Page } from "@ferry/shared/api-errors";
import type { Notification, UnreadCount } from "@ferry/shared/notifications";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Query, staffApi } from "../../../../lib/api";

/** The signed-in staff member's own notes ("Pesan"): `/api/notifications` (docs/decisions/005). */

/** How often the top bar asks for the unread count. */
export const UNREAD_POLL_MS = 30_000;

export const notificationKeys = {
  all: ["/notifications"] as const,
  page: (query: Query) => [...notificationKeys.all, query] as const,
  unreadCount: () => ["/notifications/unread-count"] as const,
};

export const notificationsQuery = (query: Query) =>
  queryOptions({
    queryKey: notificationKeys.page(query),
    queryFn: () => staffApi.get<Page<Notification>>("/notifications", query),
    placeholderData: keepPreviousData,
  });

/** The unread count for the top bar's bell, polled every 30 s (0 until known). */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: () => staffApi.get<Answer<UnreadCount>>("/notifications/unread-count"),
    select: (answer) => (typeof answer.data?.count === "number" ? answer.data.count : 0),
    refetchInterval: UNREAD_POLL_MS,
  });

export const useNotifications = (query: Query) => useQuery(notificationsQuery(query));
export const useUnreadCount = () => useQuery(unreadCountQuery());

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
      void client.invalidateQueries({ queryKey: notificationKeys.all });
      void client.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
    },
  });
}
