import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import EmbarkationPage from "./embarkation-page";
import { PORT_KEY } from "./gate-device";
import { boarding, counts } from "./testing";

let openAnswer: () => Response;
const api = mockApi({
  "GET /api/boardings": {
    success: true,
    data: [
      boarding(12),
      boarding(13, {
        schedule: {
          ...boarding(13).schedule,
          waktu_berangkat: "2026-11-23T03:00:00.000Z",
          status: "boarding",
        },
        boarding: {
          state: "dibuka",
          opened_at: "2026-11-23T00:30:00.000Z",
          opened_by: "Agus Salim",
          closed_at: null,
          closed_by: null,
        },
        penumpang: counts(4, 3),
        kendaraan: counts(2, 1),
        konflik: 1,
        perangkat_belum_sinkron: [
          { device: "HP Samsung", gate: "Gerbang 2", pending: 3, last_seen_at: "2026-11-23T01:10:00.000Z" },
        ],
      }),
    ],
  },
  "GET /api/public/ports": {
    success: true,
    data: [
      { id: 1, nama: "Merak" },
      { id: 2, nama: "Bakauheni" },
    ],
  },
  "GET /api/tickets/scans/conflicts": {
    success: true,
    data: [
      {
        conflict: "dua_gerbang",
        label: "Diterima dua kali",
        ticket: {
          jenis: "penumpang",
          kode_tiket: "ABCDEFGH-P01",
          nama: "Budi Hartono",
          status_tiket: "digunakan",
        },
        scan: {
          id: 9,
          gate: "Gerbang 3",
          device: "Tablet 3",
          offline: true,
          result: "diterima",
          created_at: "2026-11-23T00:50:00.000Z",
          officer: "Agus Salim",
        },
        other: {
          id: 7,
          gate: "Gerbang 2",
          device: "HP Samsung",
          offline: true,
          result: "diterima",
          created_at: "2026-11-23T00:45:00.000Z",
          officer: "Rina",
        },
      },
    ],
  },
  "POST /api/boardings/12/open": () => openAnswer(),
  "POST /api/boardings/13/close": {
    success: true,
    data: boarding(13),
    message: "Boarding ditutup, kapal berangkat",
  },
});

const renderPage = () =>
  renderRoutes([{ path: "/embarkasi", element: <EmbarkationPage /> }], "/embarkasi?date=2026-11-23");

describe("/embarkasi", () => {
  it("shows each sailing's boarding, master check and boarded against sold; opens after confirmation", async () => {
    signInStaff(["view embarkasi", "create embarkasi", "edit embarkasi"]);
    renderPage();
    const first = await screen.findByRole("article", {
      name: "08.00 WIB · Merak - Bakauheni · KMP Portlink",
    });
    expect(api.calls.find((call) => call.path === "/api/boardings")?.query.get("date")).toBe("2026-11-23");
    expect(within(first).getByText("Nakhoda aktif dengan sertifikat berlaku")).toBeTruthy();
    expect(within(first).getByText("Belum dibuka")).toBeTruthy();
    const second = screen.getByRole("article", { name: /^10\.00 WIB/ });
    expect(within(second).getByText(/dibuka 07\.30 WIB oleh Agus Salim/)).toBeTruthy();
    expect(within(second).getByText("/ 4")).toBeTruthy();
    expect(within(second).queryByRole("button", { name: "Buka Boarding" })).toBeNull();

    const refusal =
      "Boarding tidak dapat dibuka: KMP Portlink tidak memiliki nakhoda aktif dengan sertifikat yang masih berlaku. Perbarui data ABK terlebih dahulu.";
    openAnswer = () => jsonResponse({ success: false, code: "CONFLICT", message: refusal }, 409);
    await userEvent.click(within(first).getByRole("button", { name: "Buka Boarding" }));
    const dialog = screen.getByRole("dialog", { name: "Buka boarding?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Ya, Buka Boarding" }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();

    openAnswer = () => jsonResponse({ success: true, data: boarding(12), message: "Boarding dibuka" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Ya, Buka Boarding" }));
    expect(await screen.findByText("Boarding dibuka")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.calls.filter((call) => call.path === "/api/boardings/12/open")).toHaveLength(2);

    await userEvent.click(within(second).getByRole("button", { name: "Tutup Boarding" }));
    await userEvent.click(screen.getByRole("button", { name: "Ya, Tutup & Berangkat" }));
    expect(await screen.findByText("Boarding ditutup, kapal berangkat")).toBeTruthy();
  });

  it("filters by port (kept on the device), shows offline conflicts with both scans, warns before closing", async () => {
    signInStaff(["view embarkasi", "edit embarkasi"]);
    renderPage();
    const second = await screen.findByRole("article", { name: /^10\.00 WIB/ });
    const conflicts = await within(second).findByRole("region", { name: "Konflik scan offline" });
    expect(await within(conflicts).findByText(/Diterima dua kali: Budi Hartono/)).toBeTruthy();
    expect(within(conflicts).getByText(/07\.50 WIB · Gerbang 3 \(Tablet 3\) · offline/)).toBeTruthy();
    expect(within(conflicts).getByText(/07\.45 WIB · Gerbang 2 \(HP Samsung\)/)).toBeTruthy();

    await userEvent.click(within(second).getByRole("button", { name: "Tutup Boarding" }));
    const dialog = screen.getByRole("dialog", { name: "Tutup boarding?" });
    expect(within(dialog).getByRole("alert").textContent).toMatch(
      /^1 perangkat gerbang mungkin masih menyimpan/,
    );
    expect(within(dialog).getByText(/HP Samsung \(Gerbang 2\) · 3 scan tertunda/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Batal" }));

    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Pelabuhan" }), "Merak");
    await vi.waitFor(() =>
      expect(
        api.calls
          .filter((call) => call.path === "/api/boardings")
          .at(-1)
          ?.query.get("port_id"),
      ).toBe("1"),
    );
    expect(window.localStorage.getItem(PORT_KEY)).toBe("1");
  });

  it("shows no buttons without the permissions to open or close", async () => {
    signInStaff(["view embarkasi"]);
    renderPage();
    await screen.findAllByRole("article");
    expect(screen.queryByRole("button", { name: "Buka Boarding" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Tutup Boarding" })).toBeNull();
  });
});
