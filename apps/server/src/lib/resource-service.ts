import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Database } from "../db/client";
import { type Actor, logActivity } from "../modules/activity-log/index";
import { AppError, fieldError } from "./app-error";
import { type ListQuery, listOrder, listWhere, pageOf } from "./list-sql";

/** A table the kit can serve: an integer `id` column. */
export type ResourceTable = PgTable & { id: PgColumn; $inferSelect: { id: number } };
/** A stored row of the resource's table, as Drizzle selects it. */
export type RowOf<T extends ResourceTable> = T["$inferSelect"];
/** The values written into the resource's table, as Drizzle inserts them. */
export type ValuesOf<T extends ResourceTable> = T["$inferInsert"];

/**
 * The form's input as a route's `request.body` holds it: Fastify types a body as
 * `[Body] extends [undefined] ? unknown : Body`, which stays unresolved on the kit's type parameter;
 * the kit states its input the same way so the two agree (a resource's input, an object, is itself).
 */
export type FormInput<Input> = [Input] extends [undefined] ? unknown : Input;

/** What the presenters of a resource may need besides the rows: the operator's zone decides "today". */
export type ResourceContext = { timeZone: string };

/**
 * One back-office resource over table `T`, whose form sends `Input` (the input schema's output) and
 * whose list and detail answer `Answer` rows: list (search, filters, sort, pages), get, create, update,
 * delete and an option list, every change logged with its values before and after. Modules give the
 * table, schemas and their own rules; `resource-routes.ts` gives the HTTP side, guarded by
 * `view|create|edit|delete <module>`. Build one with `defineResource` so the three types are inferred.
 */
export type ResourceDefinition<T extends ResourceTable, Input, Answer> = {
  path: string;
  module: string;
  subject: string;
  label: string;
  table: T;
  inputSchema: z.ZodType<Input>;
  listQuery: z.ZodType<ListQuery>;
  searchColumns: PgColumn[];
  sortColumns: Record<string, PgColumn>;
  filterColumns?: Record<string, PgColumn>;
  defaultSort: PgColumn;
  /** Rows outside this condition do not exist for the resource (several resources on one table). */
  baseWhere?: SQL;
  /** Columns whose value must be unique (case-insensitive), with the message for a clash. */
  unique?: { field: keyof ValuesOf<T> & string; column: PgColumn; message: string }[];
  /**
   * The values written from the form's input: completes it (generated slugs, computed fields, author);
   * `keepInput` when the input is written as it is.
   */
  prepare: (tx: Database, input: FormInput<Input>, id: number | null, actor: Actor) => Promise<ValuesOf<T>>;
  /** Extra rules on the values about to be written; throw fieldError or AppError. */
  validate?: (tx: Database, values: ValuesOf<T>, id: number | null) => Promise<void>;
  /** Why a row cannot be deleted (what still uses it), or null. */
  inUse?: (tx: Database, id: number) => Promise<string | null>;
  /** The rows as the list and the detail answer them (related data added); `keepRows` for the rows as stored. */
  present: (db: Database, rows: RowOf<T>[], context: ResourceContext) => Promise<Answer[]>;
  /**
   * The row as the list, the detail and the changes answer it (after `present`), kept in packages/shared
   * beside the input schema; the routes then declare their answers (decision 036).
   */
  rowSchema?: z.ZodType;
  /** The fields `optionExtra` adds to an option. */
  optionExtraSchema?: z.ZodRawShape;
  optionLabel: (row: RowOf<T>) => string;
  /** More fields of a row that forms need from its option list. */
  optionExtra?: (row: RowOf<T>) => Record<string, unknown>;
  /** Runs in the transaction after a create (e.g. building dependent rows). */
  afterCreate?: (tx: Database, row: RowOf<T>) => Promise<void>;
  /** Runs in the transaction after an update. */
  afterUpdate?: (tx: Database, row: RowOf<T>) => Promise<void>;
};

/** A resource definition with its table, input and answer types inferred from the table, schema and `present`. */
export function defineResource<T extends ResourceTable, Input, Answer>(
  definition: ResourceDefinition<T, Input, Answer>,
) {
  return definition;
}

/** `prepare` of a resource whose input is written as it is. */
export const keepInput = async <V>(_tx: Database, input: V) => input;

/** `present` of a resource whose rows are answered as stored. */
export const keepRows = async <R>(_db: Database, rows: R[]) => rows;

/**
 * Drizzle's `from()` refuses a table that is a type parameter (its check of the table stays unresolved),
 * so the kit selects from the table widened to `PgTable` (`selectable`), whose rows Drizzle cannot type,
 * and the rows `returning()` answers on `T` stay an unresolved mapped type; all are typed here, the one
 * cast of the kit, as the rows Drizzle selects from `T`.
 */
function storedRows<T extends ResourceTable>(_table: T, rows: unknown): RowOf<T>[] {
  return rows as RowOf<T>[];
}

/** The table widened to `PgTable` for `from()` (see `storedRows`). */
const selectable = (table: ResourceTable): PgTable => table;

async function findRow<T extends ResourceTable, I, A>(
  db: Database,
  definition: ResourceDefinition<T, I, A>,
  id: number,
): Promise<RowOf<T>> {
  const { table } = definition;
  const found = await db
    .select()
    .from(selectable(table))
    .where(and(eq(table.id, id), definition.baseWhere))
    .limit(1);
  const [row] = storedRows(table, found);
  if (!row) throw new AppError("NOT_FOUND", `${definition.label} tidak ditemukan`);
  return row;
}

async function checkUnique<T extends ResourceTable, I, A>(
  tx: Database,
  definition: ResourceDefinition<T, I, A>,
  values: ValuesOf<T>,
  id: number | null,
) {
  const { table } = definition;
  for (const rule of definition.unique ?? []) {
    const value: unknown = values[rule.field];
    if (typeof value !== "string") continue;
    const clash = await tx
      .select({ id: table.id })
      .from(selectable(table))
      .where(
        sql`lower(${rule.column}) = lower(${value})${id === null ? sql`` : sql` and ${table.id} <> ${id}`}`,
      )
      .limit(1);
    if (clash.length > 0) throw fieldError(rule.field, rule.message);
  }
}

/** Completes, checks and answers the values about to be written (create: `id` null). */
async function checkedValues<T extends ResourceTable, I, A>(
  tx: Database,
  definition: ResourceDefinition<T, I, A>,
  input: FormInput<I>,
  id: number | null,
  actor: Actor,
) {
  const values = await definition.prepare(tx, input, id, actor);
  await checkUnique(tx, definition, values, id);
  await definition.validate?.(tx, values, id);
  return values;
}

export async function listResource<T extends ResourceTable, I, A>(
  db: Database,
  definition: ResourceDefinition<T, I, A>,
  query: ListQuery,
  context: ResourceContext,
) {
  const where = listWhere(query, definition.searchColumns, definition.filterColumns ?? {}, [
    definition.baseWhere,
  ]);
  const order = listOrder(query, definition.sortColumns, definition.defaultSort);
  const { rows, meta } = await pageOf(db, definition.table, where, order, query);
  return { rows: await definition.present(db, rows, context), meta };
}

/** One row as the detail answers it. */
async function presentOne<T extends ResourceTable, I, A>(
  db: Database,
  definition: ResourceDefinition<T, I, A>,
  row: RowOf<T>,
  context: ResourceContext,
): Promise<A> {
  const [answer] = await definition.present(db, [row], context);
  if (answer === undefined) throw new AppError("SERVER_ERROR");
  return answer;
}

export async function getResource<T extends ResourceTable, I, A>(
  db: Database,
  definition: ResourceDefinition<T, I, A>,
  id: number,
  context: ResourceContext,
) {
  return presentOne(db, definition, await findRow(db, definition, id), context);
}

/** `{ id, label, status, ...extra }` of every row, for form dropdowns. */
export async function resourceOptions<T extends ResourceTable, I, A>(
  db: Database,
  definition: ResourceDefinition<T, I, A>,
) {
  const { table } = definition;
  const found = await db
    .select()
    .from(selectable(table))
    .where(definition.baseWhere)
    .orderBy(definition.defaultSort);
  return storedRows(table, found).map((row) => ({
    id: row.id,
    label: definition.optionLabel(row),
    status: "status" in row ? row.status : null,
    ...definition.optionExtra?.(row),
  }));
}

export async function createResource<T extends ResourceTable, I, A>(
  db: Database,
  definition: ResourceDefinition<T, I, A>,
  input: FormInput<I>,
  actor: Actor,
  context: ResourceContext,
) {
  const { table } = definition;
  // Answered as presented inside the transaction: a change that committed is always answered (decision 021).
  return db.transaction(async (tx) => {
    const values = await checkedValues(tx, definition, input, null, actor);
    const [row] = storedRows(table, await tx.insert(table).values(values).returning());
    if (!row) throw new AppError("SERVER_ERROR");
    await definition.afterCreate?.(tx, row);
    await logActivity(tx, actor, {
      action: `${definition.subject}.created`,
      description: `${definition.label} ditambahkan: ${definition.optionLabel(row)}`,
      subject_type: definition.subject,
      subject_id: row.id,
      properties: { after: row },
    });
    return presentOne(tx, definition, row, context);
  });
}

export async function updateResource<T extends ResourceTable, I, A>(
  db: Database,
  definition: ResourceDefinition<T, I, A>,
  id: number,
  input: FormInput<I>,
  actor: Actor,
  context: ResourceContext,
) {
  const { table } = definition;
  return db.transaction(async (tx) => {
    const before = await findRow(tx, definition, id);
    const values = await checkedValues(tx, definition, input, before.id, actor);
    const [after] = storedRows(
      table,
      await tx.update(table).set(values).where(eq(table.id, before.id)).returning(),
    );
    if (!after) throw new AppError("NOT_FOUND", `${definition.label} tidak ditemukan`);
    await definition.afterUpdate?.(tx, after);
    await logActivity(tx, actor, {
      action: `${definition.subject}.updated`,
      description: `${definition.label} diubah: ${definition.optionLabel(after)}`,
      subject_type: definition.subject,
      subject_id: after.id,
      properties: { before, after },
    });
    return presentOne(tx, definition, after, context);
  });
}

/** Deletes a row, or refuses with 409 saying what still uses it. */
export async function deleteResource<T extends ResourceTable, I, A>(
  db: Database,
  definition: ResourceDefinition<T, I, A>,
  id: number,
  actor: Actor,
) {
  const { table } = definition;
  await db.transaction(async (tx) => {
    const before = await findRow(tx, definition, id);
    const usage = await definition.inUse?.(tx, before.id);
    if (usage) throw new AppError("CONFLICT", `${definition.label} tidak dapat dihapus: ${usage}`);
    await tx.delete(table).where(eq(table.id, before.id));
    await logActivity(tx, actor, {
      action: `${definition.subject}.deleted`,
      description: `${definition.label} dihapus: ${definition.optionLabel(before)}`,
      subject_type: definition.subject,
      subject_id: before.id,
      properties: { before },
    });
  });
}
