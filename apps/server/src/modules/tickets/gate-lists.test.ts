import { describe, expect, it } from "vitest";
import { staffCaller } from "../../test/sales-fixtures";
import { scanBody, useGateWorld } from "./test-fixtures";

describe("Scan Batal and the gates' lists", () => {
  const state = useGateWorld();

  it("lists a schedule's cancelled tickets and records them refused at the Scan Batal gate", async () => {
    const { app, officer, world, tickets } = state();
    const [cancelled, active] = tickets.passengers;
    if (!cancelled || !active) throw new Error("tickets missing");
    await officer.call("PATCH", `/passenger-tickets/${cancelled.id}/status`, {
      status: "dibatalkan",
      notes: "Refund penumpang",
    });
    const clerk = await staffCaller(app, ["view scan batal", "create scan batal"]);
    const list = (await clerk.call("GET", `/tickets/cancelled?schedule_id=${world.schedule.id}`)).json().data;
    expect(list.map((ticket: { kode_tiket: string }) => ticket.kode_tiket)).toEqual([cancelled.kode_tiket]);

    const scan = (qr: string) =>
      clerk.call("POST", "/tickets/scan-cancelled", scanBody(qr, world.schedule.id, "Pos Batal"));
    const refused = (await scan(cancelled.qr_data)).json().data;
    expect(refused).toMatchObject({
      result: "batal",
      valid: false,
      message: "Tiket dibatalkan: ditolak di gerbang dan dicatat",
      ticket: { kode_tiket: cancelled.kode_tiket, status_tiket: "dibatalkan" },
    });
    const notCancelled = (await scan(active.qr_data)).json().data;
    expect(notCancelled).toMatchObject({
      result: "ditolak",
      message: "Tiket tidak dibatalkan (status aktif); pindai di gerbang Scan Tiket",
      ticket: { status_tiket: "aktif" },
    });
    const scans = (
      await clerk.call("GET", `/tickets/cancelled/scans?schedule_id=${world.schedule.id}`)
    ).json().data;
    expect(scans.map((row: { result: string }) => row.result)).toEqual(["ditolak", "batal"]);
    expect(scans[1]).toMatchObject({ pos: "batal", gate: "Pos Batal", ticket: { nama: cancelled.nama } });

    expect(
      (await clerk.call("POST", "/tickets/validate-qr", scanBody(active.qr_data, world.schedule.id)))
        .statusCode,
    ).toBe(403);
    expect((await officer.call("GET", "/tickets/cancelled")).statusCode).toBe(422);
  });

  it("lists the last scans of a gate, newest first, with ticket and officer", async () => {
    const { officer, world, tickets } = state();
    const qr = tickets.passengers[0]?.qr_data ?? "";
    await officer.call("POST", "/tickets/validate-qr", scanBody(qr, world.schedule.id, "Gerbang A"));
    await officer.call("POST", "/tickets/validate-qr", scanBody(qr, world.schedule.id, "Gerbang A"));
    await officer.call("POST", "/tickets/validate-qr", scanBody("???", world.schedule.id, "Gerbang B"));
    const answer = await officer.call(
      "GET",
      `/tickets/scans?schedule_id=${world.schedule.id}&gate=Gerbang%20A&limit=10`,
    );
    const rows = answer.json().data;
    expect(rows.map((row: { result: string }) => row.result)).toEqual(["sudah_digunakan", "diterima"]);
    expect(rows[1]).toMatchObject({
      result_label: "Diterima",
      officer: `Nama ${officer.username}`,
      ticket: { nama: "Budi Hartono", jenis: "penumpang" },
    });
    const all = (await officer.call("GET", `/tickets/scans?schedule_id=${world.schedule.id}`)).json().data;
    expect(all[0]).toMatchObject({ result: "tidak_dikenal", raw_data: "???", ticket: null });
  });
});
