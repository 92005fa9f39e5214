import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { bookingPayments, bookings } from "../../db/schema/bookings";
import { refunds } from "../../db/schema/operations";
import { vehicleReclassifications } from "../../db/schema/reclassifications";
import { type StaffCaller, staffCaller } from "../../test/sales-fixtures";
import { scanBody } from "../tickets/test-fixtures";
import { BUS, sellBus, useRemeasureWorld } from "./test-world";

const CAR = { harga: 200_000, harga_muatan: 230_000 };

describe("'Ukur Ulang' at the vehicle gate", () => {
  const state = useRemeasureWorld();
  const remeasure = (body: Record<string, unknown>, path = "") => {
    const { officer, carTicket } = state();
    return officer.call("POST", `/vehicle-tickets/${carTicket.id}/remeasure${path}`, body);
  };
  const bookingRow = async () => {
    const { app, booking } = state();
    const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    return row;
  };

  it("a car measured 6.4 m is a VA bus: previewed, charged in cash in the officer's shift, re-issued, logged", async () => {
    const { app, world, officer, carTicket } = state();
    const before = await officer.call("GET", `/vehicle-tickets/${carTicket.id}/remeasure`);
    expect(before.json().data).toMatchObject({
      golongan: "IVA",
      tipe_tiket: "kosong",
      harga: CAR.harga,
      timbangan: false,
    });

    const preview = await remeasure({ panjang_m: 6.4, tipe_tiket: "kosong" }, "/preview");
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toEqual({
      golongan_lama: "IVA",
      golongan_baru: "VA",
      tipe_lama: "kosong",
      tipe_baru: "kosong",
      harga_lama: CAR.harga,
      harga_baru: BUS.harga,
      selisih: BUS.harga - CAR.harga,
      berubah: true,
      sisa_kuota_baru: 1,
    });
    const totalBefore = (await bookingRow())?.total_harga ?? 0;

    const done = await remeasure({ panjang_m: 6.4, tipe_tiket: "kosong", method: "tunai" });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe("Tiket direklasifikasi dari golongan IVA ke VA");
    const reclass = done.json().data.reclassification;
    expect(reclass).toMatchObject({ golongan_baru: "VA", selisih: 200_000, method: "tunai", panjang_m: 6.4 });
    expect(await world.seatsLeft(world.bus.id)).toBe(0);
    expect(await world.seatsLeft(world.car.id)).toBe(20);
    expect((await bookingRow())?.total_harga).toBe(totalBefore + 200_000);

    const db = app.database.db;
    const [payment] = await db.select().from(bookingPayments).where(eq(bookingPayments.amount, 200_000));
    expect(payment).toMatchObject({ method: "tunai", status: "diterima", recorded_by: officer.id });
    expect(payment?.shift_id).not.toBeNull();

    const scan = await officer.call(
      "POST",
      "/tickets/validate-qr",
      scanBody(carTicket.kode_tiket, world.schedule.id),
    );
    expect(scan.json().data.ticket.kendaraan).toEqual({ golongan: "VA", tipe_tiket: "kosong" });

    const [log] = await db.select().from(activityLogs).where(eq(activityLogs.action, "vehicle.reclassified"));
    expect(log?.description).toContain("IVA (kosong) ke VA (kosong)");
    expect(log?.properties).toMatchObject({
      golongan_lama: "IVA",
      golongan_baru: "VA",
      harga_lama: CAR.harga,
      harga_baru: BUS.harga,
      selisih: 200_000,
      panjang_m: 6.4,
      berat_kg: null,
      method: "tunai",
    });

    const receipt = await officer.call("GET", `/vehicle-reclassifications/${reclass.id}/receipt`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers["content-type"]).toBe("application/pdf");
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const again = await remeasure({ panjang_m: 6.4, tipe_tiket: "kosong", method: "tunai" });
    expect(again.json()).toMatchObject({ message: "Golongan dan muatan sesuai tiket; tidak ada perubahan" });
    expect(await db.select().from(bookingPayments).where(eq(bookingPayments.amount, 200_000))).toHaveLength(
      1,
    );
  });

  it("a bus measured 4.5 m and loaded is a car: its place goes back and the credit is a refund record paid in cash", async () => {
    const { app, world, cashier, officer } = state();
    const sold = await sellBus(world, cashier);
    expect(sold.statusCode, sold.body).toBe(201);
    const tickets = await officer.call("GET", `/bookings/${sold.json().data.id}/tickets`);
    const busTicket = tickets.json().data.vehicle_tickets[0];
    const done = await officer.call("POST", `/vehicle-tickets/${busTicket.id}/remeasure`, {
      panjang_m: 4.5,
      tipe_tiket: "muat",
    });
    expect(done.statusCode, done.body).toBe(200);
    const reclass = done.json().data.reclassification;
    expect(reclass).toMatchObject({
      golongan_lama: "VA",
      golongan_baru: "IVA",
      tipe_baru: "muat",
      selisih: -170_000,
    });
    expect(await world.seatsLeft(world.bus.id)).toBe(1);
    expect(await world.seatsLeft(world.car.id)).toBe(18);
    const [refund] = await app.database.db.select().from(refunds).where(eq(refunds.id, reclass.refund_id));
    expect(refund).toMatchObject({
      booking_id: sold.json().data.id,
      status: "disetujui",
      jumlah_refund: 170_000,
      potongan: 0,
      method: "tunai",
      decided_by: officer.id,
    });
    expect(refund?.shift_id).not.toBeNull();
    expect(refund?.alasan).toContain("Lebih bayar");
  });

  it("the same class and load changes nothing", async () => {
    const { app, world } = state();
    const done = await remeasure({ panjang_m: 4.2, tipe_tiket: "kosong", method: "tunai" });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ changed: false, preview: { golongan_baru: "IVA", selisih: 0 } });
    expect(await app.database.db.select().from(vehicleReclassifications)).toHaveLength(0);
    expect(await world.seatsLeft(world.car.id)).toBe(19);
  });

  it("a full target class is refused with 409 and nothing moves", async () => {
    const { world, cashier } = state();
    expect((await sellBus(world, cashier)).statusCode).toBe(201);
    const preview = await remeasure({ panjang_m: 6.4, tipe_tiket: "kosong" }, "/preview");
    expect(preview.json().data.sisa_kuota_baru).toBe(0);
    const refused = await remeasure({ panjang_m: 6.4, tipe_tiket: "kosong", method: "tunai" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "QUOTA_EXCEEDED",
      message: "Kuota golongan VA pada jadwal ini sudah penuh",
    });
    expect(await world.seatsLeft(world.car.id)).toBe(19);
    expect(await world.seatsLeft(world.bus.id)).toBe(0);
    expect((await bookingRow())?.total_harga).toBe((await bookingRow())?.total_dibayar);
  });

  it("weighs only where the port has a weighbridge and refuses an overweight vehicle by the port's or ship's limit", async () => {
    const { world } = state();
    const noBridge = await remeasure({ panjang_m: 4.2, berat_kg: 2000, tipe_tiket: "kosong" }, "/preview");
    expect(noBridge.statusCode).toBe(422);
    expect(noBridge.json().errors.berat_kg).toEqual([
      "Pelabuhan ini tidak memiliki jembatan timbang; kosongkan berat",
    ]);
    const saved = await world.api.call("PUT", "/vehicle-reclassifications/settings", {
      golongan: (await world.api.call("GET", "/vehicle-reclassifications/settings")).json().data.golongan,
      timbangan: [{ port_id: world.ketapang.id, batas_berat_kg: 30_000 }],
      batas_berat_kapal: [{ ship_id: world.ship.id, batas_berat_kg: 3_000 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const ship = await remeasure({ panjang_m: 4.2, berat_kg: 3_500, tipe_tiket: "muat", method: "tunai" });
    expect(ship.statusCode).toBe(422);
    expect(ship.json().errors.berat_kg).toEqual([
      "Berat 3.500 kg melebihi batas kapal 3.000 kg; kendaraan tidak boleh naik",
    ]);
    const port = await remeasure({ panjang_m: 4.2, berat_kg: 31_000, tipe_tiket: "muat" }, "/preview");
    expect(port.json().errors.berat_kg[0]).toContain("melebihi batas pelabuhan 30.000 kg");
    const fine = await remeasure({ panjang_m: 4.2, berat_kg: 2_800, tipe_tiket: "muat", method: "tunai" });
    expect(fine.json().data.reclassification).toMatchObject({
      berat_kg: 2_800,
      tipe_baru: "muat",
      selisih: 30_000,
    });
  });

  it("refuses an officer without 'edit scan tiket', and cash without an open shift", async () => {
    const { app, carTicket } = state();
    const attempt = (caller: StaffCaller, method: string) =>
      caller.call("POST", `/vehicle-tickets/${carTicket.id}/remeasure`, {
        panjang_m: 6.4,
        tipe_tiket: "kosong",
        method,
      });
    const viewer = await staffCaller(app, ["view scan tiket", "create scan tiket"]);
    expect((await attempt(viewer, "tunai")).statusCode).toBe(403);
    const noShift = await staffCaller(app, ["view scan tiket", "edit scan tiket"]);
    const refused = await attempt(noShift, "tunai");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("SHIFT_REQUIRED");
    const qris = await attempt(noShift, "qris");
    expect(qris.statusCode).toBe(422);
    expect(Object.keys(qris.json().errors)).toEqual(["reference"]);
    const missing = await remeasure({ panjang_m: 6.4, tipe_tiket: "kosong" });
    expect(missing.json().errors).toEqual({ method: ["Pilih cara pembayaran selisih (Tunai atau QRIS)"] });
    const hostile = await remeasure({ panjang_m: "enam", tipe_tiket: "penuh" });
    expect(hostile.statusCode).toBe(422);
    const db = app.database.db;
    expect(await db.select().from(vehicleReclassifications)).toHaveLength(0);
    expect(
      await db.select().from(activityLogs).where(eq(activityLogs.action, "vehicle.reclassified")),
    ).toHaveLength(0);
  });

  it("keeps the rule table valid: lengths ascend within a group and only the last row is open-ended", async () => {
    const { world } = state();
    const bad = await world.api.call("PUT", "/vehicle-reclassifications/settings", {
      golongan: [
        { golongan: "IVA", kelompok: "penumpang", panjang_maks_m: 7 },
        { golongan: "VA", kelompok: "penumpang", panjang_maks_m: 5 },
        { golongan: "IX", kelompok: "penumpang", panjang_maks_m: null },
        { golongan: "IVB", kelompok: "barang", panjang_maks_m: null },
      ],
      timbangan: [],
      batas_berat_kapal: [],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.golongan).toEqual(["Golongan VA: panjang harus naik dari baris sebelumnya"]);
    const stricter = await world.api.call("PUT", "/vehicle-reclassifications/settings", {
      golongan: [
        { golongan: "IVA", kelompok: "penumpang", panjang_maks_m: 4 },
        { golongan: "VA", kelompok: "penumpang", panjang_maks_m: null },
        { golongan: "IVB", kelompok: "barang", panjang_maks_m: null },
      ],
      timbangan: [],
      batas_berat_kapal: [],
    });
    expect(stricter.statusCode, stricter.body).toBe(200);
    const preview = await remeasure({ panjang_m: 4.2, tipe_tiket: "kosong" }, "/preview");
    expect(preview.json().data.golongan_baru).toBe("VA");
  });
});
