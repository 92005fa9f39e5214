import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import EmbarkationPage from "./embarkation-page";
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
      }),
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

  it("shows no buttons without the permissions to open or close", async () => {
    signInStaff(["view embarkasi"]);
    renderPage();
    await screen.findAllByRole("article");
    expect(screen.queryByRole("button", { name: "Buka Boarding" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Tutup Boarding" })).toBeNull();
  });
});
