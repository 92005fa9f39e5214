import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXACT_COUNT_UP_TO } from "../../lib/list-sql";
import { buildTestApp } from "../../test/app";
import { type StaffCaller, staffCaller } from "../../test/sales-fixtures";

const ROWS = EXACT_COUNT_UP_TO + 50;
let app: FastifyInstance;
let auditor: StaffCaller;
beforeAll(async () => {
  app = await buildTestApp();
  auditor = await staffCaller(app, ["view activity logs"]);
  await app.database.db.execute(
    sql`INSERT INTO activity_logs (action, description, subject_type)
      SELECT 'role.updated', 'Baris ' || n, 'role' FROM generate_series(1, ${ROWS}) AS n`,
  );
});
afterAll(() => app.close());

type Meta = { total: number; last_page: number; per_page: number; total_estimasi?: boolean };
const metaOf = async (query: string) => {
  const answer = await auditor.call("GET", `/activity-logs?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().meta as Meta;
};

describe("the activity log's total past 10,000 rows", () => {
  it("is the database's estimate, marked, never below the rows counted", async () => {
    const meta = await metaOf("per_page=20");
    expect(meta.total_estimasi).toBe(true);
    expect(meta.total).toBeGreaterThan(EXACT_COUNT_UP_TO);
    expect(meta.last_page).toBe(Math.ceil(meta.total / 20));
  });

  it("is exact and unmarked when a filter selects a small set", async () => {
    const meta = await metaOf("search=Baris%2010042");
    expect(meta).toMatchObject({ total: 1, last_page: 1 });
    expect(meta.total_estimasi).toBeUndefined();
  });
});
