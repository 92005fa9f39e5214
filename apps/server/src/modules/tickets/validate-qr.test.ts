import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passengerTickets } from "../../db/schema/bookings";
import { ticketScans } from "../../db/schema/gate";
import { staffCaller } from "../../test/sales-fixtures";
import { nonce, scanBody, useGateWorld } from "./test-fixtures";

const scanRows = (state: ReturnType<ReturnType<typeof useGateWorld>>) =>
  state.app.database.db.select().from(ticketScans).orderBy(ticketScans.id);

describe("POST /tickets/validate-qr", () => {
  const state = useGateWorld();

  it("admits an active ticket of the gate's schedule once, recording gate, officer and time", async () => {
    const { officer, world, tickets } = state();
    const ticket = tickets.passengers[0];
    if (!ticket) throw new Error("no ticket");
    const response = await officer.call(
      "POST",
      "/tickets/validate-qr",
      scanBody(ticket.qr_data, world.schedule.id),
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json().data;
    expect(answer).toMatchObject({
      result: "diterima",
      valid: true,
      gate: "Gerbang A",
      replayed: false,
      message: "Diterima: Budi Hartono silakan naik kapal",
      ticket: {
        kode_tiket: ticket.kode_tiket,
        status_tiket: "digunakan",
        nama: "Budi Hartono",
        used_gate: "Gerbang A",
      },
    });
    expect(response.json().message).toBe(answer.message);
    const [row] = await state()
      .app.database.db.select()
      .from(passengerTickets)
      .where(eq(passengerTickets.id, ticket.id));
    expect(row).toMatchObject({ status_tiket: "digunakan", used_by: officer.id });
    expect(row?.used_at).toBeInstanceOf(Date);
    const [scan] = await scanRows(state());
    expect(scan).toMatchObject({
      passenger_ticket_id: ticket.id,
      schedule_id: world.schedule.id,
      gate: "Gerbang A",
      result: "diterima",
      user_id: officer.id,
      metode: "qr",
      pos: "masuk",
    });

    const again = await officer.call(
      "POST",
      "/tickets/validate-qr",
      scanBody(ticket.qr_data, world.schedule.id, "Gerbang B"),
    );
    const second = again.json().data;
    expect(second).toMatchObject({ result: "sudah_digunakan", valid: false, gate: "Gerbang B" });
    expect(second.message).toMatch(
      /^Tiket sudah digunakan pada \d{2}\/\d{2}\/\d{4} \d{2}\.\d{2} WIB di Gerbang A$/,
    );
    expect(second.ticket.used_gate).toBe("Gerbang A");
    expect((await scanRows(state())).map((scan) => scan.result)).toEqual(["diterima", "sudah_digunakan"]);
  });

  it("answers a retried request (same nonce) with the first answer, without a second scan", async () => {
    const { officer, world, tickets } = state();
    const body = scanBody(
      tickets.vehicles[0]?.qr_data ?? "",
      world.schedule.id,
      "Gerbang Kendaraan",
      nonce(),
    );
    const first = (await officer.call("POST", "/tickets/validate-qr", body)).json().data;
    const retried = (await officer.call("POST", "/tickets/validate-qr", body)).json().data;
    expect(first).toMatchObject({
      result: "diterima",
      replayed: false,
      // What the gate shows for a vehicle: plate, owner, golongan and empty or loaded.
      ticket: {
        jenis: "kendaraan",
        nama: "B 1234 KJA",
        keterangan: "Budi Hartono",
        kendaraan: { golongan: "IVA", tipe_tiket: "kosong" },
      },
    });
    expect(retried).toMatchObject({
      result: "diterima",
      replayed: true,
      scan_id: first.scan_id,
      message: first.message,
    });
    expect(await scanRows(state())).toHaveLength(1);

    // Another officer may use the same nonce: nonces are unique per officer.
    const other = await staffCaller(state().app, ["create scan tiket"]);
    const theirs = (await other.call("POST", "/tickets/validate-qr", body)).json().data;
    expect(theirs).toMatchObject({ result: "sudah_digunakan", replayed: false });
  });

  it("refuses unknown data and records what was read", async () => {
    const { officer, world } = state();
    const answer = (
      await officer.call("POST", "/tickets/validate-qr", scanBody("bukan-tiket-kami", world.schedule.id))
    ).json().data;
    expect(answer).toMatchObject({ result: "tidak_dikenal", valid: false, ticket: null });
    expect(answer.message).toBe("Tiket tidak dikenal: kode QR tidak terdaftar atau sudah diganti");
    const [scan] = await scanRows(state());
    expect(scan).toMatchObject({
      raw_data: "bukan-tiket-kami",
      result: "tidak_dikenal",
      passenger_ticket_id: null,
    });
  });

  it("admits by the printed ticket code typed by hand (recorded as such)", async () => {
    const { officer, world, tickets } = state();
    const code = tickets.passengers[1]?.kode_tiket.toLowerCase() ?? "";
    const answer = (
      await officer.call("POST", "/tickets/validate-qr", scanBody(` ${code} `, world.schedule.id))
    ).json().data;
    expect(answer).toMatchObject({ result: "diterima", ticket: { nama: "Rina Hartono" } });
    expect((await scanRows(state()))[0]?.metode).toBe("kode");
  });

  it("refuses a ticket of another schedule, naming it", async () => {
    const { officer, world, tickets } = state();
    const other = await world.api.create("/schedules", {
      route_id: world.route.id,
      ship_id: world.ship.id,
      waktu_berangkat: new Date(
        Date.parse(world.schedule.waktu_berangkat as string) + 3 * 3_600_000,
      ).toISOString(),
      waktu_tiba: new Date(
        Date.parse(world.schedule.waktu_berangkat as string) + 4 * 3_600_000,
      ).toISOString(),
    });
    const answer = (
      await officer.call(
        "POST",
        "/tickets/validate-qr",
        scanBody(tickets.passengers[0]?.qr_data ?? "", other.id),
      )
    ).json().data;
    expect(answer.result).toBe("salah_jadwal");
    expect(answer.message).toMatch(
      /^Tiket untuk jadwal lain: Ketapang - Gilimanuk \d{2}\/\d{2}\/\d{4} \d{2}\.\d{2} WIB \(KMP Uji\)$/,
    );
    expect(answer.ticket.status_tiket).toBe("aktif");
  });

  it("refuses a cancelled ticket, an expired one (before the job ran) and one not valid yet", async () => {
    const { officer, world, tickets, app } = state();
    const db = app.database.db;
    const [cancelled, expired, early] = tickets.passengers;
    if (!cancelled || !expired || !early) throw new Error("tickets missing");
    await db
      .update(passengerTickets)
      .set({ status_tiket: "dibatalkan" })
      .where(eq(passengerTickets.id, cancelled.id));
    const past = new Date(Date.now() - 60_000);
    await db
      .update(passengerTickets)
      .set({ tanggal_kadaluarsa: past })
      .where(eq(passengerTickets.id, expired.id));
    await db
      .update(passengerTickets)
      .set({ tanggal_berlaku: new Date(Date.now() + 3_600_000) })
      .where(eq(passengerTickets.id, early.id));
    const scan = async (qr: string) =>
      (await officer.call("POST", "/tickets/validate-qr", scanBody(qr, world.schedule.id))).json().data;

    expect(await scan(cancelled.qr_data)).toMatchObject({
      result: "batal",
      message: "Tiket dibatalkan dan tidak dapat digunakan",
    });
    const old = await scan(expired.qr_data);
    expect(old.result).toBe("kadaluarsa");
    expect(old.message).toMatch(/^Tiket kadaluarsa sejak \d{2}\/\d{2}\/\d{4} \d{2}\.\d{2} WIB$/);
    expect(old.ticket.status_tiket).toBe("kadaluarsa");
    const notYet = await scan(early.qr_data);
    expect(notYet).toMatchObject({ result: "ditolak", valid: false });
    expect(notYet.message).toMatch(/^Tiket belum berlaku \(mulai /);
    const [row] = await db
      .select()
      .from(passengerTickets)
      .where(and(eq(passengerTickets.id, expired.id), eq(passengerTickets.status_tiket, "kadaluarsa")));
    expect(row).toBeDefined();
    expect((await scanRows(state())).map((row) => row.result)).toEqual(["batal", "kadaluarsa", "ditolak"]);
  });

  it("refuses while boarding is closed, then admits nothing after closing", async () => {
    const { officer, world, tickets } = state();
    const closed = await officer.call("POST", `/boardings/${world.schedule.id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    const answer = (
      await officer.call(
        "POST",
        "/tickets/validate-qr",
        scanBody(tickets.passengers[0]?.qr_data ?? "", world.schedule.id),
      )
    ).json().data;
    expect(answer).toMatchObject({
      result: "boarding_tutup",
      message: "Boarding jadwal ini sudah ditutup (kapal berangkat)",
    });
    expect(answer.ticket.status_tiket).toBe("aktif");
  });

  it("answers 422 without the gate's fields, 404 for an unknown schedule and 403 without the permission", async () => {
    const { officer, app } = state();
    const missing = await officer.call("POST", "/tickets/validate-qr", { qr_data: "x" });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      schedule_id: ["Jadwal wajib dipilih"],
      gate: ["Nama gerbang wajib diisi"],
      nonce: ["Nonce wajib diisi"],
    });
    const unknown = await officer.call("POST", "/tickets/validate-qr", scanBody("x", 999_999));
    expect(unknown.statusCode).toBe(404);
    const viewer = await staffCaller(app, ["view scan tiket"]);
    expect((await viewer.call("POST", "/tickets/validate-qr", scanBody("x", 1))).statusCode).toBe(403);
  });
});

describe("POST /tickets/validate-qr before boarding opens", () => {
  const state = useGateWorld({ openBoarding: false });

  it("refuses with boarding_tutup and says it is not open yet", async () => {
    const { officer, world, tickets } = state();
    const answer = (
      await officer.call(
        "POST",
        "/tickets/validate-qr",
        scanBody(tickets.passengers[0]?.qr_data ?? "", world.schedule.id),
      )
    ).json().data;
    expect(answer).toMatchObject({ result: "boarding_tutup", message: "Boarding jadwal ini belum dibuka" });
  });
});
