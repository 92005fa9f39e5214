import { DEFAULT_SALES_SETTINGS } from "@ferry/shared/sales-settings";
import { describe, expect, it } from "vitest";
import { adult, type SaleWorld, sailingOf, staffCaller, useSaleWorld } from "../../test/sales-fixtures";

/**
 * One identity number, one person per sailing (decision 032): at every sale, its quote and a reschedule.
 * On PostgreSQL (TEST_DATABASE_URL) the concurrent sales really run in parallel.
 */
describe("the same identity number twice on one sailing", () => {
  const state = useSaleWorld();
  const NIK = "3510017007800001";
  const person = (world: SaleWorld, nama: string, nomor_identitas: string | null) => ({
    ...adult(world.adultPrice, nama),
    nomor_identitas,
  });
  const infant = (world: SaleWorld, nama: string, nomor_identitas: string) => ({
    ...person(world, nama, nomor_identitas),
    usia: 1,
    is_infant: true,
  });
  const sale = (scheduleId: number, passengers: object[], extra: object = {}) => ({
    schedule_id: scheduleId,
    pemesan_nama: "Budi Santoso",
    passengers,
    ...extra,
  });
  const infantsMayShare = (world: SaleWorld, allowed: boolean) =>
    world.api.call("PUT", "/settings/sales", {
      ...DEFAULT_SALES_SETTINGS,
      identitas_bayi_boleh_sama: allowed,
    });

  it("refuses a second person with that number (trimmed, any case), naming the number and the passenger", async () => {
    const { world, cashier } = state();
    const first = await cashier.call(
      "POST",
      "/bookings",
      sale(world.schedule.id, [person(world, "Budi", "a1234567")]),
    );
    expect(first.statusCode, first.body).toBe(201);
    const message =
      "Nomor identitas A1234567 (Siti Aminah) sudah terdaftar pada penumpang lain di pelayaran ini";
    const body = sale(world.schedule.id, [
      person(world, "Ani", null),
      person(world, "Siti Aminah", " A1234567 "),
    ]);
    for (const url of ["/bookings/quote", "/bookings"]) {
      const refused = await cashier.call("POST", url, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: "CONFLICT",
        message,
        errors: { "passengers.1.nomor_identitas": [message] },
      });
    }
    // A vehicle's rider counts like any passenger.
    const rider = await cashier.call("POST", "/bookings", {
      ...sale(world.schedule.id, []),
      vehicles: [
        {
          ticket_price_id: world.carPrice,
          nomor_kendaraan: "P 1 AB",
          nama_pemilik: "Joko",
          tipe_tiket: "kosong",
          riders: [person(world, "Joko", "A1234567")],
        },
      ],
    });
    expect(rider.statusCode).toBe(409);
    expect(Object.keys(rider.json().errors)).toEqual(["vehicles.0.riders.0.nomor_identitas"]);
    // Another sailing, and people without a number, are not concerned.
    const other = await sailingOf(world, 72);
    expect(
      (await cashier.call("POST", "/bookings", sale(other.id, [person(world, "Budi", "A1234567")])))
        .statusCode,
    ).toBe(201);
    const nameless = sale(world.schedule.id, [person(world, "Tono", null), person(world, "Tini", "")]);
    expect((await cashier.call("POST", "/bookings", nameless)).statusCode).toBe(201);
  });

  it("refuses two people of one sale with the same number (422 on the second)", async () => {
    const { world, cashier } = state();
    const refused = await cashier.call(
      "POST",
      "/bookings",
      sale(world.schedule.id, [person(world, "Budi", NIK), person(world, "Siti", NIK)]),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      "passengers.1.nomor_identitas": [
        `Nomor identitas ${NIK} dipakai dua penumpang dalam pesanan ini (Budi dan Siti)`,
      ],
    });
  });

  it("lets infants travel on a parent's number unless the operator's setting says otherwise", async () => {
    const { world, cashier } = state();
    const family = sale(world.schedule.id, [person(world, "Ibu Sari", NIK), infant(world, "Bayi Sari", NIK)]);
    expect((await cashier.call("POST", "/bookings", family)).statusCode).toBe(201);
    const twin = sale(world.schedule.id, [infant(world, "Bayi Kembar", NIK)]);
    expect((await cashier.call("POST", "/bookings", twin)).statusCode).toBe(201);

    expect((await infantsMayShare(world, false)).statusCode).toBe(200);
    const refused = await cashier.call(
      "POST",
      "/bookings",
      sale(world.schedule.id, [infant(world, "Bayi Lain", NIK)]),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Nomor identitas ${NIK} (Bayi Lain) sudah terdaftar pada penumpang lain di pelayaran ini`,
    );
    const again = sale(world.schedule.id, [
      person(world, "Ayah", "3510017007800009"),
      infant(world, "Bayi", "3510017007800009"),
    ]);
    expect((await cashier.call("POST", "/bookings", again)).statusCode).toBe(422);
  });

  it("forgets a cancelled booking's passengers", async () => {
    const { app, world, cashier } = state();
    const unpaid = await cashier.call(
      "POST",
      "/bookings",
      sale(world.schedule.id, [person(world, "Budi", NIK)]),
    );
    expect(unpaid.statusCode, unpaid.body).toBe(201);
    const desk = await staffCaller(app, ["view booking", "edit booking", "delete booking"]);
    const cancelled = await desk.call("POST", `/bookings/${unpaid.json().data.id}/cancel`, {
      alasan: "Batal",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(
      (await cashier.call("POST", "/bookings", sale(world.schedule.id, [person(world, "Budi", NIK)])))
        .statusCode,
    ).toBe(201);
  });

  it("refuses a reschedule onto a sailing where one of its people's numbers is held", async () => {
    const { app, world, cashier } = state();
    const target = await sailingOf(world, 72);
    const paid = { payment: { method: "tunai", amount: 11_400 } };
    const booking = await cashier.call(
      "POST",
      "/bookings",
      sale(world.schedule.id, [person(world, "Budi", NIK)], paid),
    );
    expect(booking.statusCode, booking.body).toBe(201);
    expect(
      (await cashier.call("POST", "/bookings", sale(target.id, [person(world, "Budi K", NIK)]))).statusCode,
    ).toBe(201);
    const desk = await staffCaller(app, ["view booking", "edit booking"]);
    const moved = await desk.call("POST", `/bookings/${booking.json().data.id}/reschedule`, {
      to_schedule_id: target.id,
      method: "tunai",
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(
      `Nomor identitas ${NIK} (Budi) sudah terdaftar pada penumpang lain di pelayaran ini`,
    );
  });

  it("lets exactly one of many concurrent sales of one number through, even when they take no common seat", async () => {
    const { world, cashier } = state();
    // Infants take no seat: without the rule's own lock nothing would order these sales.
    expect((await infantsMayShare(world, false)).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        cashier.call("POST", "/bookings", sale(world.schedule.id, [infant(world, `Bayi ${index}`, NIK)])),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: 11 }, () => 409)]);
  }, 120_000);
});
