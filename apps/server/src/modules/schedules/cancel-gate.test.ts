import { describe, expect, it } from "vitest";
import { scanBody, useGateWorld } from "../tickets/test-fixtures";

describe("the gate of a cancelled sailing", () => {
  const state = useGateWorld();

  it("refuses the affected tickets with the reason, here and at another sailing's gate", async () => {
    const { officer, world, tickets } = state();
    const cancelled = await world.api.call("POST", `/schedules/${world.schedule.id}/cancel`, {
      alasan: "Kapal rusak: mesin induk",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const ticket = tickets.passengers[0];
    if (!ticket) throw new Error("no ticket");
    const scan = await officer.call(
      "POST",
      "/tickets/validate-qr",
      scanBody(ticket.qr_data, world.schedule.id),
    );
    expect(scan.json().data).toMatchObject({
      result: "ditolak",
      valid: false,
      message:
        "Pelayaran tiket ini dibatalkan: Kapal rusak: mesin induk. Tiket tidak dapat dipakai naik kapal; arahkan ke loket untuk pindah jadwal atau refund",
      ticket: { status_tiket: "aktif" },
    });
    const other = await world.api.create("/schedules", {
      route_id: world.route.id,
      ship_id: world.ship.id,
      waktu_berangkat: new Date(Date.now() + 5 * 3_600_000).toISOString(),
      waktu_tiba: new Date(Date.now() + 6 * 3_600_000).toISOString(),
    });
    const elsewhere = await officer.call("POST", "/tickets/validate-qr", scanBody(ticket.qr_data, other.id));
    expect(elsewhere.json().data.message).toMatch(
      /^Pelayaran tiket ini dibatalkan: Kapal rusak: mesin induk\./,
    );
  });
});
