import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import ScanCancelledPage from "./scan-cancelled-page";
import { boarding } from "./testing";

const api = mockApi({
  "GET /api/boardings": { success: true, data: [boarding(12)] },
  "GET /api/tickets/cancelled": {
    success: true,
    data: [
      {
        jenis: "penumpang",
        id: 9,
        kode_tiket: "QWERTYUP-P02",
        booking_code: "QWERTYUP",
        nama: "Siti Rahma",
        keterangan: "Dewasa",
        catatan: "Refund penumpang",
      },
    ],
  },
  "POST /api/tickets/scan-cancelled": {
    success: true,
    data: {
      scan_id: 4,
      result: "batal",
      valid: false,
      message: "Tiket dibatalkan: ditolak di gerbang dan dicatat",
      gate: "Pos Batal",
      scanned_at: "2026-11-23T00:40:00.000Z",
      replayed: false,
      ticket: null,
    },
  },
  "GET /api/tickets/cancelled/scans": { success: true, data: [] },
});

describe("/scan-batal", () => {
  it("lists a sailing's cancelled tickets and records a scanned one as refused", async () => {
    signInStaff(["view scan batal", "create scan batal"]);
    renderRoutes([{ path: "/scan-batal", element: <ScanCancelledPage /> }], "/scan-batal");
    await screen.findByRole("option", { name: /Merak - Bakauheni/ });
    await userEvent.selectOptions(screen.getByLabelText("Jadwal"), "12");
    const table = await screen.findByRole("table", { name: "Tiket dibatalkan" });
    expect(table.textContent).toContain("QWERTYUP-P02");
    expect(table.textContent).toContain("Refund penumpang");
    await userEvent.type(screen.getByLabelText("Nama gerbang"), "Pos Batal{Enter}");
    await userEvent.type(await screen.findByLabelText("Kode QR atau kode tiket"), "QWERTYUP-P02{Enter}");
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Hasil scan" }).dataset.result).toBe("batal"),
    );
    expect(api.bodies("POST", "/api/tickets/scan-cancelled")[0]).toMatchObject({
      qr_data: "QWERTYUP-P02",
      schedule_id: 12,
      gate: "Pos Batal",
    });
    expect(screen.getByText("Belum ada scan di gerbang ini.")).toBeTruthy();
  });
});
