import { HOME_NEWS_QUERY, HOME_SCHEDULES_QUERY } from "@ferry/shared/public-pages";
import type { QueryClient } from "@tanstack/react-query";
import { publicSettingsQuery } from "../api/settings";
import { articleListQuery } from "../news/api/news";
import { availableSchedulesQuery, publicPortsQuery } from "../schedules/api/schedules";

/** The home page's 'Berita Terbaru': its path and question (the list and the early fetch share them). */
export const HOME_NEWS = ["/public/informations", HOME_NEWS_QUERY] as const;

/**
 * Asks for everything the home page shows from the API (the addresses of `HOME_PRELOADS`): its next
 * sailings, its news, the ports of its search and the company's settings.
 */
export function prefetchHomePage(client: QueryClient) {
  void client.prefetchQuery(availableSchedulesQuery(HOME_SCHEDULES_QUERY));
  void client.prefetchQuery(articleListQuery(...HOME_NEWS));
  void client.prefetchQuery(publicPortsQuery());
  void client.prefetchQuery(publicSettingsQuery());
}
