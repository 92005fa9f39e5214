import { addDays, localToInstant, todayIn } from "@ferry/shared/zoned-time";
import { describe, expect, it } from "vitest";
import { adult, sellConfirmed, staffCaller, useSaleWorld } from "../../test/sales-fixtures";

const ZONE = "Asia/Jakarta";

describe("reports at the edges of a day in WIB", () => {
  const state = useSaleWorld();

  it("count a sailing at 00.00 and at 23.59 WIB on its own day, never the day before or after", async () => {
    const { app, world, cashier } = state();
    const day = addDays(todayIn(ZONE), 5);
    // A second ship: a sailing at 23.59 and one at 00.00 the next minute cannot share one.
    const other = await world.api.create("/ships", {
      nama: "KMP Uji Dua",
      kode_kapal: "UJD",
      jenis: "Ro-Ro",
      gt: 1000,
      tahun: 2015,
    });
    await world.api.call("PUT", `/ship-capacities/ship/${other.id}`, {
      entries: [{ cargo_type_id: world.adult.id, kuota: 100 }],
    });
    const sailing = (date: string, time: string) => {
      const departure = localToInstant(date, time, ZONE);
      return world.api.create("/schedules", {
        route_id: world.route.id,
        ship_id: time === "00:00" ? other.id : world.ship.id,
        waktu_berangkat: departure.toISOString(),
        waktu_tiba: new Date(departure.getTime() + 45 * 60_000).toISOString(),
      });
    };
    const edges = [
      await sailing(addDays(day, -1), "23:59"),
      await sailing(day, "00:00"),
      await sailing(day, "23:59"),
      await sailing(addDays(day, 1), "00:00"),
    ];
    for (const [index, schedule] of edges.entries()) {
      const seats = schedule.available_seats as { cargo_type: { id: number }; ticket_price_id: number }[];
      const price = seats.find((seat) => seat.cargo_type.id === world.adult.id)?.ticket_price_id ?? 0;
      await sellConfirmed(cashier, {
        schedule_id: schedule.id,
        pemesan_nama: `Tepi ${index}`,
        passengers: [adult(price, `Tepi ${index}`)],
        payment: { method: "tunai", amount: 11_400 },
      });
    }
    const reader = await staffCaller(app, ["view laporan pelayaran"]);
    const report = async (key: string) => {
      const answer = await reader.call(
        "GET",
        `/reports/${key}?from=${day}&to=${day}&route_id=${world.route.id}`,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data as { rows: Record<string, unknown>[]; totals: Record<string, number> };
    };
    const summary = await report("summary-manifest");
    expect(summary.rows.map((row) => row.schedule_id)).toEqual([edges[1]?.id, edges[2]?.id]);
    expect(summary.rows.map((row) => row.jam)).toEqual(["00.00 WIB", "23.59 WIB"]);
    expect(summary.totals).toMatchObject({ penumpang: 2, kursi_terjual: 2 });
    const oneSale = Number(summary.rows[0]?.pendapatan);
    expect(oneSale).toBeGreaterThan(0);
    expect(summary.totals.pendapatan).toBe(2 * oneSale);

    const recap = await report("rekap-manifest-bulanan");
    expect(recap.totals).toMatchObject({ pelayaran: 2, total_penumpang: 2, pendapatan: 2 * oneSale });
    const people = await report("manifest-penumpang");
    expect(people.rows.map((row) => row.nama).sort()).toEqual(["Tepi 1", "Tepi 2"]);
    const list = await report("jadwal-pelayaran");
    expect(list.totals.kursi_terjual).toBe(2);
    // Four sailings and four sales: a limit for a busy machine, not a target.
  }, 60_000);
});
