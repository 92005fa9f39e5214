import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import AgentBookingsPage from "./agent-bookings-page";

const api = mockApi({
  "/api/agents/me": {
    success: true,
    data: {
      user_id: 7,
      username: "agen",
      nama_lengkap: "CV Samudra",
      plafon: 5_000_000,
      saldo: 0,
      tersedia: 5_000_000,
    },
  },
  "/api/bookings": {
    success: true,
    data: [],
    meta: { current_page: 1, last_page: 1, per_page: 15, total: 0 },
  },
});

const open = () => renderRoutes([{ path: "/agen-booking", element: <AgentBookingsPage /> }], "/agen-booking");

describe("/agen-booking", () => {
  it("explains to a non-agent, in Indonesian, that the page is an agent's and where the figures are", async () => {
    signInStaff(["view booking agen", "create booking agen", "view saldo agen", "view acc pembayaran"]);
    open();
    expect(await screen.findByText("Halaman ini khusus untuk akun agen.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Top-up Agen" }).getAttribute("href")).toBe("/tambah-saldo");
    expect(screen.getByRole("link", { name: "ACC Pembayaran" }).getAttribute("href")).toBe("/booking");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("link", { name: /Jual Tiket/ })).toBeNull();
    expect(api.calls.some((call) => call.path === "/api/agents/me")).toBe(false);
  });

  it("shows an agent the balance and the sale button", async () => {
    signInStaff(["view booking agen", "create booking agen"], { id: 7, tipe_pengguna: "agen" });
    open();
    expect(await screen.findByText("Rp 5.000.000", { selector: "p.text-xl" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Jual Tiket/ })).toBeTruthy();
    expect(screen.queryByText("Halaman ini khusus untuk akun agen.")).toBeNull();
  });
});
