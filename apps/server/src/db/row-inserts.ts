import { getTableColumns, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client";
import { builtOnce } from "./prepared";

/** The most rows an insert built once takes (a sale's lines); more are built at each call. */
const MOST_ROWS = 8;

type Values = Record<string, unknown>;

const givenKeys = (row: Values) =>
  Object.keys(row)
    .filter((key) => row[key] !== undefined)
    .sort();

/**
 * Inserts rows into `table` and answers them (`RETURNING *`), by a statement built once per row count and
 * set of columns given and prepared by name on PostgreSQL (issue 26: building a sale's inserts was a tenth
 * of its CPU in the API). Values go out as Drizzle sends them: each column's own encoding, null as NULL, an
 * absent or undefined column as its default. `conflictTarget`: rows clashing on it are skipped (not answered).
 */
export function rowInserter<T extends PgTable>(name: string, table: T, conflictTarget?: PgColumn) {
  type Row = T["$inferSelect"];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const statements = new Map<string, (db: Database) => { execute(values: Values): Promise<unknown> }>();
  const insert = (db: Database, rows: Values[]) => {
    const query = db.insert(table).values(rows as T["$inferInsert"][]);
    return (conflictTarget ? query.onConflictDoNothing({ target: conflictTarget }) : query).returning();
  };
  return async (db: Database, rows: T["$inferInsert"][]): Promise<Row[]> => {
    const given = rows as Values[];
    const shapes = given.map((row) => givenKeys(row));
    const keys = shapes[0] ?? [];
    if (given.length === 0) return [];
    if (given.length > MOST_ROWS || shapes.some((shape) => shape.join(",") !== keys.join(",")))
      return (await insert(db, given)) as Row[];
    const shape = `${given.length}:${keys.join(",")}`;
    let statement = statements.get(shape);
    if (!statement) {
      const slots = given.map((_, index) =>
        Object.fromEntries(keys.map((key) => [key, sql`${sql.placeholder(`${key}_${index}`)}`])),
      );
      statement = builtOnce(`${name}_${statements.size + 1}`, (db) => insert(db, slots));
      statements.set(shape, statement);
    }
    const values: Values = {};
    given.forEach((row, index) => {
      for (const key of keys) {
        const value = row[key];
        values[`${key}_${index}`] = value === null ? null : columns[key]?.mapToDriverValue(value);
      }
    });
    return (await statement(db).execute(values)) as Row[];
  };
}
