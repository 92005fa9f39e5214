import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../db/client";
import { activityLogs } from "../../db/schema/activity";
import { ticketScans } from "../../db/schema/gate";
import { useSaleWorld } from "../../test/sales-fixtures";
import { ARCHIVE_BATCH, archiveOldLogs } from "./archive-logs";

const NOW = new Date("2026-06-30T17:00:00.000Z");
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe("archiving old activity and scan logs", () => {
  const state = useSaleWorld();

  async function seedLogs(ages: number[]) {
    const { app, world, cashier } = state();
    const { db } = app.database;
    await db.insert(activityLogs).values(
      ages.map((age) => ({
        user_id: cashier.id,
        username: cashier.username,
        action: "test.old",
        description: `umur ${age} hari`,
        properties: { age },
        created_at: daysBefore(age),
      })),
    );
    await db.insert(ticketScans).values(
      ages.map((age) => ({
        schedule_id: world.schedule.id,
        gate: "Gerbang 1",
        result: "tidak_dikenal" as const,
        reason: "QR tidak dikenali",
        raw_data: `umur ${age}`,
        user_id: cashier.id,
        nonce: `n-${age}`,
        created_at: daysBefore(age),
      })),
    );
  }

  const archived = async (table: string) =>
    rowsOf<{ description?: string; raw_data?: string; archived_at: Date }>(
      await state().app.database.db.execute(sql`select * from ${sql.identifier(table)} order by id`),
    );

  it("moves rows older than the period with every column kept, and logs how many moved", async () => {
    await seedLogs([500, 401, 399, 10]);
    const { db } = state().app.database;
    const result = await archiveOldLogs(db, NOW, 400);
    expect(result).toEqual({ activity_logs: 2, ticket_scans: 2 });

    const keptLogs = await db
      .select({ description: activityLogs.description })
      .from(activityLogs)
      .where(eq(activityLogs.action, "test.old"))
      .orderBy(asc(activityLogs.id));
    expect(keptLogs.map((row) => row.description)).toEqual(["umur 399 hari", "umur 10 hari"]);
    const logArchive = await archived("activity_logs_archive");
    expect(logArchive.map((row) => row.description)).toEqual(["umur 500 hari", "umur 401 hari"]);
    expect(logArchive[0]).toMatchObject({ action: "test.old", properties: { age: 500 } });
    expect(new Date(logArchive[0]?.archived_at ?? 0).toISOString()).toBe(NOW.toISOString());

    const scanArchive = await archived("ticket_scans_archive");
    expect(scanArchive.map((row) => row.raw_data)).toEqual(["umur 500", "umur 401"]);
    const keptScans = await db.select({ raw: ticketScans.raw_data }).from(ticketScans);
    expect(keptScans.map((row) => row.raw).sort()).toEqual(["umur 10", "umur 399"]);

    const [note] = await db.select().from(activityLogs).where(eq(activityLogs.action, "retention.archived"));
    expect(note?.description).toBe(
      "Arsip log: 2 log aktivitas dan 2 log scan lebih lama dari 400 hari dipindah ke arsip",
    );
  });

  it("does nothing and logs nothing when no row is old enough, and a second run moves nothing again", async () => {
    await seedLogs([30]);
    const { db } = state().app.database;
    expect(await archiveOldLogs(db, NOW, 400)).toEqual({ activity_logs: 0, ticket_scans: 0 });
    await seedLogs([700]);
    expect(await archiveOldLogs(db, NOW, 400)).toEqual({ activity_logs: 1, ticket_scans: 1 });
    expect(await archiveOldLogs(db, NOW, 400)).toEqual({ activity_logs: 0, ticket_scans: 0 });
    const notes = await db.select().from(activityLogs).where(eq(activityLogs.action, "retention.archived"));
    expect(notes).toHaveLength(1);
  });

  it("moves more rows than one batch in several atomic statements", async () => {
    const { db } = state().app.database;
    const count = ARCHIVE_BATCH + 3;
    await db.execute(sql`
      insert into activity_logs (action, description, created_at)
      select 'test.bulk', 'lama', ${daysBefore(800)}::timestamptz from generate_series(1, ${count})`);
    const result = await archiveOldLogs(db, NOW, 400);
    expect(result.activity_logs).toBe(count);
    const [left] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from activity_logs where action = 'test.bulk'`),
    );
    expect(left?.n).toBe(0);
    expect(await archived("activity_logs_archive")).toHaveLength(count);
  });
});
