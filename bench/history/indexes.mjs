// Loading a million rows into a table is faster without its secondary indexes and constraints, built
// once afterwards. The definitions are read from the catalogue the migrations wrote (pg_get_indexdef,
// pg_get_constraintdef) and put back as they were: the database ends with exactly the migrations' indexes.

/** The tables the history fills in bulk. */
export const BULK_TABLES = [
  "schedules",
  "schedule_quotas",
  "bookings",
  "booking_passengers",
  "booking_vehicles",
  "booking_payments",
  "passenger_tickets",
  "vehicle_tickets",
  "ticket_scans",
  "activity_logs",
  "refunds",
  "refund_items",
];

/**
 * Drops the secondary indexes and the unique and foreign-key constraints of `tables` (primary keys and
 * checks stay) and resolves the statements that make them again, foreign keys last.
 */
export async function dropSecondary(client, tables = BULK_TABLES) {
  const { rows: constraints } = await client.query(
    `SELECT c.conrelid::regclass::text AS tab, c.conname AS name, c.contype AS type, pg_get_constraintdef(c.oid) AS def
     FROM pg_constraint c WHERE c.conrelid = ANY($1::regclass[]) AND c.contype IN ('u', 'f')`,
    [tables],
  );
  const { rows: indexes } = await client.query(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
     FROM pg_index i WHERE i.indrelid = ANY($1::regclass[]) AND NOT i.indisprimary
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid AND c.contype IN ('p', 'u', 'x'))`,
    [tables],
  );
  const foreign = constraints.filter((row) => row.type === "f");
  const unique = constraints.filter((row) => row.type === "u");
  for (const row of [...foreign, ...unique])
    await client.query(`ALTER TABLE ${row.tab} DROP CONSTRAINT "${row.name}"`);
  for (const row of indexes) await client.query(`DROP INDEX ${row.name}`);
  return [
    ...unique.map((row) => `ALTER TABLE ${row.tab} ADD CONSTRAINT "${row.name}" ${row.def}`),
    ...indexes.map((row) => row.def),
    ...foreign.map((row) => `ALTER TABLE ${row.tab} ADD CONSTRAINT "${row.name}" ${row.def}`),
  ];
}
