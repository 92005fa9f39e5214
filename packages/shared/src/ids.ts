import { z } from "zod";

/** The largest value of PostgreSQL's `integer`, the type of every id column: no row has a larger id. */
export const MAX_ID = 2_147_483_647;

/**
 * The one schema of a row id, wherever it comes from (path, query string or body): a whole number from
 * 1 to MAX_ID. A larger number names no row and PostgreSQL would refuse it, so it is a 422 here rather
 * than a database error. `label` names the id in the messages; `missing` is the message for an empty or
 * non-numeric value (a form's unchosen select).
 */
export function databaseId(label = "ID", missing = `${label} tidak valid`) {
  const invalid = `${label} tidak valid`;
  return z.coerce
    .number({ error: missing })
    .int({ error: invalid, abort: true })
    .min(1, { error: missing })
    .max(MAX_ID, { error: invalid });
}

/** Path parameters `{ id }`. */
export const idParams = z.object({ id: databaseId() });
