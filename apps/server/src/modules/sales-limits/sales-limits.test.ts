import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { activityLogs } from "../../db/schema/activity";
import { salesLimits } from "../../db/schema/sales";
import { createTestUser, signIn } from "../../test/accounts";
import { buildTestApp } from "../../test/app";
import { type Crossing, crossing } from "../../test/voyage-fixtures";
import { releaseChannelSeats, takeChannelSeats } from "./service";

let app: FastifyInstance;
let db: Database;
let world: Crossing;
let scheduleId: number;

beforeEach(async () => {
  app = await buildTestApp();
  db = app.database.db;
  world = await crossing(app);
  const schedule = await world.api.create("/schedules", {
    route_id: world.route.id,
    ship_id: world.ship.id,
    waktu_berangkat: "2026-12-01T01:00:00Z",
    waktu_tiba: "2026-12-01T01:45:00Z",
  });
  scheduleId = schedule.id;
});
afterEach(() => app.close());

const get = () => world.api.call("GET", `/sales-limits?schedule_id=${scheduleId}`);
const put = (limits: unknown) => world.api.call("PUT", `/sales-limits/schedule/${scheduleId}`, { limits });
const take = (channel: string, seats: number) =>
  db.transaction((tx) => takeChannelSeats(tx, { schedule_id: scheduleId, channel, seats }));
const release = (channel: string, seats: number) =>
  db.transaction((tx) => releaseChannelSeats(tx, { schedule_id: scheduleId, channel, seats }));
const limitsOf = (answer: { data: { limits: { channel: string; batas: number | null }[] } }) =>
  answer.data.limits.map((limit) => [limit.channel, limit.batas]);

describe("sales limits API", () => {
  it("answers every channel, without a limit until one is set", async () => {
    const answer = (await get()).json();
    expect(answer.data).toEqual({
      schedule_id: scheduleId,
      limits: [
        { channel: "loket", label: "Loket", batas: null, terjual: 0, sisa: null },
        { channel: "ekspedisi", label: "Ekspedisi", batas: null, terjual: 0, sisa: null },
        { channel: "agen", label: "Agen", batas: null, terjual: 0, sisa: null },
        { channel: "online", label: "Online", batas: null, terjual: 0, sisa: null },
      ],
    });
  });

  it("replaces the limits: set, change, and clear (empty or left out), logged", async () => {
    const saved = await put([
      { channel: "agen", batas: 50 },
      { channel: "online", batas: "100" },
      { channel: "loket", batas: "" },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe("Limit jual berhasil disimpan");
    expect(limitsOf(saved.json())).toEqual([
      ["loket", null],
      ["ekspedisi", null],
      ["agen", 50],
      ["online", 100],
    ]);
    await take("agen", 3);
    const changed = await put([{ channel: "agen", batas: 40 }]);
    expect(changed.json().data.limits[2]).toEqual({
      channel: "agen",
      label: "Agen",
      batas: 40,
      terjual: 3,
      sisa: 37,
    });
    expect(limitsOf(changed.json())[3]).toEqual(["online", null]);
    expect(limitsOf((await get()).json())).toEqual(limitsOf(changed.json()));
    const logs = await db.select().from(activityLogs).where(eq(activityLogs.action, "sales_limits.updated"));
    expect(logs).toHaveLength(2);
    expect(logs[1]?.properties).toMatchObject({
      before: [{ batas: null }, { batas: null }, { batas: 50 }, { batas: 100 }],
      after: [{ batas: null }, { batas: null }, { batas: 40 }, { batas: null }],
    });
  });

  it("refuses a limit below the seats already sold, naming the channel", async () => {
    await put([{ channel: "online", batas: 10 }]);
    await take("online", 6);
    const refused = await put([
      { channel: "agen", batas: 5 },
      { channel: "online", batas: 5 },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: "Batas Online tidak boleh kurang dari kursi yang sudah terjual (6)",
      errors: { "limits.1.batas": ["Batas Online tidak boleh kurang dari kursi yang sudah terjual (6)"] },
    });
    expect(limitsOf((await get()).json())[2]).toEqual(["agen", null]);
  });

  it("validates the body and the query with Indonesian messages", async () => {
    const bad = await put([
      { channel: "kapal", batas: 1 },
      { channel: "agen", batas: -1 },
      { channel: "online", batas: "lima" },
    ]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      "limits.0.channel": ["Kanal penjualan tidak dikenal"],
      "limits.1.batas": ["Batas tidak boleh negatif"],
      "limits.2.batas": ["Batas harus angka"],
    });
    const twice = await put([
      { channel: "agen", batas: 1 },
      { channel: "agen", batas: 2 },
    ]);
    expect(twice.json().errors).toEqual({ limits: ["Setiap kanal hanya boleh disebut sekali"] });
    const noSchedule = await world.api.call("GET", "/sales-limits");
    expect(noSchedule.statusCode).toBe(422);
    expect(noSchedule.json().errors).toEqual({ schedule_id: ["Jadwal wajib dipilih"] });
    expect((await world.api.call("GET", "/sales-limits?schedule_id=999")).statusCode).toBe(404);
    expect((await world.api.call("PUT", "/sales-limits/schedule/999", { limits: [] })).statusCode).toBe(404);
  });

  it("needs 'view booking' to read and 'edit booking' to change", async () => {
    const as = async (permissions: string[]) => {
      const { username } = await createTestUser(app, { permissions });
      const { authorization } = await signIn(app, username);
      return { authorization };
    };
    const nobody = await as([]);
    const viewer = await as(["view booking"]);
    const call = (who: { authorization: string }, method: "GET" | "PUT", url: string, payload?: object) =>
      app.inject({ method, url: `/api${url}`, headers: who, payload });
    expect((await call(nobody, "GET", `/sales-limits?schedule_id=${scheduleId}`)).statusCode).toBe(403);
    expect((await call(viewer, "GET", `/sales-limits?schedule_id=${scheduleId}`)).statusCode).toBe(200);
    const body = { limits: [{ channel: "agen", batas: 1 }] };
    expect((await call(viewer, "PUT", `/sales-limits/schedule/${scheduleId}`, body)).statusCode).toBe(403);
  });
});

describe("taking and releasing channel seats", () => {
  it("does nothing for a channel without a limit", async () => {
    await take("loket", 500);
    await release("loket", 5);
    expect(await db.select().from(salesLimits)).toHaveLength(0);
  });

  it("takes seats within the limit and refuses beyond it with what is left", async () => {
    await put([{ channel: "agen", batas: 5 }]);
    await take("agen", 3);
    await expect(take("agen", 3)).rejects.toMatchObject({
      code: "SALES_LIMIT_EXCEEDED",
      statusCode: 409,
      message: "Batas penjualan Agen untuk jadwal ini sudah tercapai (sisa 2)",
    });
    await take("agen", 2);
    await expect(take("agen", 1)).rejects.toMatchObject({
      message: "Batas penjualan Agen untuk jadwal ini sudah tercapai (sisa 0)",
    });
    const [row] = await db.select().from(salesLimits);
    expect(row?.terjual).toBe(5);
  });

  it("gives seats back, never below zero", async () => {
    await put([{ channel: "online", batas: 10 }]);
    await take("online", 4);
    await release("online", 3);
    expect((await db.select().from(salesLimits))[0]?.terjual).toBe(1);
    await release("online", 5);
    expect((await db.select().from(salesLimits))[0]?.terjual).toBe(0);
    await take("online", 10);
    expect((await db.select().from(salesLimits))[0]?.terjual).toBe(10);
  });
});
