import { formatZonedDateTime, instantToLocal } from "@ferry/shared/zoned-time";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { schedules } from "../../db/schema/schedules";
import { crew } from "../../db/schema/voyage";
import { buildTestApp } from "../../test/app";
import { saleWorld, staffCaller } from "../../test/sales-fixtures";
import { addMaster, GATE_OFFICER, scanBody, useGateWorld } from "../tickets/test-fixtures";

describe("embarkation: opening and closing boarding", () => {
  const state = useGateWorld({ openBoarding: false });
  const scheduleStatus = async (id: number) =>
    (await state().world.api.call("GET", `/schedules/${id}`)).json().data.status;

  it("refuses to open without an active master with a valid certificate, naming the ship", async () => {
    const { app, world, officer } = state();
    // The fixture's master is the only one: make it inactive, then add one whose certificate expired.
    await app.database.db.update(crew).set({ status: "Tidak Aktif" });
    await addMaster(world, "2020-01-31");
    const refused = await officer.call("POST", `/boardings/${world.schedule.id}/open`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Boarding tidak dapat dibuka: KMP Uji tidak memiliki nakhoda aktif dengan sertifikat yang masih berlaku. Perbarui data ABK terlebih dahulu.",
    );
    expect(await scheduleStatus(world.schedule.id)).toBe("terjadwal");
    const listed = (await officer.call("GET", `/boardings/${world.schedule.id}`)).json().data;
    expect(listed.master).toMatchObject({ ok: false });
    expect(listed.boarding.state).toBe("belum");
  });

  it("opens boarding only within the window before departure (3 hours), refusing earlier with the time it opens", async () => {
    const { app, world, officer } = state();
    const departure = new Date(Date.now() + 3 * 3_600_000 + 10 * 60_000);
    await app.database.db
      .update(schedules)
      .set({ waktu_berangkat: departure, waktu_tiba: new Date(departure.getTime() + 45 * 60_000) })
      .where(eq(schedules.id, world.schedule.id));
    const early = await officer.call("POST", `/boardings/${world.schedule.id}/open`);
    expect(early.statusCode).toBe(409);
    const opensAt = formatZonedDateTime(new Date(departure.getTime() - 3 * 3_600_000), "Asia/Jakarta");
    expect(early.json()).toMatchObject({
      code: "CONFLICT",
      message: `Boarding belum dapat dibuka: boarding dibuka paling cepat 3 jam sebelum keberangkatan, yaitu mulai ${opensAt}`,
    });
    expect(await scheduleStatus(world.schedule.id)).toBe("terjadwal");
    await app.database.db
      .update(schedules)
      .set({ waktu_berangkat: new Date(departure.getTime() - 15 * 60_000) })
      .where(eq(schedules.id, world.schedule.id));
    expect((await officer.call("POST", `/boardings/${world.schedule.id}/open`)).statusCode).toBe(200);
  });

  it("takes the window from BOARDING_WINDOW_MINUTES", async () => {
    const app = await buildTestApp({ boardingWindowMinutes: 90 });
    try {
      const world = await saleWorld(app, 2);
      await addMaster(world);
      const officer = await staffCaller(app, GATE_OFFICER);
      const early = await officer.call("POST", `/boardings/${world.schedule.id}/open`);
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toMatch(/paling cepat 90 menit sebelum keberangkatan/);
    } finally {
      await app.close();
    }
  });

  it("opens boarding (schedule boarding, logged), counts boarded against sold live, closes it (berangkat)", async () => {
    const { app, world, officer, tickets } = state();
    const opened = await officer.call("POST", `/boardings/${world.schedule.id}/open`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().message).toBe("Boarding dibuka");
    expect(opened.json().data).toMatchObject({
      schedule: { id: world.schedule.id, status: "boarding", ship: { nama: "KMP Uji" } },
      boarding: { state: "dibuka", opened_by: `Nama ${officer.username}`, closed_at: null },
      master: { ok: true },
      penumpang: { terjual: 3, naik: 0, belum: 3 },
      kendaraan: { terjual: 1, naik: 0 },
    });
    expect(await scheduleStatus(world.schedule.id)).toBe("boarding");
    const twice = await officer.call("POST", `/boardings/${world.schedule.id}/open`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      "Boarding hanya dapat dibuka untuk jadwal berstatus terjadwal (status: boarding)",
    );

    await officer.call(
      "POST",
      "/tickets/validate-qr",
      scanBody(tickets.passengers[0]?.qr_data ?? "", world.schedule.id),
    );
    await officer.call(
      "POST",
      "/tickets/validate-qr",
      scanBody(tickets.vehicles[0]?.qr_data ?? "", world.schedule.id),
    );
    const live = (await officer.call("GET", "/boardings/open")).json().data;
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({
      penumpang: { terjual: 3, naik: 1, belum: 2 },
      kendaraan: { terjual: 1, naik: 1 },
    });

    const closed = await officer.call("POST", `/boardings/${world.schedule.id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.boarding).toMatchObject({
      state: "ditutup",
      closed_by: `Nama ${officer.username}`,
    });
    expect(await scheduleStatus(world.schedule.id)).toBe("berangkat");
    expect((await officer.call("GET", "/boardings/open")).json().data).toEqual([]);
    const again = await officer.call("POST", `/boardings/${world.schedule.id}/close`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Boarding belum dibuka untuk jadwal ini (status: berangkat)");
    const reopen = await officer.call("POST", `/boardings/${world.schedule.id}/open`);
    expect(reopen.statusCode).toBe(409);

    const actions = await app.database.db
      .select({ action: activityLogs.action })
      .from(activityLogs)
      .where(eq(activityLogs.subject_type, "schedule"))
      .orderBy(desc(activityLogs.id));
    expect(actions.map((row) => row.action).slice(0, 4)).toEqual([
      "embarkation.closed",
      "schedule.updated",
      "embarkation.opened",
      "schedule.updated",
    ]);
  });

  it("opens boarding of a sailing set to boarding by hand on /jadwal (repair)", async () => {
    const { world, officer } = state();
    const set = await world.api.call("PATCH", `/schedules/${world.schedule.id}/status`, {
      status: "boarding",
    });
    expect(set.statusCode, set.body).toBe(200);
    const opened = await officer.call("POST", `/boardings/${world.schedule.id}/open`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data.boarding.state).toBe("dibuka");
  });

  it("lists the day's sailings with boarding state, master check and counts", async () => {
    const { world, officer } = state();
    const day = instantToLocal(new Date(world.schedule.waktu_berangkat as string), "Asia/Jakarta").date;
    const response = await officer.call("GET", `/boardings?date=${day}`);
    expect(response.statusCode).toBe(200);
    const [entry] = response.json().data;
    expect(entry).toMatchObject({
      schedule: { id: world.schedule.id, route: { nama_rute: "Ketapang - Gilimanuk" } },
      boarding: { state: "belum" },
      master: { ok: true, message: "Nakhoda aktif dengan sertifikat berlaku" },
      penumpang: { terjual: 3, naik: 0 },
    });
    expect((await officer.call("GET", "/boardings?date=2026-02-30")).statusCode).toBe(422);
    expect((await officer.call("GET", "/boardings/999999")).statusCode).toBe(404);
  });

  it("declares who may do what", async () => {
    const { app, world } = state();
    const gateOnly = await staffCaller(app, ["view scan tiket", "create scan tiket"]);
    expect((await gateOnly.call("GET", "/boardings/open")).statusCode).toBe(200);
    expect((await gateOnly.call("POST", `/boardings/${world.schedule.id}/open`)).statusCode).toBe(403);
    const viewer = await staffCaller(app, ["view embarkasi", "create embarkasi"]);
    expect((await viewer.call("POST", `/boardings/${world.schedule.id}/open`)).statusCode).toBe(200);
    expect((await viewer.call("POST", `/boardings/${world.schedule.id}/close`)).statusCode).toBe(403);
    const nobody = await staffCaller(app, ["view cetak tiket"]);
    expect((await nobody.call("GET", "/boardings")).statusCode).toBe(403);
  });
});
