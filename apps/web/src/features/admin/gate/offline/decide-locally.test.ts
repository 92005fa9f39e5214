import { describe, expect, it } from "vitest";
import { decideLocally } from "./decide-locally";
import type { StoredList } from "./gate-store";

const SECRET = "q7dT0s1mTqk2yW9vX4nB8A";
const sha256 = async (text: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");

async function list(changes: Partial<StoredList["tickets"][number]> = {}): Promise<StoredList> {
  return {
    schedule: {
      id: 12,
      status: "boarding",
      alasan_batal: null,
      zona_waktu: "Asia/Makassar",
      boarding: { open: true, state: "dibuka" },
    },
    generated_at: "2026-11-23T00:00:00.000Z",
    synced_at: "2026-11-23T00:00:00.000Z",
    tickets: [
      {
        jenis: "penumpang",
        id: 5,
        kode_tiket: "ABCDEFGH-P01",
        qr_hash: await sha256(SECRET),
        booking_code: "ABCDEFGH",
        nama: "Ni Luh Sari",
        keterangan: "Dewasa",
        kelas: "Ekonomi",
        golongan: null,
        tipe_tiket: null,
        status_tiket: "aktif",
        tanggal_berlaku: "2026-11-22T16:00:00.000Z",
        tanggal_kadaluarsa: "2026-11-23T16:00:00.000Z",
        used_at: null,
        used_gate: null,
        identitas_ganda: true,
        ...changes,
      },
    ],
  };
}

const now = new Date("2026-11-23T01:00:00.000Z");

describe("a scan decided on the gate device from its gate list", () => {
  it("admits a QR it knows by its hash, as decided offline, with the ticket as the scan leaves it", async () => {
    const answer = await decideLocally(await list(), { qr_data: SECRET, gate: "Gerbang 2", now });
    expect(answer).toMatchObject({
      result: "diterima",
      valid: true,
      offline: true,
      message: "Diterima: Ni Luh Sari silakan naik kapal",
      ticket: { status_tiket: "digunakan", used_gate: "Gerbang 2", identitas_ganda: true },
    });
  });

  it("finds a typed ticket code and refuses a used one naming where, in the port's zone", async () => {
    const used = await list({
      status_tiket: "digunakan",
      used_at: "2026-11-23T00:30:00.000Z",
      used_gate: "Gerbang 1",
    });
    const answer = await decideLocally(used, { qr_data: "abcdefgh-p01", gate: "Gerbang 2", now });
    expect(answer).toMatchObject({
      result: "sudah_digunakan",
      message: "Tiket sudah digunakan pada 23/11/2026 08.30 WITA di Gerbang 1",
    });
  });

  it("calls a code outside the list unknown, saying the list is this sailing's", async () => {
    const answer = await decideLocally(await list(), { qr_data: "not-a-ticket", gate: "Gerbang 2", now });
    expect(answer).toMatchObject({ result: "tidak_dikenal", ticket: null });
    expect(answer.message).toMatch(/tidak ada di daftar gerbang jadwal ini \(offline\)/);
  });
});
