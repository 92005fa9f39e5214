import { useSearchParams } from "react-router";
import type { Query } from "../../../lib/api";
import type { DataTableProps } from "./data-table";

/** A DataTable's sort and page props, kept in the URL. */
export type TableControls = Pick<DataTableProps<{ id: number }>, "sortBy" | "sortDir" | "onSort" | "onPage">;

/** The list's page, search, sort and filters live in the URL, so a reload or a shared link keeps them. */
export function useListParams(filterNames: string[]) {
  const [params, setParams] = useSearchParams();
  const query: Query = {
    page: params.get("page") ?? undefined,
    search: params.get("search") ?? undefined,
    sort_by: params.get("sort_by") ?? undefined,
    sort_dir: params.get("sort_dir") ?? undefined,
  };
  for (const name of filterNames) query[name] = params.get(name) ?? undefined;

  /** Changes some values; any change but the page itself goes back to page 1. */
  const update = (changes: Record<string, string | undefined>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === "") next.delete(key);
          else next.set(key, value);
        }
        if (!("page" in changes)) next.delete("page");
        return next;
      },
      { replace: true },
    );
  };
  /** Sorting a column sorts ascending; sorting it again flips to descending and back. */
  const tableControls: TableControls = {
    sortBy: params.get("sort_by") ?? undefined,
    sortDir: params.get("sort_dir") ?? undefined,
    onSort: (key) =>
      update({
        sort_by: key,
        sort_dir: params.get("sort_by") === key && params.get("sort_dir") !== "desc" ? "desc" : "asc",
      }),
    onPage: (page) => update({ page: String(page) }),
  };
  return { query, params, update, tableControls };
}
