import { describe, expect, it } from "vitest";
import { type GateLookups, type GateSituation, type GateTicket, judgeTicket } from "./gate-rules";

const now = new Date("2026-11-26T01:00:00Z");
const ticket: GateTicket = {
  status_tiket: "aktif",
  schedule_id: 7,
  tanggal_berlaku: new Date("2026-11-25T17:00:00Z"),
  tanggal_kadaluarsa: new Date("2026-11-26T17:00:00Z"),
  nama: "Budi Hartono",
};
const gate: GateSituation = { pos: "masuk", now, schedule_id: 7, boarding: { open: true, state: "dibuka" } };
const lookups: GateLookups = {
  zone: () => "Asia/Jakarta",
  usedWhere: async () => ({ used_at: new Date("2026-11-26T00:30:00Z"), used_gate: "Gerbang 2" }),
  sailing: () => ({ status: "boarding", alasan_batal: null }),
  scheduleLabel: () => "Merak - Bakauheni 26/11/2026 10.00 WIB (KMP Nusa)",
};
const judge = (changes: Partial<GateTicket>, where: Partial<GateSituation> = {}, asked = lookups) =>
  judgeTicket({ ...ticket, ...changes }, { ...gate, ...where }, asked);

describe("the gate rule both the server and an offline device decide with", () => {
  it("admits an active ticket of the gate's sailing while boarding is open", async () => {
    expect(await judge({})).toEqual({
      result: "diterima",
      reason: "Diterima: Budi Hartono silakan naik kapal",
    });
  });

  it("refuses in the order a gate officer needs, each answer saying why", async () => {
    expect(await judge({ status_tiket: "dibatalkan" })).toMatchObject({ result: "batal" });
    expect(await judge({ status_tiket: "digunakan" })).toEqual({
      result: "sudah_digunakan",
      reason: "Tiket sudah digunakan pada 26/11/2026 07.30 WIB di Gerbang 2",
    });
    const cancelledSailing = {
      ...lookups,
      sailing: () => ({ status: "batal", alasan_batal: "Cuaca buruk" }),
    };
    expect((await judge({}, {}, cancelledSailing)).reason).toMatch(
      /^Pelayaran tiket ini dibatalkan: Cuaca buruk/,
    );
    expect(await judge({}, { now: ticket.tanggal_kadaluarsa })).toEqual({
      result: "kadaluarsa",
      reason: "Tiket kadaluarsa sejak 27/11/2026 00.00 WIB",
    });
    expect(await judge({ status_tiket: "kadaluarsa" })).toMatchObject({ result: "kadaluarsa" });
    expect(await judge({}, { now: new Date("2026-11-25T16:00:00Z") })).toEqual({
      result: "ditolak",
      reason: "Tiket belum berlaku (mulai 26/11/2026 00.00 WIB)",
    });
    expect(await judge({ schedule_id: 8 })).toEqual({
      result: "salah_jadwal",
      reason: "Tiket untuk jadwal lain: Merak - Bakauheni 26/11/2026 10.00 WIB (KMP Nusa)",
    });
    expect(await judge({}, { boarding: { open: false, state: "belum dibuka" } })).toEqual({
      result: "boarding_tutup",
      reason: "Boarding jadwal ini belum dibuka",
    });
  });

  it("names no gate for a ticket used by hand, and the Scan Batal gate never admits", async () => {
    const byHand = { ...lookups, usedWhere: () => ({ used_at: null, used_gate: null }) };
    expect((await judge({ status_tiket: "digunakan" }, {}, byHand)).reason).toBe(
      "Tiket sudah digunakan pada - di petugas (tanpa scan)",
    );
    expect(await judge({ status_tiket: "dibatalkan" }, { pos: "batal" })).toMatchObject({ result: "batal" });
    expect(await judge({}, { pos: "batal" })).toEqual({
      result: "ditolak",
      reason: "Tiket tidak dibatalkan (status aktif); pindai di gerbang Scan Tiket",
    });
  });

  it("asks for nothing it does not need on the way to admitting", async () => {
    const asked: string[] = [];
    const counting = Object.fromEntries(
      Object.entries(lookups).map(([name, lookup]) => [
        name,
        () => {
          asked.push(name);
          return lookup();
        },
      ]),
    ) as GateLookups;
    await judge({}, {}, counting);
    expect(asked).toEqual(["sailing"]);
  });
});
