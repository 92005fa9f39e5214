import type { QueryClient } from "@tanstack/react-query";
import { availableSchedulesQuery, scheduleListQuery } from "./schedules/api/schedules";

/**
 * Starts the question whose answer is the largest paint of the page the visitor opened, while the app
 * is still starting: /info's sailing cards wait for it. The page's own query finds it in the cache (the
 * same key) instead of asking once its first render is committed. Other pages start nothing here.
 */
export function fetchEarly(client: QueryClient, location: Pick<Location, "pathname" | "search">) {
  if (location.pathname === "/info")
    void client.prefetchQuery(
      availableSchedulesQuery(scheduleListQuery(new URLSearchParams(location.search))),
    );
}
