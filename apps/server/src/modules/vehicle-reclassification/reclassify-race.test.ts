import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { vehicleReclassifications } from "../../db/schema/reclassifications";
import { scheduleQuotas } from "../../db/schema/schedules";
import { sellBus, useRemeasureWorld } from "./test-world";

/**
 * The last place of a class taken twice at once: a re-measure into it and a counter sale of it. On
 * PostgreSQL (TEST_DATABASE_URL) the two really run in parallel on the pool; exactly one wins and the
 * schedule's counts stay exact.
 */
describe("re-measuring into the last place of a class while it is sold", () => {
  const state = useRemeasureWorld();

  it("exactly one of the re-measure and the sale gets the last bus place; the quotas stay exact", async () => {
    const { app, world, cashier, officer, carTicket } = state();
    const [remeasure, sale] = await Promise.all([
      officer.call("POST", `/vehicle-tickets/${carTicket.id}/remeasure`, {
        panjang_m: 6.4,
        tipe_tiket: "kosong",
        method: "tunai",
      }),
      sellBus(world, cashier),
    ]);
    const statuses = [remeasure.statusCode, sale.statusCode].sort();
    expect(
      statuses.filter((status) => status === 409),
      `${remeasure.body} ${sale.body}`,
    ).toHaveLength(1);
    expect([remeasure.json().code, sale.json().code]).toContain("QUOTA_EXCEEDED");
    const reclassified = remeasure.statusCode === 200;
    expect(sale.statusCode).toBe(reclassified ? 409 : 201);

    const quotas = await app.database.db
      .select()
      .from(scheduleQuotas)
      .where(eq(scheduleQuotas.schedule_id, world.schedule.id));
    const sold = (cargoId: number) => quotas.find((quota) => quota.cargo_type_id === cargoId)?.terjual;
    expect(sold(world.bus.id)).toBe(1);
    expect(sold(world.car.id)).toBe(reclassified ? 0 : 1);
    expect(await app.database.db.select().from(vehicleReclassifications)).toHaveLength(reclassified ? 1 : 0);
  });
});
