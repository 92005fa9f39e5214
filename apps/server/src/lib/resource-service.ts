import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Database } from "../db/client";
import { type Actor, logActivity } from "../modules/activity-log/service";
import { AppError, fieldError } from "./app-error";
import { type ListQuery, listOrder, listWhere, pageOf } from "./list-sql";

export type ResourceRow = Record<string, unknown> & { id: number };
type IdTable = PgTable & { id: PgColumn };

/** What the presenters of a resource may need besides the rows: the operator's zone decides "today". */
export type ResourceContext = { timeZone: string };

/**
 * One back-office resource: list (search, filters, sort, pages), get, create, update, delete and an
 * option list, every change logged with its values before and after. Modules give the table, schemas
 * and their own rules; `resource-routes.ts` gives the HTTP side, guarded by `view|create|edit|delete <module>`.
 */
export type ResourceDefinition = {
  path: string;
  module: string;
  subject: string;
  label: string;
  table: IdTable;
  inputSchema: z.ZodType<Record<string, unknown>>;
  listQuery: z.ZodType<ListQuery>;
  searchColumns: PgColumn[];
  sortColumns: Record<string, PgColumn>;
  filterColumns?: Record<string, PgColumn>;
  defaultSort: PgColumn;
  /** Rows outside this condition do not exist for the resource (several resources on one table). */
  baseWhere?: SQL;
  /** Columns whose value must be unique (case-insensitive), with the message for a clash. */
  unique?: { field: string; column: PgColumn; message: string }[];
  /** Completes the values before they are checked and written (generated slugs, computed fields, author). */
  prepare?: (
    tx: Database,
    values: Record<string, unknown>,
    id: number | null,
    actor: Actor,
  ) => Promise<Record<string, unknown>>;
  /** Extra rules on the values about to be written; throw fieldError or AppError. */
  validate?: (tx: Database, values: Record<string, unknown>, id: number | null) => Promise<void>;
  /** Why a row cannot be deleted (what still uses it), or null. */
  inUse?: (tx: Database, id: number) => Promise<string | null>;
  /** Adds related data to rows for the list and the detail. */
  present?: (
    db: Database,
    rows: ResourceRow[],
    context: ResourceContext,
  ) => Promise<Record<string, unknown>[]>;
  /**
   * The row as the list, the detail and the changes answer it (after `present`), kept in packages/shared
   * beside the input schema; the routes then declare their answers (decision 036).
   */
  rowSchema?: z.ZodType;
  /** The fields `optionExtra` adds to an option. */
  optionExtraSchema?: z.ZodRawShape;
  optionLabel: (row: ResourceRow) => string;
  /** More fields of a row that forms need from its option list. */
  optionExtra?: (row: ResourceRow) => Record<string, unknown>;
  /** Runs in the transaction after a create (e.g. building dependent rows). */
  afterCreate?: (tx: Database, row: ResourceRow) => Promise<void>;
  /** Runs in the transaction after an update. */
  afterUpdate?: (tx: Database, row: ResourceRow) => Promise<void>;
};

async function present(
  db: Database,
  definition: ResourceDefinition,
  rows: ResourceRow[],
  context: ResourceContext,
) {
  return definition.present ? definition.present(db, rows, context) : rows;
}

async function findRow(db: Database, definition: ResourceDefinition, id: number): Promise<ResourceRow> {
  const [row] = (await db
    .select()
    .from(definition.table as PgTable)
    .where(and(eq(definition.table.id, id), definition.baseWhere))
    .limit(1)) as ResourceRow[];
  if (!row) throw new AppError("NOT_FOUND", `${definition.label} tidak ditemukan`);
  return row;
}

async function checkUnique(
  tx: Database,
  definition: ResourceDefinition,
  values: Record<string, unknown>,
  id: number | null,
) {
  for (const rule of definition.unique ?? []) {
    const value = values[rule.field];
    if (typeof value !== "string") continue;
    const clash = (await tx
      .select({ id: definition.table.id })
      .from(definition.table as PgTable)
      .where(
        sql`lower(${rule.column}) = lower(${value})${id === null ? sql`` : sql` and ${definition.table.id} <> ${id}`}`,
      )
      .limit(1)) as { id: number }[];
    if (clash.length > 0) throw fieldError(rule.field, rule.message);
  }
}

/** Completes, checks and answers the values about to be written (create: `id` null). */
async function checkedValues(
  tx: Database,
  definition: ResourceDefinition,
  input: Record<string, unknown>,
  id: number | null,
  actor: Actor,
) {
  const values = definition.prepare ? await definition.prepare(tx, input, id, actor) : input;
  await checkUnique(tx, definition, values, id);
  await definition.validate?.(tx, values, id);
  return values;
}

export async function listResource(
  db: Database,
  definition: ResourceDefinition,
  query: ListQuery,
  context: ResourceContext,
) {
  const where = listWhere(query, definition.searchColumns, definition.filterColumns ?? {}, [
    definition.baseWhere,
  ]);
  const order = listOrder(query, definition.sortColumns, definition.defaultSort);
  const { rows, meta } = await pageOf(db, definition.table, where, order, query);
  return { rows: await present(db, definition, rows as ResourceRow[], context), meta };
}

export async function getResource(
  db: Database,
  definition: ResourceDefinition,
  id: number,
  context: ResourceContext,
) {
  const [row] = await present(db, definition, [await findRow(db, definition, id)], context);
  return row;
}

/** `{ id, label, status, ...extra }` of every row, for form dropdowns. */
export async function resourceOptions(db: Database, definition: ResourceDefinition) {
  const rows = (await db
    .select()
    .from(definition.table as PgTable)
    .where(definition.baseWhere)
    .orderBy(definition.defaultSort)) as ResourceRow[];
  return rows.map((row) => ({
    id: row.id,
    label: definition.optionLabel(row),
    status: row.status ?? null,
    ...definition.optionExtra?.(row),
  }));
}

export async function createResource(
  db: Database,
  definition: ResourceDefinition,
  input: Record<string, unknown>,
  actor: Actor,
  context: ResourceContext,
) {
  // Answered as presented inside the transaction: a change that committed is always answered (decision 021).
  return db.transaction(async (tx) => {
    const values = await checkedValues(tx, definition, input, null, actor);
    const [row] = (await tx.insert(definition.table).values(values).returning()) as ResourceRow[];
    if (!row) throw new AppError("SERVER_ERROR");
    await definition.afterCreate?.(tx, row);
    await logActivity(tx, actor, {
      action: `${definition.subject}.created`,
      description: `${definition.label} ditambahkan: ${definition.optionLabel(row)}`,
      subject_type: definition.subject,
      subject_id: row.id,
      properties: { after: row },
    });
    const [answer] = await present(tx, definition, [row], context);
    return answer;
  });
}

export async function updateResource(
  db: Database,
  definition: ResourceDefinition,
  id: number,
  input: Record<string, unknown>,
  actor: Actor,
  context: ResourceContext,
) {
  return db.transaction(async (tx) => {
    const before = await findRow(tx, definition, id);
    const values = await checkedValues(tx, definition, input, before.id, actor);
    const [after] = (await tx
      .update(definition.table)
      .set(values)
      .where(eq(definition.table.id, before.id))
      .returning()) as ResourceRow[];
    if (!after) throw new AppError("NOT_FOUND", `${definition.label} tidak ditemukan`);
    await definition.afterUpdate?.(tx, after);
    await logActivity(tx, actor, {
      action: `${definition.subject}.updated`,
      description: `${definition.label} diubah: ${definition.optionLabel(after)}`,
      subject_type: definition.subject,
      subject_id: after.id,
      properties: { before, after },
    });
    const [answer] = await present(tx, definition, [after], context);
    return answer;
  });
}

/** Deletes a row, or refuses with 409 saying what still uses it. */
export async function deleteResource(db: Database, definition: ResourceDefinition, id: number, actor: Actor) {
  await db.transaction(async (tx) => {
    const before = await findRow(tx, definition, id);
    const usage = await definition.inUse?.(tx, before.id);
    if (usage) throw new AppError("CONFLICT", `${definition.label} tidak dapat dihapus: ${usage}`);
    await tx.delete(definition.table).where(eq(definition.table.id, before.id));
    await logActivity(tx, actor, {
      action: `${definition.subject}.deleted`,
      description: `${definition.label} dihapus: ${definition.optionLabel(before)}`,
      subject_type: definition.subject,
      subject_id: before.id,
      properties: { before },
    });
  });
}
