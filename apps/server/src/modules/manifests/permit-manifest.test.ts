import { describe, expect, it } from "vitest";
import { DATETIME_FORMAT } from "../../lib/xlsx";
import { staffCaller } from "../../test/sales-fixtures";
import { columnOf, expectTableSheet, readWorkbook } from "../../test/xlsx";
import { scanBody, ticketsOf, useGateWorld } from "../tickets/test-fixtures";

const READER = ["view manifest penumpang", "edit manifest penumpang", "view manifest kendaraan"];
type Person = { id: number; nama_lengkap: string };

describe("the manifest for the sailing permit (SPB)", () => {
  const state = useGateWorld({ openBoarding: false });

  async function boardAndClose() {
    const { app, world, officer, booking } = state();
    const staff = await staffCaller(app, READER);
    const id = world.schedule.id;
    const ship = (await world.api.call("GET", `/ships/${world.ship.id}`)).json().data;
    const saved = await world.api.call("PUT", `/ships/${world.ship.id}`, {
      ...ship,
      tanda_panggilan: "ygsn",
      bendera: "Indonesia",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = (await staff.call("GET", `/manifests/${id}/passengers`)).json().data;
    expect(before.waktu_berangkat_aktual).toBeNull();
    const people: Person[] = before.passengers;
    const byName = (name: string) => people.find((row) => row.nama_lengkap === name) as Person;
    for (const [name, fields] of [
      ["Budi Hartono", { jenis_kelamin: "L" }],
      ["Rina Hartono", { jenis_kelamin: "P", kelompok_umur: "Anak", usia: 9 }],
      ["Joko Sopir", { jenis_kelamin: "L", kewarganegaraan: "Malaysia" }],
    ] as const) {
      const corrected = await staff.call("PATCH", `/manifests/${id}/passengers/${byName(name).id}`, fields);
      expect(corrected.statusCode, corrected.body).toBe(200);
    }
    expect((await officer.call("POST", `/boardings/${id}/open`)).statusCode).toBe(200);
    const tickets = await ticketsOf(officer, booking.id);
    for (const ticket of [...tickets.passengers, ...tickets.vehicles]) {
      const scan = await officer.call("POST", "/tickets/validate-qr", scanBody(ticket.qr_data, id));
      expect(scan.json().data.result).toBe("diterima");
    }
    const closed = await officer.call("POST", `/boardings/${id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    return { staff, id };
  }

  it("carries the ship's particulars, the actual departure and totals by age group, sex and nationality", async () => {
    const { staff, id } = await boardAndClose();
    const { world } = state();
    const final = (await staff.call("GET", `/manifests/${id}/passengers?jenis=final`)).json().data;
    expect(final.kapal).toEqual({
      nama: "KMP Uji",
      kode_kapal: world.ship.kode_kapal,
      tanda_panggilan: "YGSN",
      gt: expect.any(Number),
      bendera: "Indonesia",
      nakhoda: "Hendra Wijaya",
    });
    // The actual departure is when boarding closed, as the gate recorded it.
    const boarding = (await state().officer.call("GET", `/boardings/${id}`)).json().data.boarding;
    expect(boarding.closed_at).not.toBeNull();
    expect(final.waktu_berangkat_aktual).toBe(boarding.closed_at);
    expect(final.counts.penumpang).toMatchObject({
      total: 3,
      per_kelompok_umur: { Dewasa: 2, Anak: 1 },
      per_jenis_kelamin: { L: 2, P: 1 },
      per_kewarganegaraan: { Indonesia: 2, Malaysia: 1 },
    });
    expect(final.crew).toEqual([expect.objectContaining({ nama: "Hendra Wijaya", jabatan: "Nakhoda" })]);
    const vehicles = (await staff.call("GET", `/manifests/${id}/vehicles?jenis=final`)).json().data;
    expect(vehicles.vehicles[0]).toMatchObject({
      nomor_kendaraan: "B 1234 KJA",
      nama_pemilik: "Budi Hartono",
      golongan: expect.any(String),
      tipe_tiket: "kosong",
      berat_kg: null,
    });
    expect(vehicles.counts.kendaraan).toMatchObject({ per_keadaan: { kosong: 1 }, berat_dinyatakan_kg: 0 });
    const open = (await staff.call("GET", `/manifests/${id}/passengers?jenis=pre`)).json().data;
    expect(open.waktu_berangkat_aktual).not.toBeNull();
  });

  it("downloads both manifests as Excel: frozen, filtered header, numbers as numbers, instants as dates", async () => {
    const { staff, id } = await boardAndClose();
    const answer = await staff.call("GET", `/manifests/${id}/passengers.xlsx?jenis=final`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-disposition"]).toBe(
      `attachment; filename="manifest-penumpang-${id}-final.xlsx"`,
    );
    const book = await readWorkbook(answer.rawPayload);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(["Penumpang", "Rekap", "ABK"]);
    const people = book.getWorksheet("Penumpang");
    expectTableSheet(people, [
      "No",
      "Nama",
      "Jenis Identitas",
      "Nomor Identitas",
      "L/P",
      "Usia",
      "Kelompok Umur",
      "Kewarganegaraan",
      "Kelas",
      "Kendaraan",
      "Kode Booking",
      "Kode Tiket",
      "Naik",
      "Naik Pada",
    ]);
    if (!people) return;
    expect(people.rowCount).toBe(4);
    const rina = people.getRows(2, 3)?.find((row) => row.getCell(2).value === "Rina Hartono");
    expect(rina?.getCell(columnOf(people, "Usia")).value).toBe(9);
    expect(rina?.getCell(columnOf(people, "Kewarganegaraan")).value).toBe("Indonesia");
    const boarded = rina?.getCell(columnOf(people, "Naik Pada"));
    expect(boarded?.value).toBeInstanceOf(Date);
    expect(boarded?.numFmt).toBe(DATETIME_FORMAT);
    const recap = book.getWorksheet("Rekap");
    expectTableSheet(recap, ["Keterangan", "Nilai"]);
    const facts = new Map(
      recap?.getRows(2, (recap?.rowCount ?? 1) - 1)?.map((row) => [row.getCell(1).value, row.getCell(2)]),
    );
    expect(facts.get("Tanda panggilan")?.value).toBe("YGSN");
    expect(facts.get("Nakhoda")?.value).toBe("Hendra Wijaya");
    expect(facts.get("Berangkat (naik ditutup)")?.value).toBeInstanceOf(Date);
    expect(facts.get("WN Malaysia")?.value).toBe(1);
    expect(facts.get("Anak")?.value).toBe(1);
    const crew = book.getWorksheet("ABK");
    expect(crew?.getRow(2).getCell(3).value).toBe("Nakhoda");
    expect(crew?.getRow(2).getCell(6).value).toBeInstanceOf(Date);

    const cars = await readWorkbook(
      (await staff.call("GET", `/manifests/${id}/vehicles.xlsx?jenis=final`)).rawPayload,
    );
    const sheet = cars.getWorksheet("Kendaraan");
    if (!sheet) throw new Error("no vehicle sheet");
    expect(sheet.getRow(2).getCell(columnOf(sheet, "Keadaan Muatan")).value).toBe("Kosong");
    expect(sheet.getRow(2).getCell(columnOf(sheet, "Penumpang di Kendaraan")).value).toBe("Joko Sopir");
    expect(sheet.getRow(2).getCell(columnOf(sheet, "No")).value).toBe(1);
    const blocked = await staffCaller(state().app, ["view manifest kendaraan"]);
    expect((await blocked.call("GET", `/manifests/${id}/passengers.xlsx`)).statusCode).toBe(403);
  });
});
