import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";

export type ListQuery = {
  page: number;
  per_page: number;
  search?: string;
  sort_by?: string;
  sort_dir: "asc" | "desc";
  [filter: string]: unknown;
};

/** `%text%` for ILIKE, with the wildcards the user typed taken literally. */
export function searchPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The search over the given columns (case-insensitive, any of them), or nothing without a search. */
export function searchCondition(search: string | undefined, columns: PgColumn[]): SQL | undefined {
  if (!search || columns.length === 0) return undefined;
  const pattern = searchPattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** WHERE of a list: the search over the given columns (case-insensitive) and equality filters. */
export function listWhere(
  query: ListQuery,
  searchColumns: PgColumn[],
  filterColumns: Record<string, PgColumn>,
  extra: (SQL | undefined)[] = [],
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [...extra, searchCondition(query.search, searchColumns)];
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

/**
 * One page of a table: the rows matching `where` in the list's order (ties broken by id), and the page
 * meta with the total. Every list of the back office goes through here.
 */
export async function pageOf<T extends PgTable & { id: PgColumn }>(
  db: Database,
  table: T,
  where: SQL | undefined,
  order: SQL,
  query: ListQuery,
) {
  const [total] = await db
    .select({ total: count() })
    .from(table as PgTable)
    .where(where);
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(order, asc(table.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)) as T["$inferSelect"][];
  return { rows, meta: pageMeta(query, total?.total ?? 0) };
}
