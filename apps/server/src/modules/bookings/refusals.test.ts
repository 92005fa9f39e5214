import { describe, expect, it } from "vitest";
import { adult, staffCaller, useSaleWorld } from "../../test/sales-fixtures";

describe("sales refusals", () => {
  const state = useSaleWorld();
  const sale = (scheduleId: number, passengers: unknown[], extra: Record<string, unknown> = {}) => ({
    schedule_id: scheduleId,
    pemesan_nama: "Pemesan",
    passengers,
    ...extra,
  });

  it("refuses a sale without passengers or vehicles", async () => {
    const { world, cashier } = state();
    const response = await cashier.call("POST", "/bookings", sale(world.schedule.id, []));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.passengers[0]).toBe("Isi minimal satu penumpang atau kendaraan");
  });

  it("refuses unknown schedules and price entries, and a vehicle class on a passenger line", async () => {
    const { world, cashier } = state();
    const unknown = await cashier.call("POST", "/bookings", sale(99_999, [adult(world.adultPrice)]));
    expect(unknown.json().errors.schedule_id[0]).toBe("Jadwal tidak ditemukan");
    const entry = await cashier.call("POST", "/bookings", sale(world.schedule.id, [adult(88_888)]));
    expect(entry.json().errors["passengers.0.ticket_price_id"][0]).toBe(
      "Harga tiket tidak tersedia untuk jadwal ini",
    );
    const wrongKind = await cashier.call(
      "POST",
      "/bookings",
      sale(world.schedule.id, [adult(world.carPrice)]),
    );
    expect(wrongKind.json().errors["passengers.0.ticket_price_id"][0]).toBe(
      "Kelas yang dipilih bukan kelas penumpang",
    );
    const notCarried = await cashier.call(
      "POST",
      "/bookings",
      sale(world.schedule.id, [], {
        vehicles: [
          {
            ticket_price_id: world.adultPrice,
            nomor_kendaraan: "B 1",
            nama_pemilik: "X",
            tipe_tiket: "kosong",
          },
        ],
      }),
    );
    expect(notCarried.json().errors["vehicles.0.ticket_price_id"][0]).toBe(
      "Golongan yang dipilih bukan kendaraan yang dapat diangkut kapal ini",
    );
    expect(await world.seatsLeft(world.adult.id)).toBe(100);
  });

  it("refuses cancelled and departed schedules", async () => {
    const { world, cashier } = state();
    await world.api.call("PATCH", `/schedules/${world.schedule.id}/status`, { status: "batal" });
    const cancelled = await cashier.call(
      "POST",
      "/bookings",
      sale(world.schedule.id, [adult(world.adultPrice)]),
    );
    expect(cancelled.statusCode).toBe(422);
    expect(cancelled.json().errors.schedule_id[0]).toBe("Jadwal sudah dibatalkan, tidak dapat dijual");
    await world.api.call("PATCH", `/schedules/${world.schedule.id}/status`, { status: "berangkat" });
    const departed = await cashier.call(
      "POST",
      "/bookings",
      sale(world.schedule.id, [adult(world.adultPrice)]),
    );
    expect(departed.json().errors.schedule_id[0]).toBe("Jadwal sudah berangkat, tidak dapat dijual");
  });

  it("answers 409 QUOTA_EXCEEDED naming the entry that ran out, and changes nothing", async () => {
    const { world, cashier } = state();
    const cars = Array.from({ length: 21 }, (_, index) => ({
      ticket_price_id: world.carPrice,
      nomor_kendaraan: `B ${index + 1} XY`,
      nama_pemilik: "PT Banyak",
      tipe_tiket: "kosong",
    }));
    const response = await cashier.call(
      "POST",
      "/bookings",
      sale(world.schedule.id, [adult(world.adultPrice)], { vehicles: cars }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "QUOTA_EXCEEDED",
      message: "Kuota Mobil tidak mencukupi (sisa 20)",
    });
    expect(await world.seatsLeft(world.adult.id)).toBe(100);
    expect(await world.seatsLeft(world.car.id)).toBe(20);
    expect((await cashier.call("GET", "/bookings")).json().meta.total).toBe(0);
    const quote = await cashier.call(
      "POST",
      "/bookings/quote",
      sale(world.schedule.id, [], { vehicles: cars }),
    );
    expect(quote.statusCode).toBe(409);
    expect(quote.json().message).toBe("Kuota Mobil tidak mencukupi (sisa 20)");
  });

  it("refuses an amount above the total", async () => {
    const { world, cashier } = state();
    const response = await cashier.call(
      "POST",
      "/bookings",
      sale(world.schedule.id, [adult(world.adultPrice)], { payment: { method: "tunai", amount: 50_000 } }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors["payment.amount"][0]).toBe(
      "Jumlah bayar melebihi sisa tagihan (Rp 11.400)",
    );
  });

  it("needs the sales permission of the channel; reading needs a sales viewing permission", async () => {
    const { app, world } = state();
    const viewer = await staffCaller(app, ["view penjualan umum"]);
    const denied = await viewer.call("POST", "/bookings", sale(world.schedule.id, [adult(world.adultPrice)]));
    expect(denied.statusCode).toBe(403);
    expect((await viewer.call("GET", "/bookings")).statusCode).toBe(200);
    const expedition = await viewer.call(
      "POST",
      "/bookings",
      sale(world.schedule.id, [adult(world.adultPrice)], { expedition_company_id: 1 }),
    );
    expect(expedition.statusCode).toBe(403);
    const nobody = await staffCaller(app, ["view kapal"]);
    expect((await nobody.call("GET", "/bookings")).statusCode).toBe(403);
    expect(
      (await nobody.call("POST", "/bookings/quote", sale(world.schedule.id, [adult(world.adultPrice)])))
        .statusCode,
    ).toBe(403);
  });

  it("lists with filters: status, code, departure date", async () => {
    const { world, cashier } = state();
    const first = (
      await cashier.call("POST", "/bookings", sale(world.schedule.id, [adult(world.adultPrice)]))
    ).json().data;
    await cashier.call(
      "POST",
      "/bookings",
      sale(world.schedule.id, [adult(world.adultPrice)], { payment: { method: "tunai", amount: 11_400 } }),
    );
    const waiting = await cashier.call("GET", "/bookings?status=waiting_payment");
    expect(waiting.json().data.map((row: { id: number }) => row.id)).toEqual([first.id]);
    const byCode = await cashier.call("GET", `/bookings?code=${first.booking_code.toLowerCase()}`);
    expect(byCode.json().data).toHaveLength(1);
    expect(byCode.json().data[0]).toMatchObject({
      jumlah_penumpang: 1,
      jumlah_kendaraan: 0,
      channel: "loket",
    });
    const day = world.schedule.waktu_berangkat as string;
    const local = new Date(Date.parse(day) + 7 * 3_600_000).toISOString().slice(0, 10);
    expect((await cashier.call("GET", `/bookings?date=${local}`)).json().meta.total).toBe(2);
    expect((await cashier.call("GET", "/bookings?date=2020-01-01")).json().meta.total).toBe(0);
    expect((await cashier.call("GET", "/bookings?status=lunas")).statusCode).toBe(422);
  });
});
