import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { manifestDeliveries } from "../../db/schema/operations";
import { staffCaller } from "../../test/sales-fixtures";
import { scanBody, useGateWorld } from "../tickets/test-fixtures";
import { sendDueDeliveries } from "./seapass";

type Received = { authorization: string | undefined; body: Record<string, unknown> };

/** A local stand-in for SeaPass that answers 503 `failures` times, then 200. */
async function fakeSeapass(failures: number) {
  const received: Received[] = [];
  let left = failures;
  const server: Server = createServer((request: IncomingMessage, response) => {
    let data = "";
    request.on("data", (chunk) => {
      data += chunk;
    });
    request.on("end", () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(data) });
      if (left > 0) {
        left--;
        response.writeHead(503).end("sedang sibuk");
      } else response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/manifest`,
    received,
    close: () => new Promise((r) => server.close(r)),
  };
}

const minutes = (base: Date, count: number) => new Date(base.getTime() + count * 60_000);

describe("SeaPass: settings, queue at boarding close, retries with back-off, resend", () => {
  const state = useGateWorld();
  let close: (() => Promise<unknown>) | undefined;
  afterEach(async () => close?.());

  it("is off until configured; masks the key; retries 1 and 5 minutes after two failures, then delivers", async () => {
    const { app, world, officer, tickets } = state();
    const db = app.database.db;
    const admin = await staffCaller(app, [
      "edit pengaturan",
      "view manifest penumpang",
      "edit manifest penumpang",
    ]);
    const server = await fakeSeapass(2);
    close = server.close;

    const off = (await admin.call("GET", "/seapass/settings")).json().data;
    expect(off).toEqual({ enabled: false, url: "", api_key_masked: "", api_key_set: false });
    const insecure = await admin.call("PUT", "/seapass/settings", {
      enabled: true,
      url: "http://seapass.example.go.id/api",
      api_key: "k",
    });
    expect(insecure.statusCode).toBe(422);
    const saved = await admin.call("PUT", "/seapass/settings", {
      enabled: true,
      url: server.url,
      api_key: "rahasia-kunci-1234",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({
      enabled: true,
      url: server.url,
      api_key_masked: "••••••••1234",
      api_key_set: true,
    });
    expect(saved.body).not.toContain("rahasia");
    const [logged] = await db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, "settings.seapass_updated"));
    expect(JSON.stringify(logged?.properties)).not.toContain("rahasia");
    // Saving again without a key keeps the stored one.
    await admin.call("PUT", "/seapass/settings", { enabled: true, url: server.url, api_key: "" });

    await officer.call(
      "POST",
      "/tickets/validate-qr",
      scanBody(tickets.passengers[0]?.qr_data ?? "", world.schedule.id),
    );
    const closed = await officer.call("POST", `/boardings/${world.schedule.id}/close`);
    expect(closed.statusCode).toBe(200);
    const [queued] = await db.select().from(manifestDeliveries);
    expect(queued).toMatchObject({ status: "menunggu", attempts: 0, schedule_id: world.schedule.id });

    const t0 = new Date(Date.now() + 1000);
    expect(await sendDueDeliveries(db, { now: t0 })).toMatchObject({ dicoba: 1, terkirim: 0 });
    let [row] = await db.select().from(manifestDeliveries);
    expect(row).toMatchObject({ status: "menunggu", attempts: 1, response_status: 503 });
    expect(row?.next_attempt_at?.getTime()).toBe(minutes(t0, 1).getTime());
    expect(row?.last_error).toContain("503");

    // Not due yet: nothing is sent.
    expect((await sendDueDeliveries(db, { now: minutes(t0, 0.5) })).dicoba).toBe(0);
    const t1 = minutes(t0, 1);
    await sendDueDeliveries(db, { now: t1 });
    [row] = await db.select().from(manifestDeliveries);
    expect(row).toMatchObject({ status: "menunggu", attempts: 2 });
    expect(row?.next_attempt_at?.getTime()).toBe(minutes(t1, 5).getTime());

    const t2 = minutes(t1, 5);
    expect(await sendDueDeliveries(db, { now: t2 })).toMatchObject({ terkirim: 1 });
    [row] = await db.select().from(manifestDeliveries);
    expect(row).toMatchObject({ status: "terkirim", attempts: 3, response_status: 200, last_error: null });
    expect(row?.delivered_at?.getTime()).toBe(t2.getTime());

    expect(server.received).toHaveLength(3);
    expect(server.received[0]?.authorization).toBe("Bearer rahasia-kunci-1234");
    const body = server.received[2]?.body as {
      jenis: string;
      kapal: { nama: string };
      abk: { jabatan: string }[];
      penumpang: { nama: string }[];
      kendaraan: unknown[];
      jumlah: Record<string, number>;
    };
    expect(body).toMatchObject({ jenis: "manifest_akhir", kapal: { nama: "KMP Uji" } });
    expect(body.abk[0]?.jabatan).toBe("Nakhoda");
    expect(body.penumpang).toHaveLength(1);
    expect(body.kendaraan).toEqual([]);
    expect(body.jumlah).toMatchObject({ penumpang: 1, abk: 1, jiwa_di_kapal: 2 });

    const log = (await admin.call("GET", "/seapass/deliveries")).json();
    expect(log.meta.total).toBe(1);
    expect(log.data[0]).toMatchObject({
      status: "terkirim",
      attempts: 3,
      schedule: { id: world.schedule.id },
    });

    const resend = await admin.call("POST", "/seapass/deliveries", { schedule_id: world.schedule.id });
    expect(resend.statusCode, resend.body).toBe(201);
    expect((await db.select().from(manifestDeliveries)).map((delivery) => delivery.status).sort()).toEqual([
      "menunggu",
      "terkirim",
    ]);
  });

  it("gives up after five failed attempts (1, 5, 15, 60 minutes apart); nothing queued while off", async () => {
    const { app, world, officer } = state();
    const db = app.database.db;
    const admin = await staffCaller(app, ["edit pengaturan", "edit manifest penumpang"]);
    const server = await fakeSeapass(99);
    close = server.close;

    // Off: closing queues nothing and a resend is refused.
    await officer.call("POST", `/boardings/${world.schedule.id}/close`);
    expect(await db.select().from(manifestDeliveries)).toEqual([]);
    const refused = await admin.call("POST", "/seapass/deliveries", { schedule_id: world.schedule.id });
    expect(refused.statusCode).toBe(409);

    await admin.call("PUT", "/seapass/settings", { enabled: true, url: server.url, api_key: "kunci" });
    expect(
      (await admin.call("POST", "/seapass/deliveries", { schedule_id: world.schedule.id })).statusCode,
    ).toBe(201);
    let now = new Date(Date.now() + 1000);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      await sendDueDeliveries(db, { now });
      const [row] = await db.select().from(manifestDeliveries);
      if (!row?.next_attempt_at) break;
      waits.push((row.next_attempt_at.getTime() - now.getTime()) / 60_000);
      now = row.next_attempt_at;
    }
    expect(waits).toEqual([1, 5, 15, 60]);
    const [row] = await db.select().from(manifestDeliveries);
    expect(row).toMatchObject({ status: "gagal", attempts: 5, next_attempt_at: null });
    expect(server.received).toHaveLength(5);
  });
});
