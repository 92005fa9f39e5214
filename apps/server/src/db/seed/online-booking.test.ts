import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { adminClient } from "../../test/voyage-fixtures";
import { seedDemoData } from "./run-seed";

describe("demo online booking", () => {
  it("turns the setting on and gives the demo customer a waiting online booking with a proof to verify", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ferry-seed-online-"));
    const app = await buildTestApp({ dataDir });
    try {
      expect(await seedDemoData(app.database.db, { dataDir })).toBe(true);
      const setting = await app.inject({ method: "GET", url: "/api/public/online-booking" });
      expect(setting.json().data.enabled).toBe(true);
      const api = await adminClient(app);
      const online = (await api.call("GET", "/bookings?channel=online&per_page=100")).json().data;
      expect(online).toHaveLength(1);
      expect(online[0]).toMatchObject({
        status: "waiting_payment",
        pemesan_email: "pelanggan@example.com",
        pembayaran_menunggu: 1,
      });
      const detail = (await api.call("GET", `/bookings/${online[0].id}`)).json().data;
      const proof = await app.inject({ method: "GET", url: detail.payments[0].bukti_url });
      expect(proof.statusCode).toBe(200);
      expect(proof.headers["content-type"]).toBe("image/png");
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
