import { count, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client";
import { type Actor, logActivity } from "../modules/activity-log/service";
import { actorOf, requirePermission, staffAccess } from "../plugins/access";
import { AppError, fieldError } from "./app-error";
import { ok } from "./envelope";
import { type ListQuery, listOrder, listWhere, pageMeta } from "./list-sql";

type Row = Record<string, unknown> & { id: number };
type IdTable = PgTable & { id: PgColumn };

/**
 * One back-office resource: list (search, filters, sort, pages), get, create, update, delete and an
 * option list, each guarded by `view|create|edit|delete <module>`, every change logged with its values
 * before and after. Modules give the table, schemas and their own rules; the HTTP shape is the same.
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
  present?: (db: Database, rows: Row[]) => Promise<Record<string, unknown>[]>;
  optionLabel: (row: Row) => string;
  /** More fields of a row that forms need from its option list. */
  optionExtra?: (row: Row) => Record<string, unknown>;
  /** Runs in the transaction after a create (e.g. building dependent rows). */
  afterCreate?: (tx: Database, row: Row) => Promise<void>;
};

const idParams = z.object({ id: z.coerce.number().int().positive() });

async function findRow(db: Database, definition: ResourceDefinition, id: number): Promise<Row> {
  const [row] = (await db
    .select()
    .from(definition.table as PgTable)
    .where(eq(definition.table.id, id))
    .limit(1)) as Row[];
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

export function resourceRoutes(definition: ResourceDefinition): FastifyPluginAsyncZod {
  const { path, module, subject, label, table } = definition;
  const present = async (db: Database, rows: Row[]) =>
    definition.present ? definition.present(db, rows) : rows;
  const tags = [subject];

  return async (app) => {
    const db = () => app.database.db;

    app.get(
      path,
      { config: requirePermission(`view ${module}`), schema: { tags, querystring: definition.listQuery } },
      async (request) => {
        const query = request.query as ListQuery;
        const where = listWhere(query, definition.searchColumns, definition.filterColumns ?? {});
        const [total] = await db()
          .select({ total: count() })
          .from(table as PgTable)
          .where(where);
        const rows = (await db()
          .select()
          .from(table as PgTable)
          .where(where)
          .orderBy(listOrder(query, definition.sortColumns, definition.defaultSort), table.id)
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page)) as Row[];
        return ok(await present(db(), rows), { meta: pageMeta(query, total?.total ?? 0) });
      },
    );

    app.get(`${path}/options`, { config: staffAccess, schema: { tags } }, async () => {
      const rows = (await db()
        .select()
        .from(table as PgTable)
        .orderBy(definition.defaultSort)) as Row[];
      return ok(
        rows.map((row) => ({
          id: row.id,
          label: definition.optionLabel(row),
          status: row.status ?? null,
          ...definition.optionExtra?.(row),
        })),
      );
    });

    app.get(
      `${path}/:id`,
      { config: requirePermission(`view ${module}`), schema: { tags, params: idParams } },
      async (request) => {
        const [row] = await present(db(), [await findRow(db(), definition, request.params.id)]);
        return ok(row);
      },
    );

    app.post(
      path,
      { config: requirePermission(`create ${module}`), schema: { tags, body: definition.inputSchema } },
      async (request, reply) => {
        const body = request.body as Record<string, unknown>;
        const created = await db().transaction(async (tx) => {
          const values = definition.prepare
            ? await definition.prepare(tx, body, null, actorOf(request))
            : body;
          await checkUnique(tx, definition, values, null);
          await definition.validate?.(tx, values, null);
          const [row] = (await tx.insert(table).values(values).returning()) as Row[];
          if (!row) throw new AppError("SERVER_ERROR");
          await definition.afterCreate?.(tx, row);
          await logActivity(tx, actorOf(request), {
            action: `${subject}.created`,
            description: `${label} ditambahkan: ${definition.optionLabel(row)}`,
            subject_type: subject,
            subject_id: row.id,
            properties: { after: row },
          });
          return row;
        });
        const [answer] = await present(db(), [created]);
        return reply.code(201).send(ok(answer, { message: `${label} berhasil ditambahkan` }));
      },
    );

    app.put(
      `${path}/:id`,
      {
        config: requirePermission(`edit ${module}`),
        schema: { tags, params: idParams, body: definition.inputSchema },
      },
      async (request) => {
        const body = request.body as Record<string, unknown>;
        const updated = await db().transaction(async (tx) => {
          const before = await findRow(tx, definition, request.params.id);
          const values = definition.prepare
            ? await definition.prepare(tx, body, before.id, actorOf(request))
            : body;
          await checkUnique(tx, definition, values, before.id);
          await definition.validate?.(tx, values, before.id);
          const [after] = (await tx
            .update(table)
            .set(values)
            .where(eq(table.id, before.id))
            .returning()) as Row[];
          if (!after) throw new AppError("NOT_FOUND", `${label} tidak ditemukan`);
          await logActivity(tx, actorOf(request), {
            action: `${subject}.updated`,
            description: `${label} diubah: ${definition.optionLabel(after)}`,
            subject_type: subject,
            subject_id: after.id,
            properties: { before, after },
          });
          return after;
        });
        const [answer] = await present(db(), [updated]);
        return ok(answer, { message: `${label} berhasil diperbarui` });
      },
    );

    app.delete(
      `${path}/:id`,
      { config: requirePermission(`delete ${module}`), schema: { tags, params: idParams } },
      async (request) => {
        await db().transaction(async (tx) => {
          const before = await findRow(tx, definition, request.params.id);
          const usage = await definition.inUse?.(tx, before.id);
          if (usage) throw new AppError("CONFLICT", `${label} tidak dapat dihapus: ${usage}`);
          await tx.delete(table).where(eq(table.id, before.id));
          await logActivity(tx, actorOf(request), {
            action: `${subject}.deleted`,
            description: `${label} dihapus: ${definition.optionLabel(before)}`,
            subject_type: subject,
            subject_id: before.id,
            properties: { before },
          });
        });
        return ok(null, { message: `${label} berhasil dihapus` });
      },
    );
  };
}
