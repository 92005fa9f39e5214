import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { staffCaller } from "../../test/sales-fixtures";
import { scanBody, useGateWorld } from "./test-fixtures";

describe("PATCH /passenger-tickets/{id}/status and /vehicle-tickets/{id}/status", () => {
  const state = useGateWorld();

  it("undoes a mistaken scan with a note (logged), and the ticket can be scanned again", async () => {
    const { officer, world, tickets, app } = state();
    const ticket = tickets.passengers[0];
    if (!ticket) throw new Error("no ticket");
    await officer.call("POST", "/tickets/validate-qr", scanBody(ticket.qr_data, world.schedule.id));

    const noNote = await officer.call("PATCH", `/passenger-tickets/${ticket.id}/status`, { status: "aktif" });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.notes[0]).toBe("Catatan wajib diisi: jelaskan alasan perubahan status ini");

    const undo = await officer.call("PATCH", `/passenger-tickets/${ticket.id}/status`, {
      status: "aktif",
      notes: "Salah pindai: penumpang belum naik",
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().data).toMatchObject({
      status_tiket: "aktif",
      used_at: null,
      catatan: "Salah pindai: penumpang belum naik",
    });
    const [log] = await app.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, "ticket.status_changed"))
      .orderBy(desc(activityLogs.id));
    expect(log).toMatchObject({
      username: officer.username,
      subject_type: "passenger_ticket",
      subject_id: String(ticket.id),
      description: `Status tiket ${ticket.kode_tiket} diubah dari Digunakan ke Aktif`,
    });

    const rescan = await officer.call(
      "POST",
      "/tickets/validate-qr",
      scanBody(ticket.qr_data, world.schedule.id, "Gerbang B"),
    );
    expect(rescan.json().data).toMatchObject({ result: "diterima", ticket: { used_gate: "Gerbang B" } });
  });

  it("moves only along the legal transitions", async () => {
    const { officer, tickets } = state();
    const [first, second] = tickets.passengers;
    const vehicle = tickets.vehicles[0];
    if (!first || !second || !vehicle) throw new Error("tickets missing");
    const patch = (path: string, body: object) => officer.call("PATCH", path, body);

    const boarded = await patch(`/vehicle-tickets/${vehicle.id}/status`, { status: "digunakan" });
    expect(boarded.json().data).toMatchObject({ jenis: "kendaraan", status_tiket: "digunakan" });
    expect(boarded.json().data.used_by).toBe(officer.id);

    const cancelNoNote = await patch(`/passenger-tickets/${first.id}/status`, { status: "dibatalkan" });
    expect(cancelNoNote.statusCode).toBe(422);
    const cancelled = await patch(`/passenger-tickets/${first.id}/status`, {
      status: "dibatalkan",
      notes: "Penumpang batal",
    });
    expect(cancelled.json().data.status_tiket).toBe("dibatalkan");
    const back = await patch(`/passenger-tickets/${first.id}/status`, { status: "aktif", notes: "coba" });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({
      code: "INVALID_TRANSITION",
      message: "Status tiket tidak dapat diubah dari Dibatalkan ke Aktif",
    });

    expect((await patch(`/passenger-tickets/${second.id}/status`, { status: "kadaluarsa" })).statusCode).toBe(
      200,
    );
    expect((await patch(`/passenger-tickets/${second.id}/status`, { status: "digunakan" })).statusCode).toBe(
      409,
    );
    expect((await patch(`/passenger-tickets/${second.id}/status`, { status: "hilang" })).statusCode).toBe(
      422,
    );
    expect((await patch("/passenger-tickets/999999/status", { status: "digunakan" })).statusCode).toBe(404);
  });

  it("needs 'edit scan tiket'", async () => {
    const { app, tickets } = state();
    const printer = await staffCaller(app, ["view cetak tiket", "edit cetak tiket"]);
    const response = await printer.call("PATCH", `/passenger-tickets/${tickets.passengers[0]?.id}/status`, {
      status: "digunakan",
    });
    expect(response.statusCode).toBe(403);
  });
});
