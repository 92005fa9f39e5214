import type { Database } from "./client";

/**
 * A query that every request runs, built once per database handle (issue 26: building Drizzle queries is
 * most of a request's CPU) and prepared by name once per connection: `build` makes it with placeholders
 * and ends with `.prepare(name)`; the handle's query is made on its first use.
 */
export function preparedPerHandle<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    const known = built.get(db);
    if (known) return known;
    const query = build(db);
    built.set(db, query);
    return query;
  };
}
