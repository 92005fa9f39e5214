import type { ActivityLogEntry } from "@ferry/shared/activity-log";
import type { PageMeta } from "@ferry/shared/api-errors";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { type Query, staffApi } from "../../../../lib/api";

/** The activity log (`/log-pengguna`); the row type comes from the server's answer schema. */
export const activityLogKeys = {
  all: ["activity-logs"] as const,
  page: (query: Query) => [...activityLogKeys.all, "page", query] as const,
};

export const activityLogQuery = (query: Query) =>
  queryOptions({
    queryKey: activityLogKeys.page(query),
    queryFn: () => staffApi.get<{ data: ActivityLogEntry[]; meta: PageMeta }>("/activity-logs", query),
    placeholderData: keepPreviousData,
  });

/** The filtered log as a CSV file. */
export const activityLogCsv = (query: Query) =>
  staffApi.get<Blob>("/activity-logs/export", query, { as: "blob" });
