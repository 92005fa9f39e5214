import { and, asc, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

export type ListQuery = {
  page: number;
  per_page: number;
  search?: string;
  sort_by?: string;
  sort_dir: "asc" | "desc";
  [filter: string]: unknown;
};

/** WHERE of a list: the search over the given columns (case-insensitive) and equality filters. */
export function listWhere(
  query: ListQuery,
  searchColumns: PgColumn[],
  filterColumns: Record<string, PgColumn>,
  extra: (SQL | undefined)[] = [],
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [...extra];
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(or(...searchColumns.map((column) => ilike(column, pattern))));
  }
  for (const [key, column] of Object.entries(filterColumns)) {
    const value = query[key];
    if (value !== undefined && value !== null && value !== "") conditions.push(eq(column, value));
  }
  return and(...conditions);
}

export function listOrder(query: ListQuery, sortColumns: Record<string, PgColumn>, fallback: PgColumn) {
  const column = (query.sort_by && sortColumns[query.sort_by]) || fallback;
  return query.sort_dir === "desc" ? desc(column) : asc(column);
}

export function pageMeta(query: ListQuery, total: number) {
  return {
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
    per_page: query.per_page,
    total,
  };
}
