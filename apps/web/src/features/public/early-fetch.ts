import type { QueryClient } from "@tanstack/react-query";
import { prefetchHomePage } from "./home/home-queries";
import { availableSchedulesQuery, scheduleListQuery } from "./schedules/api/schedules";

/**
 * Starts the questions whose answers the first paint of the page the visitor opened waits for, while the
 * app is still starting: the page's own queries find them in the cache (the same keys) instead of asking
 * once its first render is committed, so that it renders them once, before its first paint, instead of
 * again as each arrives. The server has the browser preload these very addresses with the page
 * (`HOME_PRELOADS`, `INFO_PRELOADS`). Other pages start nothing here.
 */
export function fetchEarly(client: QueryClient, location: Pick<Location, "pathname" | "search">) {
  if (location.pathname === "/info")
    void client.prefetchQuery(
      availableSchedulesQuery(scheduleListQuery(new URLSearchParams(location.search))),
    );
  if (location.pathname === "/") prefetchHomePage(client);
}
