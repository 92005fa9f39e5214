import { gunzipSync } from "node:zlib";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scheduleQuotas } from "../../db/schema/schedules";
import { buildTestApp } from "../../test/app";
import { crossing } from "../../test/voyage-fixtures";

let app: FastifyInstance;
let world: Awaited<ReturnType<typeof crossing>>;
beforeEach(async () => {
  app = await buildTestApp();
  world = await crossing(app);
});
afterEach(async () => {
  vi.useRealTimers();
  await app.close();
});

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const publicGet = (url: string) => app.inject({ method: "GET", url: `/api/public${url}` });

async function sailing(hoursAhead: number, status = "terjadwal") {
  return world.api.create("/schedules", {
    route_id: world.route.id,
    ship_id: world.ship.id,
    waktu_berangkat: inHours(hoursAhead),
    waktu_tiba: inHours(hoursAhead + 0.75),
    status,
  });
}

describe("public schedules", () => {
  it("lists only upcoming, bookable sailings, without a token, with live remaining quota", async () => {
    await sailing(-5);
    const upcoming = await sailing(5);
    await sailing(10, "batal");
    await app.database.db
      .update(scheduleQuotas)
      .set({ terjual: 40 })
      .where(
        and(eq(scheduleQuotas.schedule_id, upcoming.id), eq(scheduleQuotas.cargo_type_id, world.adult.id)),
      );
    await app.database.db
      .update(scheduleQuotas)
      .set({ terjual: 10 })
      .where(
        and(eq(scheduleQuotas.schedule_id, upcoming.id), eq(scheduleQuotas.cargo_type_id, world.car.id)),
      );
    const response = await publicGet("/schedules/available");
    expect(response.statusCode).toBe(200);
    const rows = response.json().data;
    expect(rows.map((row: { id: number }) => row.id)).toEqual([upcoming.id]);
    expect(rows[0].available_seats[0]).toMatchObject({
      kapasitas: 100,
      terjual: 40,
      sisa_kuota: 60,
      harga: 11400,
    });
    expect(rows[0].stats).toEqual({
      total_capacity: 120,
      total_sold: 50,
      occupancy_rate: 41.7,
      total_revenue: 40 * 11400 + 10 * 230000,
    });
    expect(rows[0].route.port_origin).toMatchObject({ nama: "Ketapang", zona_waktu: "Asia/Jakarta" });
  });

  it("answers signed-in staff with live seats even while visitors share a recent answer", async () => {
    const upcoming = await sailing(5);
    const seatsOf = (response: { json: () => { data: { available_seats: { terjual: number }[] }[] } }) =>
      response.json().data[0]?.available_seats[0]?.terjual;
    expect(seatsOf(await publicGet("/schedules/available"))).toBe(0);
    await app.database.db
      .update(scheduleQuotas)
      .set({ terjual: 7 })
      .where(
        and(eq(scheduleQuotas.schedule_id, upcoming.id), eq(scheduleQuotas.cargo_type_id, world.adult.id)),
      );
    expect(seatsOf(await world.api.call("GET", "/public/schedules/available"))).toBe(7);
  });

  it("shares a visitor's answer for a second, then shows the seats sold meanwhile", async () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ["Date"], shouldAdvanceTime: true });
    const upcoming = await sailing(5);
    const url = "/schedules/available?per_page=6&sort_by=waktu_berangkat";
    const soldOf = (response: { json: () => { data: { available_seats: { terjual: number }[] }[] } }) =>
      response.json().data[0]?.available_seats[0]?.terjual;
    expect(soldOf(await publicGet(url))).toBe(0);
    await app.database.db
      .update(scheduleQuotas)
      .set({ terjual: 7 })
      .where(
        and(eq(scheduleQuotas.schedule_id, upcoming.id), eq(scheduleQuotas.cargo_type_id, world.adult.id)),
      );
    // The same URL again (answered before validation) and the same question asked differently: shared.
    const again = await publicGet(url);
    expect(soldOf(again)).toBe(0);
    expect(again.headers["x-request-id"]).toBeTruthy();
    expect(again.headers["content-security-policy"]).toBeTruthy();
    expect(soldOf(await publicGet("/schedules/available?sort_by=waktu_berangkat&per_page=6"))).toBe(0);
    // Staff never get the shared answer, on the same URL either.
    expect(soldOf(await world.api.call("GET", `/public${url}`))).toBe(7);
    vi.setSystemTime(Date.now() + 1001);
    expect(soldOf(await publicGet(url))).toBe(7);
    // A malformed URL is never shared: it is refused each time.
    expect((await publicGet("/schedules/available?date=kemarin")).statusCode).toBe(422);
    expect((await publicGet("/schedules/available?date=kemarin")).statusCode).toBe(422);
  });

  it("sends the visitors' list gzipped to a client that accepts it, the same JSON otherwise", async () => {
    await sailing(5);
    const plain = await publicGet("/schedules/available");
    const zipped = await app.inject({
      method: "GET",
      url: "/api/public/schedules/available",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toContain("accept-encoding");
    expect(zipped.headers["content-type"]).toContain("application/json");
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(plain.json().data).toHaveLength(1);
  });

  it("filters by ports and per_page, and refuses a malformed date", async () => {
    await sailing(5);
    await sailing(8);
    const filtered = await publicGet(
      `/schedules/available?origin_port_id=${world.ketapang.id}&destination_port_id=${world.gilimanuk.id}&per_page=1`,
    );
    expect(filtered.json().meta).toMatchObject({ total: 2, per_page: 1, last_page: 2 });
    const other = await publicGet(`/schedules/available?origin_port_id=${world.gilimanuk.id}`);
    expect(other.json().data).toEqual([]);
    expect((await publicGet("/schedules/available?date=31-12-2026")).statusCode).toBe(422);
  });

  it("answers one schedule by id, and 404 for a cancelled one", async () => {
    const open = await sailing(5);
    const cancelled = await sailing(10, "batal");
    const detail = await publicGet(`/schedules/${open.id}`);
    expect(detail.json().data).toMatchObject({
      id: open.id,
      ship: { nama: "KMP Uji", fasilitas: ["toilet"] },
    });
    expect((await publicGet(`/schedules/${cancelled.id}`)).statusCode).toBe(404);
  });

  it("lists active ports, routes by port, cargo types and ships", async () => {
    expect((await publicGet("/ports")).json().data.map((port: { kode: string }) => port.kode)).toEqual([
      "GLM",
      "KTP",
    ]);
    const routes = (await publicGet(`/routes/search?origin_port_id=${world.ketapang.id}`)).json().data;
    expect(routes).toEqual([
      expect.objectContaining({
        kode_rute: "KTP-GLM",
        port_destination: expect.objectContaining({ nama: "Gilimanuk" }),
      }),
    ]);
    expect((await publicGet("/cargos")).json().data).toHaveLength(2);
    expect((await publicGet("/ships")).json().data[0]).toMatchObject({ nama: "KMP Uji" });
    expect((await publicGet(`/ports/${world.ketapang.id}`)).json().data.nama).toBe("Ketapang");
    expect((await publicGet("/ports/9999")).statusCode).toBe(404);
  });
});
