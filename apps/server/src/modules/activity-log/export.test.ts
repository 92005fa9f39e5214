import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { buildTestApp } from "../../test/app";
import { type StaffCaller, staffCaller } from "../../test/sales-fixtures";

const ROWS = 2_345;
let app: FastifyInstance;
let auditor: StaffCaller;
beforeAll(async () => {
  app = await buildTestApp();
  auditor = await staffCaller(app, ["view activity logs"]);
  await app.database.db.insert(activityLogs).values(
    Array.from({ length: ROWS }, (_, index) => ({
      action: "role.updated",
      description: `Baris ${index + 1}`,
      subject_type: "role",
    })),
  );
});
afterAll(() => app.close());

describe("the activity log export", () => {
  it("streams every selected row across its batches of 1,000, newest first, each once", async () => {
    const csv = await auditor.call("GET", "/activity-logs/export?action=role.updated");
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split("\r\n").slice(1);
    expect(lines).toHaveLength(ROWS);
    const numbers = lines.map((line) => Number(line.match(/"Baris (\d+)"/)?.[1]));
    expect(numbers[0]).toBe(ROWS);
    expect(numbers.at(-1)).toBe(1);
    expect(new Set(numbers).size).toBe(ROWS);
  });
});
