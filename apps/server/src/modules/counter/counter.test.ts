import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { adult, car, staffCaller, useSaleWorld } from "../../test/sales-fixtures";

describe("counter defaults and repeat customers", () => {
  const state = useSaleWorld();

  it("keeps each cashier's port and ticket template, logged, and refuses bad input in Indonesian", async () => {
    const { app, world, cashier } = state();
    expect((await cashier.call("GET", "/counter/defaults")).json().data).toEqual({
      port_id: null,
      ticket_template: "thermal",
    });
    const saved = await cashier.call("PUT", "/counter/defaults", {
      port_id: world.ketapang.id,
      ticket_template: "thermal_sk",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: "Pengaturan loket disimpan",
      data: { port_id: world.ketapang.id, ticket_template: "thermal_sk" },
    });
    expect((await cashier.call("GET", "/counter/defaults")).json().data.port_id).toBe(world.ketapang.id);
    const logged = await app.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, "counter_defaults.updated"), eq(activityLogs.user_id, cashier.id)));
    expect(logged[0]?.properties).toMatchObject({
      before: { port_id: null },
      after: { port_id: world.ketapang.id },
    });

    const unknownPort = await cashier.call("PUT", "/counter/defaults", {
      port_id: 999_999,
      ticket_template: "thermal",
    });
    expect(unknownPort.statusCode).toBe(422);
    expect(unknownPort.json().errors.port_id).toEqual(["Pelabuhan tidak ditemukan"]);
    const badTemplate = await cashier.call("PUT", "/counter/defaults", {
      port_id: null,
      ticket_template: "x",
    });
    expect(badTemplate.statusCode).toBe(422);
    expect(badTemplate.json().errors.ticket_template).toBeDefined();

    const other = await staffCaller(app, ["view penjualan umum", "create penjualan umum"], { shift: false });
    expect((await other.call("GET", "/counter/defaults")).json().data.port_id).toBeNull();
    const reader = await staffCaller(app, ["view penjualan umum"], { shift: false });
    expect((await reader.call("GET", "/counter/defaults")).statusCode).toBe(403);
  });

  it("offers the person and the vehicle sold before by NIK and by plate, spaces and case ignored", async () => {
    const { world, cashier } = state();
    const sold = await cashier.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "Siti Aminah",
      passengers: [
        {
          ...adult(world.adultPrice, "Siti Aminah"),
          jenis_kelamin: "P",
          nomor_identitas: "3510014101900002",
        },
      ],
      vehicles: [car(world, "p 1234 ab", "Hadi Wijaya")],
      payment: { method: "tunai", amount: 211_400 },
    });
    expect(sold.statusCode, sold.body).toBe(201);

    const person = await cashier.call("GET", "/counter/known-person?nomor_identitas=3510014101900002");
    expect(person.json().data).toEqual({
      nama_lengkap: "Siti Aminah",
      jenis_identitas: "KTP",
      nomor_identitas: "3510014101900002",
      jenis_kelamin: "P",
    });
    const vehicle = await cashier.call("GET", "/counter/known-vehicle?nomor_kendaraan=P1234AB");
    expect(vehicle.json().data).toEqual({
      nomor_kendaraan: "P 1234 AB",
      nama_pemilik: "Hadi Wijaya",
      cargo_type_id: world.car.id,
      golongan: world.car.golongan,
    });
    expect(
      (await cashier.call("GET", "/counter/known-person?nomor_identitas=9999999999")).json().data,
    ).toBeNull();
    const short = await cashier.call("GET", "/counter/known-vehicle?nomor_kendaraan=P1");
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.nomor_kendaraan).toEqual(["Masukkan minimal 4 karakter"]);
  });
});
