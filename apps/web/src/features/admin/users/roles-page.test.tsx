import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import RolesPage from "./roles-page";

const role = { id: 4, name: "Kasir", description: null, permissions: ["view jadwal"], users_count: 2 };
const api = mockApi({
  "/api/roles": { success: true, data: [role] },
  "/api/permissions": {
    success: true,
    data: [{ group: "Jadwal", permissions: ["view jadwal", "edit jadwal"] }],
  },
  "PUT /api/roles/4": { success: true, data: role, message: "Peran berhasil diperbarui" },
  "DELETE /api/roles/4": { success: true, message: "Peran berhasil dihapus" },
});

const renderPage = () => renderRoutes([{ path: "/permission", element: <RolesPage /> }], "/permission");

describe("/permission", () => {
  it("renames a role and saves its permissions in one call", async () => {
    signInStaff(["view roles", "edit roles"]);
    renderPage();
    const name = await screen.findByLabelText("Nama peran");
    await userEvent.clear(name);
    await userEvent.type(name, "Kasir Loket");
    await userEvent.click(screen.getByLabelText("edit jadwal"));
    await userEvent.click(screen.getByRole("button", { name: "Simpan Hak Akses" }));
    await screen.findByText("Peran berhasil diperbarui");
    expect(api.bodies("PUT", "/api/roles/4")).toEqual([
      { name: "Kasir Loket", description: null, permissions: ["view jadwal", "edit jadwal"] },
    ]);
  });

  it("keeps an empty role name from the server with the schema's message", async () => {
    signInStaff(["view roles", "edit roles"]);
    renderPage();
    await userEvent.clear(await screen.findByLabelText("Nama peran"));
    await userEvent.click(screen.getByRole("button", { name: "Simpan Hak Akses" }));
    await screen.findByText("Nama peran wajib diisi");
    expect(api.bodies("PUT", "/api/roles/4")).toEqual([]);
  });

  it("asks before deleting a role", async () => {
    signInStaff(["view roles", "delete roles"]);
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Hapus Peran" }));
    expect(api.bodies("DELETE", "/api/roles/4")).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Ya, hapus" }));
    await screen.findByText("Peran berhasil dihapus");
    expect(api.calls.filter((call) => call.method === "DELETE")).toHaveLength(1);
  });
});
