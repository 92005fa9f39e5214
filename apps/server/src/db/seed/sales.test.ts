import { describe, expect, it } from "vitest";
import { login } from "../../test/accounts";
import { buildTestApp } from "../../test/app";
import { adminClient } from "../../test/voyage-fixtures";
import { seedDemoData } from "./run-seed";
import { DEMO_PASSWORD } from "./staff";

describe("demo sales", () => {
  it("shows every sales state right after the first start, made through the real sale service", async () => {
    const app = await buildTestApp();
    try {
      expect(await seedDemoData(app.database.db)).toBe(true);
      const api = await adminClient(app);
      const list = (await api.call("GET", "/bookings?per_page=100")).json().data as {
        status: string;
        channel: string;
        space_status: string | null;
        on_credit: boolean;
        pembayaran_menunggu: number;
      }[];
      expect(
        list.filter((row) => row.channel === "loket" && row.status === "confirmed").length,
      ).toBeGreaterThanOrEqual(2);
      expect(list.some((row) => row.status === "waiting_payment" && row.pembayaran_menunggu === 1)).toBe(
        true,
      );
      expect(list.some((row) => row.channel === "ekspedisi" && row.space_status === "menunggu")).toBe(true);
      expect(
        list.some((row) => row.channel === "ekspedisi" && row.on_credit && row.status === "confirmed"),
      ).toBe(true);
      expect(list.some((row) => row.channel === "agen" && row.status === "confirmed")).toBe(true);
      // Finance finds the waiting transfer and the space request in 'Pesan' after the first start.
      const signedIn = await login(app, "keuangan", { password: DEMO_PASSWORD });
      const notes = await app.inject({
        method: "GET",
        url: "/api/notifications/unread-count",
        headers: { authorization: `Bearer ${signedIn.json().token}` },
      });
      expect(notes.json().data.count).toBeGreaterThanOrEqual(2);
    } finally {
      await app.close();
    }
  }, 120_000);
});
