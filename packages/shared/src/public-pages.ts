// What the public pages ask first, shared by the web app (which asks it) and the server (which tells the
// browser to fetch it together with the page). No zod here: the web's first download imports this.

/** Sailings per /info page (its list and its pager). */
export const SCHEDULES_PER_PAGE = 60;

/**
 * The list /info shows first (no filter, page 1), exactly as the web's early fetch (early-fetch.ts) asks
 * for it: the server sends /info with a `Link: rel=preload` for it, so the browser fetches it while the
 * app's scripts are still loading, and the early fetch finds the answer on its way instead of asking anew.
 */
export const INFO_FIRST_LIST_URL = `/api/public/schedules/available?per_page=${SCHEDULES_PER_PAGE}&sort_by=waktu_berangkat`;

/** The company details every public page's layout shows (name, footer). */
export const PUBLIC_SETTINGS_URL = "/api/public/settings";
/** The ports /info's filters offer. */
export const PUBLIC_PORTS_URL = "/api/public/ports";
/** What /info's first paint waits for, preloaded with the page (the web asks these very addresses). */
export const INFO_PRELOADS = [INFO_FIRST_LIST_URL, PUBLIC_PORTS_URL, PUBLIC_SETTINGS_URL] as const;

/** The next sailings the home page shows ('Jadwal Terbaru'). */
export const HOME_SCHEDULES_QUERY = { per_page: 6, sort_by: "waktu_berangkat" } as const;
/** The news the home page shows ('Berita Terbaru'). */
export const HOME_NEWS_QUERY = { per_page: 6, sort_by: "published_at" } as const;
/**
 * What the home page shows, preloaded with it and asked by the web's early fetch at these very addresses:
 * its first render then has them (one commit, before its first paint) instead of rendering again as each
 * arrives after it (Lighthouse's Total Blocking Time on a phone).
 */
export const HOME_PRELOADS = [
  `/api/public/schedules/available?per_page=${HOME_SCHEDULES_QUERY.per_page}&sort_by=${HOME_SCHEDULES_QUERY.sort_by}`,
  `/api/public/informations?per_page=${HOME_NEWS_QUERY.per_page}&sort_by=${HOME_NEWS_QUERY.sort_by}`,
  PUBLIC_PORTS_URL,
  PUBLIC_SETTINGS_URL,
] as const;
