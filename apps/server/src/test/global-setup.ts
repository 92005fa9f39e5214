import pg from "pg";

/** After the run, drop the per-worker databases that src/test/database.ts created on PostgreSQL. */
export async function teardown(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const baseName = new URL(url).pathname.replace(/^\//, "") || "postgres";
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [`${baseName.replaceAll("_", "\\_")}\\_w%`],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
