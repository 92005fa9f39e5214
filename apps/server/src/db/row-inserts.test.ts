import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { resetDatabase, testDatabase } from "../test/database";
import { rowsOf } from "./client";
import { rowInserter } from "./row-inserts";
import { activityLogs } from "./schema/activity";

afterEach(async () => {
  await resetDatabase(await testDatabase());
});

const insertLogs = rowInserter("row_inserts_test", activityLogs);

type LogValues = typeof activityLogs.$inferInsert;

const entry = (action: string, more: Partial<LogValues> = {}): LogValues => ({
  action,
  description: `Uji ${action}`,
  username: "kasir",
  ...more,
});

/** What a row holds, without what the database gives it (id, time of writing). */
const held = ({ id: _id, created_at: _at, ...row }: typeof activityLogs.$inferSelect) => row;

describe("rowInserter (statements built once, issue 26)", () => {
  it("writes and answers the rows Drizzle's own insert writes: JSON arrays, nulls and defaults alike", async () => {
    const { db } = await testDatabase();
    const rows = [
      entry("array", { properties: [1, "dua"] as unknown as Record<string, unknown>, subject_id: "7" }),
      entry("object", { properties: { total_harga: 11_400, kode: ["A", "B"] }, ip: null }),
      entry("null", { properties: null, user_agent: undefined }),
    ];
    const [built, again, inTransaction] = [
      await insertLogs(db, rows),
      await insertLogs(db, rows),
      await db.transaction((tx) => insertLogs(tx, rows)),
    ];
    const drizzle = await db.insert(activityLogs).values(rows).returning();
    expect(built.map(held)).toEqual(drizzle.map(held));
    expect(again.map(held)).toEqual(drizzle.map(held));
    expect(inTransaction.map(held)).toEqual(drizzle.map(held));
    expect(built.every((row) => row.created_at instanceof Date)).toBe(true);
    // A null JSON value is SQL's NULL, never the JSON `null`, as with Drizzle.
    const stored = rowsOf<{ kind: string | null; total: number }>(
      await db.execute(sql`SELECT jsonb_typeof(properties) AS kind, count(*)::int AS total FROM activity_logs
        WHERE action IN ('array', 'object', 'null') GROUP BY 1 ORDER BY 1 NULLS LAST`),
    );
    expect(stored).toEqual([
      { kind: "array", total: 4 },
      { kind: "object", total: 4 },
      { kind: null, total: 4 },
    ]);
  });

  it("takes rows of differing columns and more rows than it builds for, and nothing", async () => {
    const { db } = await testDatabase();
    const mixed = [entry("a", { subject_type: "booking" }), entry("b")];
    expect((await insertLogs(db, mixed)).map((row) => [row.action, row.subject_type])).toEqual([
      ["a", "booking"],
      ["b", null],
    ]);
    const many = Array.from({ length: 12 }, (_, index) => entry(`n${index}`));
    expect((await insertLogs(db, many)).map((row) => row.action)).toEqual(many.map((row) => row.action));
    expect(await insertLogs(db, [])).toEqual([]);
  });
});
