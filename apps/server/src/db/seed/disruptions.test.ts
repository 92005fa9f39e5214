import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { adminClient } from "../../test/voyage-fixtures";
import { DEMO_CANCEL_REASON } from "./disruptions";
import { seedDemoData } from "./run-seed";

describe("demo disruption", () => {
  it("shows a sailing cancelled for bad weather right after the first start, some of its bookings moved", async () => {
    const app = await buildTestApp();
    try {
      expect(await seedDemoData(app.database.db)).toBe(true);
      const api = await adminClient(app);
      const list = (await api.call("GET", "/schedules?status=batal&per_page=100")).json().data;
      const cancelled = list.filter(
        (row: { alasan_batal: string | null }) => row.alasan_batal === DEMO_CANCEL_REASON,
      );
      expect(cancelled).toHaveLength(1);
      const view = (await api.call("GET", `/schedules/${cancelled[0].id}/affected-bookings`)).json().data;
      expect(view.moved).toHaveLength(2);
      expect(view.waiting.length).toBeGreaterThanOrEqual(3);
      const publicList = await app.inject({
        method: "GET",
        url: "/api/public/schedules/available?per_page=100",
      });
      expect(publicList.json().data.some((row: { id: number }) => row.id === cancelled[0].id)).toBe(true);
    } finally {
      await app.close();
    }
  }, 120_000);
});
