import { type Query, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgPreparedQuery, PreparedQueryConfig, SelectedFieldsOrdered } from "drizzle-orm/pg-core";
import type { Database } from "./client";

type Prepared = PgPreparedQuery<PreparedQueryConfig>;

/** What Drizzle keeps of a built query to run it (its SQL, parameters and row mapping). */
type BuiltQuery = Prepared & {
  params: unknown[];
  fields: SelectedFieldsOrdered | undefined;
  customResultMapper?: (rows: unknown[][]) => unknown;
  joinsNotNullableMap?: Record<string, boolean>;
};

/**
 * A statement built once per process and run on any handle, a transaction's included (issue 26: building
 * Drizzle queries was a third of a sale's CPU in the API): `build` makes it with `sql.placeholder`s for
 * what varies, `execute({...})` fills them. On PostgreSQL it is sent under `name`, so each connection
 * parses it once. Only for statements of a fixed shape (no list whose length varies).
 */
export function builtOnce<P extends Prepared>(
  name: string,
  build: (db: Database) => { prepare(name: string): P },
): (db: Database) => P {
  let built: BuiltQuery | undefined;
  return (db) => {
    if (!built) {
      const first = build(db).prepare(name);
      built = first as unknown as BuiltQuery;
      return first;
    }
    const query: Query = { sql: built.getQuery().sql, params: built.params };
    const made = db._.session.prepareQuery(
      query,
      built.fields,
      name,
      true,
      built.customResultMapper,
    ) as unknown as BuiltQuery;
    made.joinsNotNullableMap = built.joinsNotNullableMap;
    return made as unknown as P;
  };
}

/** `column = any($name)`: a list as one parameter (an array), so a statement built once takes any length. */
export const anyOf = (column: SQLWrapper, name: string): SQL =>
  sql`${column} = any(${sql.placeholder(name)})`;
