import type { ScanAnswer } from "@ferry/shared/gate";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import { GATE_NAME_KEY } from "./gate-device";
import ScanTicketPage from "./scan-ticket-page";
import { boarding } from "./testing";

const ticket = {
  jenis: "penumpang" as const,
  id: 7,
  kode_tiket: "ABCDEFGH-P01",
  status_tiket: "digunakan",
  booking_code: "ABCDEFGH",
  schedule_id: 12,
  nama: "Budi Hartono",
  keterangan: "Dewasa",
  kendaraan: null,
  used_at: "2026-11-23T00:40:00.000Z",
  used_gate: "Gerbang 1",
  identitas_ganda: false,
};
const answer = (result: ScanAnswer["result"], message: string, withTicket = true): ScanAnswer => ({
  scan_id: 1,
  result,
  valid: result === "diterima",
  message,
  gate: "Gerbang 1",
  scanned_at: "2026-11-23T00:40:00.000Z",
  replayed: false,
  ticket: withTicket ? ticket : null,
});

const answers: ScanAnswer[] = [];
let failNext = 0;
const api = mockApi({
  "GET /api/boardings/open": { success: true, data: [boarding(12)] },
  "POST /api/tickets/validate-qr": () => {
    if (failNext > 0) {
      failNext--;
      throw new TypeError("Failed to fetch");
    }
    return { success: true, data: answers.shift() };
  },
  "GET /api/tickets/scans": {
    success: true,
    data: [
      {
        id: 2,
        result: "sudah_digunakan",
        result_label: "Sudah digunakan",
        reason: "Tiket sudah digunakan pada 23/11/2026 07.40 WIB di Gerbang 1",
        gate: "Gerbang 1",
        created_at: "2026-11-23T00:41:00.000Z",
        officer: "Agus Salim",
        raw_data: null,
        ticket: {
          jenis: "penumpang",
          kode_tiket: "ABCDEFGH-P01",
          nama: "Budi Hartono",
          keterangan: "Dewasa",
        },
      },
    ],
  },
});

const renderPage = () => renderRoutes([{ path: "/scan-tiket", element: <ScanTicketPage /> }], "/scan-tiket");

async function setUpGate() {
  await screen.findByRole("option", { name: "08.00 WIB · Merak - Bakauheni · KMP Portlink" });
  await userEvent.selectOptions(screen.getByLabelText("Jadwal"), "12");
  await userEvent.type(screen.getByLabelText("Nama gerbang"), "Gerbang 1{Enter}");
  return screen.findByLabelText("Kode QR atau kode tiket");
}

describe("/scan-tiket", () => {
  it("scans by typing (Enter submits): green admitted, then amber already used, with the last scans", async () => {
    signInStaff(["view scan tiket", "create scan tiket"]);
    renderPage();
    const field = await setUpGate();
    expect(window.localStorage.getItem(GATE_NAME_KEY)).toBe("Gerbang 1");
    expect(document.activeElement).toBe(field);

    answers.push(answer("diterima", "Diterima: Budi Hartono silakan naik kapal"));
    await userEvent.type(field, "ABCDEFGH-P01{Enter}");
    const result = await screen.findByRole("status", { name: "Hasil scan" });
    await waitFor(() => expect(result.dataset.result).toBe("diterima"));
    expect(result.textContent).toContain("Budi Hartono");
    expect(result.textContent).toContain("ABCDEFGH-P01");
    const [body] = api.bodies("POST", "/api/tickets/validate-qr") as Record<string, unknown>[];
    expect(body).toMatchObject({ qr_data: "ABCDEFGH-P01", schedule_id: 12, gate: "Gerbang 1" });
    expect(body?.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect((field as HTMLInputElement).value).toBe("");

    answers.push(answer("sudah_digunakan", "Tiket sudah digunakan pada 23/11/2026 07.40 WIB di Gerbang 1"));
    await userEvent.type(field, "ABCDEFGH-P01{Enter}");
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Hasil scan" }).dataset.result).toBe("sudah_digunakan"),
    );
    expect(
      screen.getAllByText("Tiket sudah digunakan pada 23/11/2026 07.40 WIB di Gerbang 1").length,
    ).toBeGreaterThan(0);
    const recent = screen.getByRole("list", { name: "Scan terakhir" });
    expect(recent.textContent).toContain("Budi Hartono · ABCDEFGH-P01");
    const scansCall = api.calls.find((call) => call.path === "/api/tickets/scans");
    expect(scansCall?.query.get("gate")).toBe("Gerbang 1");
    expect(scansCall?.query.get("schedule_id")).toBe("12");
  });

  it("shows a refusal in red and resends a lost request with the same nonce", async () => {
    signInStaff(["view scan tiket", "create scan tiket"]);
    window.localStorage.setItem(GATE_NAME_KEY, "Gerbang 2");
    renderPage();
    await screen.findByRole("option", { name: /Merak - Bakauheni/ });
    expect((screen.getByLabelText("Nama gerbang") as HTMLInputElement).value).toBe("Gerbang 2");
    await userEvent.selectOptions(screen.getByLabelText("Jadwal"), "12");
    failNext = 1;
    answers.push(
      answer("tidak_dikenal", "Tiket tidak dikenal: kode QR tidak terdaftar atau sudah diganti", false),
    );
    await userEvent.type(await screen.findByLabelText("Kode QR atau kode tiket"), "zzz{Enter}");
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Hasil scan" }).dataset.result).toBe("tidak_dikenal"),
    );
    const sent = api.bodies("POST", "/api/tickets/validate-qr") as { nonce: string }[];
    expect(sent).toHaveLength(2);
    expect(sent[0]?.nonce).toBe(sent[1]?.nonce);
    expect(screen.getByText("Tidak dikenal")).toBeTruthy();
  });

  it("sends a scanner's keys typed while nothing has the focus to the scan field", async () => {
    signInStaff(["view scan tiket", "create scan tiket"]);
    window.localStorage.setItem(GATE_NAME_KEY, "Gerbang 3");
    renderPage();
    await screen.findByRole("option", { name: /Merak - Bakauheni/ });
    await userEvent.selectOptions(screen.getByLabelText("Jadwal"), "12");
    const field = await screen.findByLabelText("Kode QR atau kode tiket");
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    answers.push(answer("diterima", "Diterima: Budi Hartono silakan naik kapal"));
    await userEvent.keyboard("QRDATA{Enter}");
    expect(document.activeElement).toBe(field);
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Hasil scan" }).dataset.result).toBe("diterima"),
    );
    expect(api.bodies("POST", "/api/tickets/validate-qr").at(-1)).toMatchObject({
      qr_data: "QRDATA",
      gate: "Gerbang 3",
    });
  });

  it("asks for a schedule and a gate before scanning", async () => {
    signInStaff(["view scan tiket", "create scan tiket"]);
    renderPage();
    expect(await screen.findByText("Pilih jadwal dan isi nama gerbang untuk mulai memindai.")).toBeTruthy();
    expect(screen.queryByLabelText("Kode QR atau kode tiket")).toBeNull();
  });
});
