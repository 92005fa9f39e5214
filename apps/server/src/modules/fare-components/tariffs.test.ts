import { and, count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeEach, describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { fareComponentRates } from "../../db/schema/fares";
import { ticketPrices } from "../../db/schema/voyage";
import { createTestUser, signIn } from "../../test/accounts";
import { type Crossing, reverseRoute, useCrossing } from "../../test/voyage-fixtures";
import { cellOf, withComponents } from "./test-world";

const current = useCrossing();
let app: FastifyInstance;
let world: Crossing;
let components: Awaited<ReturnType<typeof withComponents>>;
beforeEach(async () => {
  ({ app, world } = current());
  components = await withComponents(app, world);
});

type Grid = {
  rows: {
    cargo_type: { id: number };
    harga: number | null;
    harga_muatan: number | null;
    components: { component_id: number; jumlah: number | null; khusus_rute: boolean }[];
  }[];
};
const grid = async (routeId: number, tanggal: string): Promise<Grid> => {
  const answer = await world.api.call("GET", `/tariffs/${routeId}?tanggal=${tanggal}`);
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
};
const rowOf = (data: Grid, cargoTypeId: number) => {
  const row = data.rows.find((line) => line.cargo_type.id === cargoTypeId);
  if (!row) throw new Error(`no row for ${cargoTypeId}`);
  return row;
};
const countRows = async (table: typeof ticketPrices | typeof fareComponentRates) =>
  (await app.database.db.select({ total: count() }).from(table))[0]?.total;

describe("tariff grid", () => {
  it("answers the fares and components in force on a day, a route's own amount over the general one", async () => {
    const { port, insurance } = components;
    await app.database.db.insert(fareComponentRates).values({
      component_id: port.id,
      route_id: world.route.id,
      cargo_type_id: world.adult.id,
      jumlah: 3_500,
      berlaku_mulai: "2027-03-01",
    });
    const before = await grid(world.route.id, "2026-12-01");
    expect(rowOf(before, world.adult.id)).toMatchObject({ harga: 11_400, harga_muatan: null });
    expect(cellOf(rowOf(before, world.adult.id), port.id)).toMatchObject({
      jumlah: null,
      khusus_rute: false,
    });
    const general = rowOf(await grid(world.route.id, "2027-02-01"), world.adult.id);
    expect(cellOf(general, port.id)).toMatchObject({ jumlah: 3_000, khusus_rute: false });
    const own = rowOf(await grid(world.route.id, "2027-03-15"), world.adult.id);
    expect(cellOf(own, port.id)).toMatchObject({ jumlah: 3_500, khusus_rute: true });
    expect(cellOf(own, insurance.id)).toMatchObject({ jumlah: 1_000, khusus_rute: false });
    const car = rowOf(await grid(world.route.id, "2027-03-15"), world.car.id);
    expect(car).toMatchObject({ harga: 200_000, harga_muatan: 230_000 });
  });

  it("saves the grid with one date: only changed cells make rows, schedules take the new fare, one log", async () => {
    const { port, insurance } = components;
    const sailing = await world.api.create("/schedules", {
      route_id: world.route.id,
      ship_id: world.ship.id,
      waktu_berangkat: "2027-02-12T01:00:00Z",
      waktu_tiba: "2027-02-12T01:45:00Z",
    });
    const [prices, rates] = [await countRows(ticketPrices), await countRows(fareComponentRates)];
    const saved = await world.api.call("PUT", `/tariffs/${world.route.id}`, {
      berlaku_mulai: "2027-02-10",
      rows: [
        {
          cargo_type_id: world.adult.id,
          harga: 11_400,
          components: [
            { component_id: port.id, jumlah: 3_000 },
            { component_id: insurance.id, jumlah: null },
          ],
        },
        {
          cargo_type_id: world.car.id,
          harga: 210_000,
          harga_muatan: 230_000,
          components: [{ component_id: insurance.id, jumlah: 5_000 }],
        },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ harga_baru: 1, komponen_baru: 1 });
    expect(await countRows(ticketPrices)).toBe((prices ?? 0) + 1);
    expect(await countRows(fareComponentRates)).toBe((rates ?? 0) + 1);
    const car = rowOf(saved.json().data.grid, world.car.id);
    expect(car).toMatchObject({ harga: 210_000, harga_muatan: 230_000 });
    expect(cellOf(car, insurance.id)).toMatchObject({ jumlah: 5_000, khusus_rute: true });
    expect(rowOf(await grid(world.route.id, "2027-02-09"), world.car.id).harga).toBe(200_000);

    const schedule = (await world.api.call("GET", `/schedules/${sailing.id}`)).json().data;
    const seat = schedule.available_seats.find(
      (entry: { cargo_type: { id: number } }) => entry.cargo_type.id === world.car.id,
    );
    expect(seat).toMatchObject({ harga: 210_000, harga_muatan: 230_000 });
    const logs = await app.database.db
      .select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.action, "tariff.saved"), eq(activityLogs.subject_id, String(world.route.id))),
      );
    expect(logs).toHaveLength(1);
    expect(logs[0]?.description).toBe(
      "Tarif rute KTP-GLM mulai 2027-02-10 disimpan: 1 tarif angkutan, 1 komponen",
    );
  });

  it("refuses an unknown cargo type, an inactive component and a vehicle without loaded fare", async () => {
    const { insurance } = components;
    const put = (rows: unknown[]) =>
      world.api.call("PUT", `/tariffs/${world.route.id}`, { berlaku_mulai: "2027-02-10", rows });
    const unknown = await put([{ cargo_type_id: 999_999, harga: 1 }]);
    expect(unknown.json().errors).toEqual({ "rows.0.cargo_type_id": ["Jenis muatan tidak ditemukan"] });
    await world.api.call("PUT", `/fare-components/${insurance.id}`, { ...insurance, aktif: false });
    const inactive = await put([
      { cargo_type_id: world.adult.id, components: [{ component_id: insurance.id, jumlah: 1 }] },
    ]);
    expect(inactive.statusCode).toBe(422);
    const bus = await world.api.create("/cargo-types", {
      kategori: "kendaraan",
      nama: "Bus",
      golongan: "VA",
    });
    const unloaded = await put([{ cargo_type_id: bus.id, harga: 500_000 }]);
    expect(unloaded.json().errors).toEqual({
      "rows.0.harga_muatan": ["Tarif muat Gol VA · Bus wajib diisi untuk kendaraan"],
    });
    const negative = await put([{ cargo_type_id: world.adult.id, harga: -1 }]);
    expect(negative.statusCode).toBe(422);
    expect((await world.api.call("GET", "/tariffs/999999?tanggal=2027-01-01")).statusCode).toBe(404);
    expect((await world.api.call("GET", `/tariffs/${world.route.id}?tanggal=2027-02-30`)).statusCode).toBe(
      422,
    );
  });

  it("copies a route's tariff to the reverse route from a date", async () => {
    const back = await reverseRoute(world);
    await app.database.db.insert(fareComponentRates).values({
      component_id: components.port.id,
      route_id: world.route.id,
      cargo_type_id: world.adult.id,
      jumlah: 4_000,
      berlaku_mulai: "2027-01-01",
    });
    const copy = (to: number) =>
      world.api.call("POST", "/tariffs/copy", {
        from_route_id: world.route.id,
        to_route_id: to,
        berlaku_mulai: "2027-01-05",
      });
    const copied = await copy(back.id);
    expect(copied.statusCode).toBe(200);
    // Two transport fares and the route's own port fee; the general amounts already apply there.
    expect(copied.json().data).toMatchObject({ harga_baru: 2, komponen_baru: 1 });
    const there = await grid(back.id, "2027-01-05");
    const here = await grid(world.route.id, "2027-01-05");
    expect(there.rows.map(({ harga, harga_muatan }) => [harga, harga_muatan])).toEqual(
      here.rows.map(({ harga, harga_muatan }) => [harga, harga_muatan]),
    );
    expect(cellOf(rowOf(there, world.adult.id), components.port.id)).toMatchObject({ jumlah: 4_000 });
    expect((await copy(world.route.id)).json().errors).toEqual({
      to_route_id: ["Rute tujuan harus berbeda dari rute asal"],
    });
  });

  it("saves the general amounts of every route, without transport fares", async () => {
    const { port } = components;
    const read = (await world.api.call("GET", "/tariffs/umum?tanggal=2027-02-01")).json().data;
    expect(read.route).toBeNull();
    expect(rowOf(read, world.adult.id)).toMatchObject({ harga: null, harga_muatan: null });
    const put = (rows: unknown[]) =>
      world.api.call("PUT", "/tariffs/umum", { berlaku_mulai: "2027-02-01", rows });
    const saved = await put([
      { cargo_type_id: world.adult.id, components: [{ component_id: port.id, jumlah: 3_200 }] },
    ]);
    expect(saved.json().data).toMatchObject({ harga_baru: 0, komponen_baru: 1 });
    const onRoute = rowOf(await grid(world.route.id, "2027-02-05"), world.adult.id);
    expect(cellOf(onRoute, port.id)).toMatchObject({ jumlah: 3_200, khusus_rute: false });
    expect((await put([{ cargo_type_id: world.adult.id, harga: 1 }])).json().errors).toEqual({
      "rows.0.harga": ["Tarif angkutan diisi per rute, bukan untuk semua rute"],
    });
  });

  it("lets a viewer read the grid but not save, copy or import it", async () => {
    const { username } = await createTestUser(app, { permissions: ["view harga tiket"] });
    const { authorization } = await signIn(app, username);
    const as = (method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
      app.inject({ method, url: `/api${url}`, headers: { authorization }, payload });
    expect((await as("GET", `/tariffs/${world.route.id}?tanggal=2027-01-01`)).statusCode).toBe(200);
    const body = { berlaku_mulai: "2027-01-01", rows: [] };
    expect((await as("PUT", `/tariffs/${world.route.id}`, body)).statusCode).toBe(403);
    expect((await as("POST", "/tariffs/copy", { from_route_id: 1, to_route_id: 2 })).statusCode).toBe(403);
    expect(
      (await as("POST", `/tariffs/${world.route.id}/import/preview?tanggal=2027-01-01`)).statusCode,
    ).toBe(403);
  });
});
