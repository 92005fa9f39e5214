import { addDays, localToInstant, todayIn } from "@ferry/shared/zoned-time";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeEach, describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { discounts } from "../../db/schema/sales";
import { createTestUser, signIn } from "../../test/accounts";
import { type Crossing, reverseRoute, useCrossing } from "../../test/voyage-fixtures";

const current = useCrossing();
let app: FastifyInstance;
let world: Crossing;
beforeEach(() => {
  ({ app, world } = current());
});

const today = () => todayIn("Asia/Jakarta");

async function sailing(days: number) {
  const departure = localToInstant(addDays(today(), days), "08:00", "Asia/Jakarta");
  return world.api.create("/schedules", {
    route_id: world.route.id,
    ship_id: world.ship.id,
    waktu_berangkat: departure.toISOString(),
    waktu_tiba: new Date(departure.getTime() + 45 * 60_000).toISOString(),
  });
}

const base = () => ({
  nama: "Promo Uji",
  tanggal_mulai: today(),
  tanggal_selesai: addDays(today(), 30),
  tipe: "persen",
  nilai: 10,
});
const post = (jenis: string, payload: Record<string, unknown>) =>
  world.api.call("POST", `/discounts/${jenis}`, { ...base(), ...payload });
const setUses = (id: number, terpakai: number) =>
  app.database.db.update(discounts).set({ terpakai }).where(eq(discounts.id, id));

describe("discounts: two resources on one table", () => {
  it("creates, lists, changes and deletes each kind apart, with related data and the activity log", async () => {
    const schedule = await sailing(3);
    const passenger = await post("penumpang", { nama: "Promo Akhir Tahun", route_id: world.route.id });
    expect(passenger.statusCode).toBe(201);
    expect(passenger.json().message).toBe("Potongan penumpang berhasil ditambahkan");
    expect(passenger.json().data).toMatchObject({
      jenis: "penumpang",
      route: { kode_rute: "KTP-GLM", nama_rute: "Ketapang - Gilimanuk" },
      schedule: null,
      cargo_type: null,
      kuota: null,
      terpakai: 0,
      sisa_kuota: null,
      status: "Aktif",
    });
    const vehicle = await post("kendaraan", {
      nama: "Potongan Mobil",
      jenis: "penumpang",
      schedule_id: schedule.id,
      cargo_type_id: world.car.id,
      tipe: "nominal",
      nilai: 25_000,
      kuota: 50,
    });
    expect(vehicle.statusCode).toBe(201);
    const created = vehicle.json().data;
    expect(created).toMatchObject({
      jenis: "kendaraan",
      route_id: world.route.id,
      schedule: { id: schedule.id, waktu_berangkat: schedule.waktu_berangkat, zona_waktu: "Asia/Jakarta" },
      cargo_type: { nama: "Mobil", golongan: "IVA", kelas: null },
      sisa_kuota: 50,
    });

    const passengers = (await world.api.call("GET", "/discounts/penumpang")).json();
    expect(passengers.data.map((row: { nama: string }) => row.nama)).toEqual(["Promo Akhir Tahun"]);
    const vehicles = await world.api.call("GET", `/discounts/kendaraan?schedule_id=${schedule.id}`);
    expect(vehicles.json().data.map((row: { id: number }) => row.id)).toEqual([created.id]);
    expect((await world.api.call("GET", "/discounts/kendaraan?jenis=penumpang")).json().data).toEqual([]);
    expect((await world.api.call("GET", `/discounts/penumpang/${created.id}`)).statusCode).toBe(404);
    const options = (await world.api.call("GET", "/discounts/kendaraan/options")).json().data;
    expect(options).toEqual([
      expect.objectContaining({ id: created.id, label: "Potongan Mobil", nilai: 25_000 }),
    ]);

    const changed = await world.api.call("PUT", `/discounts/kendaraan/${created.id}`, {
      ...base(),
      nama: "Potongan Mobil Pagi",
      schedule_id: schedule.id,
      tipe: "nominal",
      nilai: 30_000,
      kuota: "",
      status: "Tidak Aktif",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ nilai: 30_000, kuota: null, status: "Tidak Aktif" });
    const inactive = await world.api.call("GET", "/discounts/kendaraan?status=Tidak%20Aktif");
    expect(inactive.json().meta.total).toBe(1);

    expect((await world.api.call("DELETE", `/discounts/penumpang/${created.id}`)).statusCode).toBe(404);
    expect((await world.api.call("DELETE", `/discounts/kendaraan/${created.id}`)).statusCode).toBe(200);
    const log = await app.database.db
      .select({ action: activityLogs.action })
      .from(activityLogs)
      .where(eq(activityLogs.subject_type, "discount"));
    expect(log.map((entry) => entry.action).sort()).toEqual([
      "discount.created",
      "discount.created",
      "discount.deleted",
      "discount.updated",
    ]);
  });

  it("lets only holders of each module in", async () => {
    const { username } = await createTestUser(app, { permissions: ["view potongan penumpang"] });
    const { authorization } = await signIn(app, username);
    const get = (url: string) => app.inject({ method: "GET", url: `/api${url}`, headers: { authorization } });
    expect((await get("/discounts/penumpang")).statusCode).toBe(200);
    const refused = await get("/discounts/kendaraan");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("ACCESS_DENIED");
    const create = await app.inject({
      method: "POST",
      url: "/api/discounts/penumpang",
      headers: { authorization },
      payload: base(),
    });
    expect(create.statusCode).toBe(403);
  });

  it("checks the values with Indonesian messages", async () => {
    const empty = await world.api.call("POST", "/discounts/penumpang", { nilai: "", kuota: "0" });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      nama: ["Nama potongan wajib diisi"],
      tanggal_mulai: ["Tanggal mulai wajib diisi"],
      tanggal_selesai: ["Tanggal selesai wajib diisi"],
      tipe: ["Tipe potongan harus persen atau nominal"],
      nilai: ["Nilai potongan wajib diisi"],
      kuota: ["Kuota minimal 1 (kosongkan untuk tanpa batas)"],
    });
    const tooMuch = await post("penumpang", { nilai: 101, tanggal_selesai: addDays(today(), -1) });
    expect(tooMuch.json().errors).toEqual({
      nilai: ["Potongan persen maksimal 100"],
      tanggal_selesai: ["Tanggal selesai tidak boleh sebelum tanggal mulai"],
    });
    expect((await post("penumpang", { tipe: "nominal", nilai: 0 })).json().errors).toEqual({
      nilai: ["Nilai potongan minimal 1"],
    });
    expect((await post("penumpang", { cargo_type_id: world.car.id })).json().errors).toEqual({
      cargo_type_id: ["Jenis muatan harus kategori penumpang"],
    });
    expect((await post("kendaraan", { cargo_type_id: world.adult.id })).json().errors).toEqual({
      cargo_type_id: ["Jenis muatan harus kategori kendaraan atau barang"],
    });
    expect((await post("kendaraan", { cargo_type_id: 9999 })).json().errors).toEqual({
      cargo_type_id: ["Jenis muatan tidak ditemukan"],
    });
    expect((await post("kendaraan", { schedule_id: 9999 })).json().errors).toEqual({
      schedule_id: ["Jadwal tidak ditemukan"],
    });
    expect((await post("kendaraan", { route_id: 9999 })).json().errors).toEqual({
      route_id: ["Rute tidak ditemukan"],
    });
    const back = await reverseRoute(world);
    const schedule = await sailing(1);
    expect((await post("kendaraan", { schedule_id: schedule.id, route_id: back.id })).json().errors).toEqual({
      route_id: ["Rute harus sama dengan rute jadwal yang dipilih"],
    });
    const barang = await world.api.create("/cargo-types", { kategori: "barang", nama: "Barang Curah" });
    expect((await post("kendaraan", { cargo_type_id: barang.id })).statusCode).toBe(201);
  });

  it("keeps the quota at or above the uses, and refuses to delete a used discount", async () => {
    const created = (await post("kendaraan", { kuota: 10 })).json().data;
    await setUses(created.id, 4);
    const lower = await world.api.call("PUT", `/discounts/kendaraan/${created.id}`, { ...base(), kuota: 3 });
    expect(lower.json().errors).toEqual({ kuota: ["Kuota tidak boleh kurang dari yang sudah terpakai (4)"] });
    const exact = await world.api.call("PUT", `/discounts/kendaraan/${created.id}`, { ...base(), kuota: 4 });
    expect(exact.json().data).toMatchObject({ kuota: 4, terpakai: 4, sisa_kuota: 0 });
    const removal = await world.api.call("DELETE", `/discounts/kendaraan/${created.id}`);
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toBe(
      "Potongan kendaraan tidak dapat dihapus: sudah dipakai 4 kali. Nonaktifkan saja.",
    );
  });
});
