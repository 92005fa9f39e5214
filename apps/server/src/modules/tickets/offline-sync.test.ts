import { createHash } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { bookingPassengers, passengerTickets } from "../../db/schema/bookings";
import { ticketScans } from "../../db/schema/gate";
import { staffCaller } from "../../test/sales-fixtures";
import { type GateState, nonce, scanBody, useGateWorld } from "./test-fixtures";

/** A scan a device decided offline, as its queue uploads it. */
function offlineScan(state: GateState, qr: string, result = "diterima", gate = "Gerbang 2") {
  return {
    nonce: nonce(),
    qr_data: qr,
    schedule_id: state.world.schedule.id,
    gate,
    scanned_at: new Date(Date.now() - 60_000).toISOString(),
    result,
    reason: result === "diterima" ? "Diterima: silakan naik kapal" : "Tiket sudah digunakan",
  };
}

function batch(state: GateState, device: string, scans: unknown[], pending = 0) {
  return { device, schedule_id: state.world.schedule.id, gate: "Gerbang 2", pending, scans };
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe("the offline gate: gate list and uploads of offline scans", () => {
  const state = useGateWorld();

  it("gives a device the sailing's gate list: QR hashes, who, class, status, validity, open boarding", async () => {
    const { app, officer, world, tickets } = state();
    const [first] = tickets.passengers;
    if (!first) throw new Error("tickets missing");
    await officer.call(
      "POST",
      "/tickets/validate-qr",
      scanBody(first.qr_data, world.schedule.id, "Gerbang 1"),
    );
    const answer = await officer.call("GET", `/tickets/gate-list?schedule_id=${world.schedule.id}`);
    expect(answer.statusCode).toBe(200);
    const list = answer.json().data;
    expect(list.schedule).toMatchObject({ id: world.schedule.id, zona_waktu: "Asia/Jakarta" });
    expect(list.schedule.boarding).toEqual({ open: true, state: "dibuka" });
    expect(list.tickets).toHaveLength(tickets.passengers.length + tickets.vehicles.length);
    const used = list.tickets.find(
      (ticket: { kode_tiket: string }) => ticket.kode_tiket === first.kode_tiket,
    );
    expect(used).toMatchObject({
      jenis: "penumpang",
      qr_hash: sha256(first.qr_data),
      nama: first.nama,
      status_tiket: "digunakan",
      used_gate: "Gerbang 1",
    });
    expect(list.tickets.find((ticket: { jenis: string }) => ticket.jenis === "kendaraan")).toMatchObject({
      nama: "B 1234 KJA",
      tipe_tiket: "kosong",
      status_tiket: "aktif",
      identitas_ganda: false,
    });
    const clerk = await staffCaller(app, ["view scan tiket"]);
    expect((await clerk.call("GET", `/tickets/gate-list?schedule_id=${world.schedule.id}`)).statusCode).toBe(
      403,
    );
    expect((await officer.call("GET", "/tickets/gate-list?schedule_id=abc")).statusCode).toBe(422);
  });

  it("marks, in the gate list and in the verdict, a passenger whose identity number another one carries", async () => {
    const { app, officer, world, tickets, booking } = state();
    const db = app.database.db;
    const people = await db
      .select()
      .from(bookingPassengers)
      .where(eq(bookingPassengers.booking_id, booking.id));
    for (const [index, person] of people.entries()) {
      const number = `35100101019000${index === 1 ? 10 : 10 + index}`;
      await db
        .update(bookingPassengers)
        .set({ nomor_identitas: number })
        .where(eq(bookingPassengers.id, person.id));
    }
    const list = (await officer.call("GET", `/tickets/gate-list?schedule_id=${world.schedule.id}`)).json()
      .data;
    const flagged = list.tickets.filter((ticket: { identitas_ganda: boolean }) => ticket.identitas_ganda);
    expect(flagged.map((ticket: { nama: string }) => ticket.nama).sort()).toEqual(
      people
        .slice(0, 2)
        .map((person) => person.nama_lengkap)
        .sort(),
    );
    const ticket = tickets.passengers.find((one) => one.nama === people[0]?.nama_lengkap);
    const scan = await officer.call(
      "POST",
      "/tickets/validate-qr",
      scanBody(ticket?.qr_data ?? "", world.schedule.id),
    );
    expect(scan.json().data).toMatchObject({ result: "diterima", ticket: { identitas_ganda: true } });
  });

  it("records offline admissions as facts, once per nonce, and marks the conflicts with both scans", async () => {
    const s = state();
    const { app, officer, world, tickets } = s;
    const [first, second, third] = tickets.passengers;
    if (!first || !second || !third) throw new Error("tickets missing");
    await officer.call("PATCH", `/passenger-tickets/${third.id}/status`, {
      status: "dibatalkan",
      notes: "Refund",
    });

    const admitted = offlineScan(s, first.qr_data);
    const upload = await officer.call(
      "POST",
      "/tickets/scans/sync",
      batch(s, "HP Samsung", [admitted, offlineScan(s, third.qr_data)]),
    );
    expect(upload.statusCode).toBe(200);
    const [one, cancelled] = upload.json().data.results;
    expect(one).toMatchObject({ nonce: admitted.nonce, conflict: null, replayed: false });
    expect(cancelled).toMatchObject({ conflict: "tidak_aktif", replayed: false });

    const again = await officer.call("POST", "/tickets/scans/sync", batch(s, "HP Samsung", [admitted]));
    expect(again.json().data.results).toEqual([{ ...one, replayed: true }]);

    const elsewhere = await officer.call(
      "POST",
      "/tickets/scans/sync",
      batch(s, "Tablet Gerbang 3", [offlineScan(s, first.qr_data, "diterima", "Gerbang 3")]),
    );
    expect(elsewhere.json().data.results[0]).toMatchObject({ conflict: "dua_gerbang" });

    // The device gave up waiting for an online scan that did reach the server: its upload is that scan.
    const online = scanBody(second.qr_data, world.schedule.id, "Gerbang 2");
    const onlineAnswer = (await officer.call("POST", "/tickets/validate-qr", online)).json().data;
    const late = { ...offlineScan(s, second.qr_data), nonce: online.nonce };
    const lateUpload = await officer.call("POST", "/tickets/scans/sync", batch(s, "HP Samsung", [late]));
    expect(lateUpload.json().data.results).toEqual([
      { nonce: online.nonce, scan_id: onlineAnswer.scan_id, conflict: null, replayed: true },
    ]);

    const db = app.database.db;
    const [row] = await db.select().from(passengerTickets).where(eq(passengerTickets.id, first.id));
    expect(row).toMatchObject({ status_tiket: "digunakan", used_at: new Date(admitted.scanned_at) });
    const scans = await db.select().from(ticketScans).where(eq(ticketScans.schedule_id, world.schedule.id));
    expect(scans).toHaveLength(4);
    expect(scans.filter((scan) => scan.offline && scan.synced_at !== null)).toHaveLength(3);

    const conflicts = (
      await officer.call("GET", `/tickets/scans/conflicts?schedule_id=${world.schedule.id}`)
    ).json().data;
    expect(conflicts).toMatchObject([
      {
        conflict: "tidak_aktif",
        label: "Diterima setelah dibatalkan",
        ticket: { nama: third.nama },
        other: null,
      },
      {
        conflict: "dua_gerbang",
        ticket: { kode_tiket: first.kode_tiket, status_tiket: "digunakan" },
        scan: { gate: "Gerbang 3", device: "Tablet Gerbang 3", offline: true },
        other: { id: one.scan_id, gate: "Gerbang 2", device: "HP Samsung" },
      },
    ]);
    const boarding = (await officer.call("GET", `/boardings/${world.schedule.id}`)).json().data;
    expect(boarding).toMatchObject({ konflik: 2, penumpang: { naik: 2 } });
    const logs = await db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, "ticket.offline_scans_synced"));
    expect(logs.map((log) => log.description)).toEqual([
      "2 scan offline dari HP Samsung tersinkron (1 konflik)",
      "1 scan offline dari Tablet Gerbang 3 tersinkron (1 konflik)",
    ]);
  });

  it("lists on /embarkasi the devices that may hold unsynced scans, and filters the day by port", async () => {
    const s = state();
    const { officer, world } = s;
    await officer.call("POST", "/tickets/scans/sync", batch(s, "HP Samsung", [], 3));
    const day = new Date(String(world.schedule.waktu_berangkat)).toLocaleDateString("sv-SE", {
      timeZone: "Asia/Jakarta",
    });
    const list = async (query: string) =>
      (await officer.call("GET", `/boardings?date=${day}${query}`)).json().data as {
        schedule: { id: number };
        perangkat_belum_sinkron: unknown[];
      }[];
    const [mine] = await list(`&port_id=${world.route.port_origin_id}`);
    expect(mine?.schedule.id).toBe(world.schedule.id);
    expect(mine?.perangkat_belum_sinkron).toMatchObject([
      { device: "HP Samsung", gate: "Gerbang 2", pending: 3 },
    ]);
    expect(await list(`&port_id=${world.route.port_destination_id}`)).toEqual([]);
    await officer.call("POST", "/tickets/scans/sync", batch(s, "HP Samsung", [], 0));
    expect((await list(""))[0]?.perangkat_belum_sinkron).toEqual([]);
  });

  it("refuses a batch naming an unknown sailing before writing anything, and hostile bodies with 422", async () => {
    const s = state();
    const { app, officer, tickets } = s;
    const scan = { ...offlineScan(s, tickets.passengers[0]?.qr_data ?? ""), schedule_id: 999_999 };
    const refused = await officer.call(
      "POST",
      "/tickets/scans/sync",
      batch(s, "HP", [offlineScan(s, "x"), scan]),
    );
    expect(refused.statusCode).toBe(404);
    expect(await app.database.db.select().from(ticketScans)).toHaveLength(0);
    for (const body of [
      batch(s, "", []),
      batch(s, "HP", [{ ...scan, scanned_at: "kemarin" }]),
      batch(s, "HP", [{ ...scan, result: "masuk" }]),
      batch(
        s,
        "HP",
        Array.from({ length: 201 }, () => offlineScan(s, "x")),
      ),
    ]) {
      const answer = await officer.call("POST", "/tickets/scans/sync", body);
      expect(answer.statusCode).toBe(422);
    }
  });

  it("admits once and marks one conflict when two devices upload the same ticket at the same moment", async () => {
    const s = state();
    const { app, world, tickets } = s;
    const [ticket] = tickets.passengers;
    if (!ticket) throw new Error("no ticket");
    const devices = await Promise.all([1, 2].map(() => staffCaller(app, ["create scan tiket"])));
    const answers = await Promise.all(
      devices.map((device, index) =>
        device.call(
          "POST",
          "/tickets/scans/sync",
          batch(s, `Perangkat ${index + 1}`, [
            offlineScan(s, ticket.qr_data, "diterima", `Gerbang ${index + 1}`),
          ]),
        ),
      ),
    );
    const results = answers.map((answer) => answer.json().data.results[0]);
    expect(results.filter((result) => result.conflict === null)).toHaveLength(1);
    expect(results.filter((result) => result.conflict === "dua_gerbang")).toHaveLength(1);
    const scans = await app.database.db
      .select()
      .from(ticketScans)
      .where(
        inArray(
          ticketScans.id,
          results.map((result) => result.scan_id),
        ),
      );
    const admission = scans.find((scan) => scan.conflict === null);
    expect(scans.find((scan) => scan.conflict !== null)?.conflict_scan_id).toBe(admission?.id);
    const [row] = await app.database.db
      .select()
      .from(passengerTickets)
      .where(eq(passengerTickets.id, ticket.id));
    expect(row?.status_tiket).toBe("digunakan");
    expect(world.schedule.id).toBe(scans[0]?.schedule_id);
  });
});
