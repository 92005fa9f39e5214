import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import UsersPage from "./users-page";

const meta = { current_page: 1, last_page: 1, per_page: 15, total: 1 };
const staff = {
  id: 3,
  username: "kasir",
  nama_lengkap: "Siti Aminah",
  email: "kasir@contoh.id",
  tipe_pengguna: "kasir",
  status: "Aktif",
  roles: [{ id: 2, name: "Kasir" }],
  role_ids: [2],
  permissions: ["view jadwal"],
  live_sessions: 1,
};
const customer = {
  ...staff,
  id: 9,
  username: "budi",
  nama_lengkap: "Budi",
  tipe_pengguna: "pelanggan",
  roles: [],
};

const api = mockApi({
  "/api/users": (call) => ({
    success: true,
    data: [call.query.get("kelompok") === "pelanggan" ? customer : staff],
    meta,
  }),
  "/api/users/3/sessions": {
    success: true,
    data: [
      {
        id: 1,
        ip: "10.1.2.3",
        user_agent: "Chrome di Android",
        created_at: "2026-11-23T01:00:00Z",
        last_activity_at: "2026-11-23T02:00:00Z",
        expires_at: "2026-11-23T03:00:00Z",
      },
    ],
  },
  "/api/roles/options": { success: true, data: [{ id: 2, label: "Kasir" }] },
});

const renderPage = (path = "/pengguna") =>
  renderRoutes([{ path: "/pengguna", element: <UsersPage /> }], path);

describe("/pengguna", () => {
  it("lists staff apart from customers; customers can only be (de)activated", async () => {
    signInStaff(["view users", "create users", "edit users", "delete users"]);
    renderPage();
    await screen.findByText("Siti Aminah");
    expect(api.calls.find((call) => call.path === "/api/users")?.query.get("kelompok")).toBe("staf");
    expect(screen.getByRole("button", { name: "Tambah" })).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: "Pelanggan" }));
    await screen.findByText("Budi");
    expect(screen.queryByRole("button", { name: "Tambah" })).toBeNull();
    expect(screen.getByRole("button", { name: "Nonaktifkan budi" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Logout paksa budi" })).toBeNull();
  });

  it("shows a user's live sessions and edits direct permissions by module", async () => {
    signInStaff(["view users", "edit users"]);
    renderPage();
    await userEvent.click(await screen.findByText("Siti Aminah"));
    expect(await screen.findByText("Chrome di Android")).toBeTruthy();
    expect(screen.getByText("10.1.2.3")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: /Ubah/ }));
    expect(screen.getByText("Hak akses tambahan")).toBeTruthy();
    expect((screen.getByLabelText("view jadwal") as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("1 dipilih")).toBeTruthy();
    // The staff member's own e-mail, for 'Lupa password?'.
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("kasir@contoh.id");
    expect(screen.getByText(/Dipakai untuk 'Lupa password\?' di halaman login/)).toBeTruthy();
  });
});
