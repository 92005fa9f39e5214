import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { type Database, rowsOf } from "../db/client";

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

/** A list's page figures; `estimated` marks a total that is the planner's estimate (`total_estimasi`). */
export function pageMeta(query: ListQuery, total: number, estimated = false) {
  return {
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
    per_page: query.per_page,
    total,
    ...(estimated ? { total_estimasi: true } : {}),
  };
}

/** Up to this many matching rows a list counts them; beyond, it takes the planner's estimate. */
export const EXACT_COUNT_UP_TO = 10_000;

type PlanAnswer = { "QUERY PLAN": string | { Plan: { "Plan Rows": number } }[] };

/**
 * How many rows of `table` match `where`: counted exactly while they are at most `EXACT_COUNT_UP_TO`
 * (the count stops one row past it, never reading a whole year of history); beyond, the planner's
 * estimate (EXPLAIN), never below what was counted, and marked `estimated`.
 */
export async function countRows(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
): Promise<{ total: number; estimated: boolean }> {
  const matching = () => db.select({ one: sql`1` }).from(table).where(where);
  const capped = matching()
    .limit(EXACT_COUNT_UP_TO + 1)
    .as("capped");
  const [counted] = await db.select({ total: count() }).from(capped);
  const total = counted?.total ?? 0;
  if (total <= EXACT_COUNT_UP_TO) return { total, estimated: false };
  const [answer] = rowsOf<PlanAnswer>(await db.execute(sql`EXPLAIN (FORMAT JSON) ${matching()}`));
  const plan = answer?.["QUERY PLAN"];
  const parsed = typeof plan === "string" ? (JSON.parse(plan) as Exclude<typeof plan, string>) : plan;
  return { total: Math.max(total, Math.round(parsed?.[0]?.Plan["Plan Rows"] ?? 0)), estimated: true };
}

/**
 * One page of a table: the rows matching `where` in the list's order (ties broken by id), and the page
 * meta with the total. A page that is not full ends the list, so its total is known without counting
 * (a code look-up is one page of one row); otherwise it is counted (estimated beyond `EXACT_COUNT_UP_TO`,
 * see `countRows`). `known`: the total when the caller already knows it (a search that read its
 * matching ids). Every list of the back office goes through here.
 */
export async function pageOf<T extends PgTable & { id: PgColumn }>(
  db: Database,
  table: T,
  where: SQL | undefined,
  order: SQL,
  query: ListQuery,
  known?: number,
) {
  const skipped = (query.page - 1) * query.per_page;
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(order, asc(table.id))
    .limit(query.per_page)
    .offset(skipped)) as T["$inferSelect"][];
  const ended = rows.length < query.per_page && (rows.length > 0 || skipped === 0);
  const { total, estimated } =
    known !== undefined || ended
      ? { total: known ?? skipped + rows.length, estimated: false }
      : await countRows(db, table, where);
  return { rows, meta: pageMeta(query, total, estimated) };
}
