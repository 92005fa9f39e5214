import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { staffCaller } from "../../test/sales-fixtures";
import { inspectPdf } from "../documents/index";
import { scanBody, ticketsOf, useGateWorld } from "../tickets/test-fixtures";

const MANIFEST_STAFF = [
  "view manifest penumpang",
  "create manifest penumpang",
  "edit manifest penumpang",
  "view manifest kendaraan",
  "edit manifest kendaraan",
];

describe("manifests: composition, corrections, freeze and reopen", () => {
  const state = useGateWorld({ openBoarding: false });

  it("composes the pre- and final manifest with riders, an added infant, crew, counts and no-shows", async () => {
    const { app, world, officer, booking } = state();
    const staff = await staffCaller(app, MANIFEST_STAFF);
    const id = world.schedule.id;

    const pre = (await staff.call("GET", `/manifests/${id}/passengers?jenis=pre`)).json().data;
    expect(pre.passengers.map((row: { nama_lengkap: string }) => row.nama_lengkap).sort()).toEqual([
      "Budi Hartono",
      "Joko Sopir",
      "Rina Hartono",
    ]);
    const rider = pre.passengers.find((row: { nama_lengkap: string }) => row.nama_lengkap === "Joko Sopir");
    expect(rider).toMatchObject({ nomor_kendaraan: "B 1234 KJA", kelompok_umur: "Dewasa", naik: false });
    expect(pre.crew).toEqual([expect.objectContaining({ nama: "Hendra Wijaya", jabatan: "Nakhoda" })]);
    expect(pre.counts.penumpang).toMatchObject({ total: 3, pejalan_kaki: 2, dalam_kendaraan: 1 });
    expect(pre.state.frozen).toBe(false);

    const added = await staff.call("POST", `/manifests/${id}/passengers`, {
      booking_id: booking.id,
      nama_lengkap: "Bayi Hartono",
      jenis_kelamin: "P",
      usia: 0,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ is_infant: true, nama_lengkap: "Bayi Hartono" });

    const vehicles = (await staff.call("GET", `/manifests/${id}/vehicles`)).json().data;
    expect(vehicles.vehicles).toHaveLength(1);
    expect(vehicles.vehicles[0]).toMatchObject({
      nomor_kendaraan: "B 1234 KJA",
      golongan: expect.anything(),
    });
    expect(vehicles.vehicles[0].riders.map((row: { nama_lengkap: string }) => row.nama_lengkap)).toEqual([
      "Joko Sopir",
    ]);

    // Boarding: Budi, the driver and the car are scanned; Rina and the infant are not.
    expect((await officer.call("POST", `/boardings/${id}/open`)).statusCode).toBe(200);
    const tickets = await ticketsOf(officer, booking.id);
    expect(tickets.passengers).toHaveLength(4);
    const infantTicket = tickets.passengers.find((ticket) => ticket.nama === "Bayi Hartono");
    expect(infantTicket).toMatchObject({ kode_tiket: `${booking.booking_code}-P04`, keterangan: "Bayi" });
    for (const ticket of [
      ...tickets.passengers.filter((row) => ["Budi Hartono", "Joko Sopir"].includes(row.nama)),
      ...tickets.vehicles,
    ]) {
      const scan = await officer.call("POST", "/tickets/validate-qr", scanBody(ticket.qr_data, id));
      expect(scan.json().data.result).toBe("diterima");
    }

    const final = (await staff.call("GET", `/manifests/${id}/passengers?jenis=final`)).json().data;
    expect(final.passengers.map((row: { nama_lengkap: string }) => row.nama_lengkap).sort()).toEqual([
      "Budi Hartono",
      "Joko Sopir",
    ]);
    expect(final.counts.penumpang).toMatchObject({ total: 2, dipesan: 4, naik: 2 });
    expect(final.counts.jiwa_di_kapal).toBe(3);
    expect(final.no_shows.passengers.map((row: { nama_lengkap: string }) => row.nama_lengkap).sort()).toEqual(
      ["Bayi Hartono", "Rina Hartono"],
    );
    const preAll = (await staff.call("GET", `/manifests/${id}/passengers?jenis=pre`)).json().data;
    expect(preAll.counts.penumpang.per_kelompok_umur).toEqual({ Dewasa: 3, Bayi: 1 });
    const finalVehicles = (await staff.call("GET", `/manifests/${id}/vehicles?jenis=final`)).json().data;
    expect(finalVehicles.vehicles[0].riders).toHaveLength(1);
    expect(finalVehicles.no_shows.vehicles).toEqual([]);
  });

  it("corrects a name and a plate with before/after in the log, freezes at close, reopens by permission", async () => {
    const { app, world, officer } = state();
    const staff = await staffCaller(app, MANIFEST_STAFF);
    const supervisor = await staffCaller(app, [...MANIFEST_STAFF, "delete manifest penumpang"]);
    const id = world.schedule.id;
    const pre = (await staff.call("GET", `/manifests/${id}/passengers`)).json().data;
    const rina = pre.passengers.find((row: { nama_lengkap: string }) => row.nama_lengkap === "Rina Hartono");

    const corrected = await staff.call("PATCH", `/manifests/${id}/passengers/${rina.id}`, {
      nama_lengkap: "Rina Hartanti",
      kelompok_umur: "Anak",
      usia: 11,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().data).toMatchObject({ nama_lengkap: "Rina Hartanti", is_child: true, usia: 11 });
    const [entry] = await app.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, "manifest.passenger_corrected")));
    expect(entry?.properties).toMatchObject({
      before: { nama_lengkap: "Rina Hartono", is_child: false },
      after: { nama_lengkap: "Rina Hartanti", is_child: true },
    });
    const vehicle = (await staff.call("GET", `/manifests/${id}/vehicles`)).json().data.vehicles[0];
    const plate = await staff.call("PATCH", `/manifests/${id}/vehicles/${vehicle.id}`, {
      nomor_kendaraan: "b 1234 kjb",
    });
    expect(plate.json().data.nomor_kendaraan).toBe("B 1234 KJB");
    expect(
      (await staff.call("PATCH", `/manifests/${id}/passengers/999999`, { nama_lengkap: "X" })).statusCode,
    ).toBe(404);

    expect((await officer.call("POST", `/boardings/${id}/open`)).statusCode).toBe(200);
    expect((await officer.call("POST", `/boardings/${id}/close`)).statusCode).toBe(200);
    const frozen = await staff.call("PATCH", `/manifests/${id}/passengers/${rina.id}`, {
      nama_lengkap: "Rina",
    });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().message).toBe("Manifest sudah dikunci");
    const infant = await staff.call("POST", `/manifests/${id}/passengers`, {
      booking_id: rina.booking_id,
      nama_lengkap: "Bayi",
    });
    expect(infant.statusCode).toBe(409);
    const state1 = (await staff.call("GET", `/manifests/${id}/passengers?jenis=final`)).json().data.state;
    expect(state1).toMatchObject({ frozen: true, frozen_by: `Nama ${officer.username}` });

    expect((await staff.call("POST", `/manifests/${id}/reopen`, { alasan: "Salah nama" })).statusCode).toBe(
      403,
    );
    const reopened = await supervisor.call("POST", `/manifests/${id}/reopen`, { alasan: "Salah ketik nama" });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data).toMatchObject({ frozen: false, alasan: "Salah ketik nama" });
    const again = await staff.call("PATCH", `/manifests/${id}/passengers/${rina.id}`, {
      nama_lengkap: "Rina H.",
    });
    expect(again.statusCode).toBe(200);
    expect((await staff.call("POST", `/manifests/${id}/freeze`)).statusCode).toBe(200);
    expect(
      (await staff.call("PATCH", `/manifests/${id}/passengers/${rina.id}`, { nama_lengkap: "Rina" }))
        .statusCode,
    ).toBe(409);
    const logged = await app.database.db.select().from(activityLogs);
    expect(logged.map((row) => row.action)).toEqual(
      expect.arrayContaining(["manifest.frozen", "manifest.reopened", "manifest.vehicle_corrected"]),
    );
    // The log names the sailing (route code, departure in its port's zone), never `jadwal #id`.
    const manifestLines = logged.filter((row) => row.action.startsWith("manifest."));
    for (const row of manifestLines) {
      expect(row.description).toMatch(/KTP-GLM \d{2}\/\d{2}\/\d{4} \d{2}\.\d{2} WIB/);
      expect(row.description).not.toMatch(/#\d/);
    }
  });

  it("guards every manifest route by its permission", async () => {
    const { app, world } = state();
    const id = world.schedule.id;
    const nobody = await staffCaller(app, ["view kapal"]);
    const vehiclesOnly = await staffCaller(app, ["view manifest kendaraan"]);
    for (const [method, url] of [
      ["GET", "/manifests"],
      ["GET", `/manifests/${id}/passengers`],
      ["GET", `/manifests/${id}/passengers.pdf`],
      ["GET", `/manifests/${id}/passengers.csv`],
      ["GET", `/manifests/${id}/vehicles`],
      ["PATCH", `/manifests/${id}/passengers/1`],
      ["POST", `/manifests/${id}/passengers`],
      ["PATCH", `/manifests/${id}/vehicles/1`],
      ["POST", `/manifests/${id}/reopen`],
      ["POST", `/manifests/${id}/freeze`],
      ["GET", "/seapass/settings"],
      ["PUT", "/seapass/settings"],
      ["GET", "/seapass/deliveries"],
      ["POST", "/seapass/deliveries"],
    ] as const) {
      const answer = await nobody.call(method, url, method === "GET" ? undefined : {});
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await vehiclesOnly.call("GET", `/manifests/${id}/vehicles`)).statusCode).toBe(200);
    expect((await vehiclesOnly.call("GET", `/manifests/${id}/passengers`)).statusCode).toBe(403);
    expect((await vehiclesOnly.call("PATCH", `/manifests/${id}/vehicles/1`, {})).statusCode).toBe(403);
    const day = (await vehiclesOnly.call("GET", "/manifests")).json().data;
    expect(Array.isArray(day)).toBe(true);
  });

  it("prints an A4 landscape PDF with crew and signature blocks, and exports a guarded CSV", async () => {
    const { app, world } = state();
    const staff = await staffCaller(app, MANIFEST_STAFF);
    const id = world.schedule.id;
    const pre = (await staff.call("GET", `/manifests/${id}/passengers`)).json().data;
    const budi = pre.passengers.find((row: { nama_lengkap: string }) => row.nama_lengkap === "Budi Hartono");
    await staff.call("PATCH", `/manifests/${id}/passengers/${budi.id}`, { nama_lengkap: "=HYPERLINK(1)" });

    const answer = await staff.call("GET", `/manifests/${id}/passengers.pdf?jenis=pre`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/pdf");
    const pdf = await inspectPdf(answer.rawPayload);
    expect(pdf.pages[0]).toMatchObject({ width: 841.89, height: 595.28 });
    const text = pdf.pages.map((page) => page.text).join("\n");
    for (const expected of [
      "PRA-MANIFEST PENUMPANG",
      "KMP Uji",
      "Rina Hartono",
      "Joko Sopir",
      "Hendra Wijaya",
      "Nakhoda",
      "Syahbandar",
    ]) {
      expect(text).toContain(expected);
    }
    const vehiclesPdf = await inspectPdf(
      (await staff.call("GET", `/manifests/${id}/vehicles.pdf?jenis=pre`)).rawPayload,
    );
    expect(vehiclesPdf.pages[0]?.text).toContain("B 1234 KJA");

    const csv = await staff.call("GET", `/manifests/${id}/passengers.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body.startsWith('\uFEFF"no","nama"')).toBe(true);
    expect(csv.body).toContain(`"'=HYPERLINK(1)"`);
    expect(csv.body.trim().split("\r\n")).toHaveLength(4);
    const vehiclesCsv = await staff.call("GET", `/manifests/${id}/vehicles.csv`);
    expect(vehiclesCsv.body).toContain('"B 1234 KJA","Budi Hartono"');
    expect(vehiclesCsv.body).toContain('"Joko Sopir"');
  });
});
