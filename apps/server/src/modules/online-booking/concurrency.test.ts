import { describe, expect, it } from "vitest";
import { useOnlineWorld } from "./fixtures";
import { customerCaller, setOnline } from "./testing";

/**
 * Online and counter sales share one quota: however many customers and cashiers buy at once, exactly the
 * seats left are sold. On PostgreSQL (`TEST_DATABASE_URL`) the requests really run in parallel on a pool
 * of connections, so this checks the conditional seat updates; on PGlite transactions are serialized.
 */
describe("customers and a cashier race for the last seats", () => {
  const state = useOnlineWorld();

  it("sells exactly the quota left (2 cars) among 30 concurrent buyers", async () => {
    const { app, world, cashier } = state();
    await setOnline(app);
    const car = (plate: string) => ({
      ticket_price_id: world.carPrice,
      nomor_kendaraan: plate,
      nama_pemilik: "Pemilik",
      tipe_tiket: "kosong",
    });
    const fleet = await cashier.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "Rombongan",
      vehicles: Array.from({ length: 18 }, (_, index) => car(`B ${index} AA`)),
    });
    expect(fleet.statusCode).toBe(201);
    expect(await world.seatsLeft(world.car.id)).toBe(2);

    const customers = await Promise.all(Array.from({ length: 10 }, () => customerCaller(app)));
    const online = customers.flatMap((customer, index) =>
      [0, 1].map((round) =>
        customer.call(
          "POST",
          "/customer/bookings",
          { schedule_id: world.schedule.id, vehicles: [car(`L ${index}${round} ON`)] },
          { "idempotency-key": `online-race-${index}-${round}` },
        ),
      ),
    );
    const counter = Array.from({ length: 10 }, (_, index) =>
      cashier.call(
        "POST",
        "/bookings",
        { schedule_id: world.schedule.id, pemesan_nama: `Loket ${index}`, vehicles: [car(`DK ${index} LK`)] },
        { "idempotency-key": `counter-race-${index}` },
      ),
    );
    const answers = await Promise.all([...online, ...counter]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(28);
    expect(
      answers
        .filter((answer) => answer.statusCode === 409)
        .every((answer) => answer.json().code === "QUOTA_EXCEEDED"),
    ).toBe(true);
    expect(await world.seatsLeft(world.car.id)).toBe(0);

    const sold = await cashier.call("GET", "/bookings?per_page=100");
    const cars = sold
      .json()
      .data.reduce((sum: number, row: { jumlah_kendaraan: number }) => sum + row.jumlah_kendaraan, 0);
    expect(cars).toBe(20);
  }, 120_000);
});
