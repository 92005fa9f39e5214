import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { DEMO_DELAY_REASON } from "./delayed-sailing";
import { seedDemoData } from "./run-seed";

describe("demo delay", () => {
  it("shows a sailing 'Ditunda' with its reason on the public list right after the first start", async () => {
    const app = await buildTestApp();
    try {
      expect(await seedDemoData(app.database.db)).toBe(true);
      const publicList = await app.inject({
        method: "GET",
        url: "/api/public/schedules/available?per_page=100",
      });
      const delayed = publicList
        .json()
        .data.filter((row: { alasan_tunda: string | null }) => row.alasan_tunda === DEMO_DELAY_REASON);
      expect(delayed).toHaveLength(1);
      const [sailing] = delayed;
      expect(Date.parse(sailing.waktu_berangkat) - Date.parse(sailing.waktu_berangkat_awal)).toBe(
        45 * 60_000,
      );
      expect(sailing.stats.total_sold).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  }, 180_000);
});
