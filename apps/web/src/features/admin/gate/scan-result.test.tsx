import type { ScanAnswer } from "@ferry/shared/gate";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ScanResult } from "./scan-result";

const vehicle: ScanAnswer = {
  scan_id: 3,
  result: "diterima",
  valid: true,
  message: "Diterima: B 1234 KJA silakan naik kapal",
  gate: "Gerbang Kendaraan",
  scanned_at: "2026-11-23T00:40:00.000Z",
  replayed: false,
  ticket: {
    jenis: "kendaraan",
    id: 9,
    kode_tiket: "ABCDEFGH-K01",
    status_tiket: "digunakan",
    booking_code: "ABCDEFGH",
    schedule_id: 12,
    nama: "B 1234 KJA",
    keterangan: "Budi Hartono",
    kendaraan: { golongan: "IVB", tipe_tiket: "muat" },
    used_at: "2026-11-23T00:40:00.000Z",
    used_gate: "Gerbang Kendaraan",
    identitas_ganda: false,
  },
};

describe("the gate's verdict for a vehicle", () => {
  it("shows golongan, Kosong/Muat, plate and owner in large type", () => {
    render(<ScanResult answer={vehicle} />);
    const shown = within(screen.getByRole("region", { name: "Kendaraan" }));
    for (const text of ["Gol IVB", "Muat", "B 1234 KJA"]) {
      expect(shown.getByText(text).className).toContain("text-5xl");
    }
    expect(shown.getByText("Budi Hartono").className).toContain("text-3xl");
    expect(screen.getByText("ABCDEFGH-K01")).toBeTruthy();
  });

  it("shows an empty vehicle as Kosong", () => {
    const empty = {
      ...vehicle,
      ticket: vehicle.ticket && { ...vehicle.ticket, kendaraan: { golongan: "IVA", tipe_tiket: "kosong" } },
    };
    render(<ScanResult answer={empty} />);
    expect(screen.getByText("Kosong")).toBeTruthy();
    expect(screen.getByText("Gol IVA")).toBeTruthy();
  });
});
