import { describe, expect, it } from "vitest";
import { adult, staffCaller, useSaleWorld } from "../../test/sales-fixtures";

/**
 * No seat is sold twice however many sell at once. On PostgreSQL (CI runs the suite there) the requests
 * really run in parallel on a pool of connections; on PGlite transactions are serialized.
 */
describe("selling at once", () => {
  const state = useSaleWorld();

  it("200 concurrent purchases for an entry with 10 seats left give exactly 10 bookings and sisa_kuota 0", async () => {
    const { world, cashier } = state();
    const car = (index: number) => ({
      ticket_price_id: world.carPrice,
      nomor_kendaraan: `B ${index} CC`,
      nama_pemilik: "Pemilik",
      tipe_tiket: "kosong",
    });
    const first = await cashier.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "Rombongan",
      vehicles: Array.from({ length: 10 }, (_, index) => car(index)),
    });
    expect(first.statusCode).toBe(201);
    expect(await world.seatsLeft(world.car.id)).toBe(10);

    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        cashier.call(
          "POST",
          "/bookings",
          { schedule_id: world.schedule.id, pemesan_nama: `Pembeli ${index}`, vehicles: [car(100 + index)] },
          { "idempotency-key": `concurrent-${index}-key` },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(190);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().code).toBe("QUOTA_EXCEEDED");
    expect(await world.seatsLeft(world.car.id)).toBe(0);
    const list = await cashier.call("GET", "/bookings?per_page=100");
    expect(list.json().meta.total).toBe(11);
    const carsSold = list
      .json()
      .data.reduce((sum: number, row: { jumlah_kendaraan: number }) => sum + row.jumlah_kendaraan, 0);
    expect(carsSold).toBe(20);
  }, 120_000);

  it("keeps an agent's balance equal to the sum of the ledger under concurrent agent sales", async () => {
    const { app, world } = state();
    const agent = await staffCaller(app, ["view menu agen", "view booking agen", "create booking agen"], {
      tipe_pengguna: "agen",
    });
    const finance = await staffCaller(app, ["view saldo agen", "edit saldo agen"]);
    const topup = await agent.call("POST", "/agents/topups", { amount: 100_000, method: "tunai" });
    await finance.call("POST", `/agents/topups/${topup.json().data.id}/approve`, {});

    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        agent.call("POST", "/bookings", {
          schedule_id: world.schedule.id,
          pemesan_nama: `Tamu ${index}`,
          passengers: [adult(world.adultPrice, `Tamu ${index}`)],
        }),
      ),
    );
    const sold = answers.filter((answer) => answer.statusCode === 201).length;
    expect(sold).toBe(8);
    expect(
      answers
        .filter((answer) => answer.statusCode === 409)
        .every((answer) => answer.json().code === "PLAFON_EXCEEDED"),
    ).toBe(true);
    const account = (await agent.call("GET", "/agents/me")).json().data;
    expect(account.saldo).toBe(100_000 - 8 * 11_400);
    const ledger = (await agent.call("GET", "/agents/ledger?per_page=100")).json().data as {
      amount: number;
    }[];
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(account.saldo);
    expect(await world.seatsLeft(world.adult.id)).toBe(100 - sold);
  }, 60_000);
});
