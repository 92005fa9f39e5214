import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import { portsConfig } from "../voyage/ports-page";
import { ResourcePage } from "./resource-page";

const rows = [
  {
    id: 1,
    nama: "Pelabuhan Merak",
    kode: "MRK",
    kota: "Cilegon",
    zona_waktu: "Asia/Jakarta",
    status: "Aktif",
    alamat: null,
  },
  {
    id: 2,
    nama: "Pelabuhan Gilimanuk",
    kode: "GLM",
    kota: "Jembrana",
    zona_waktu: "Asia/Makassar",
    status: "Aktif",
    alamat: null,
  },
];

const api = mockApi({
  "/api/ports": ({ query }) => {
    const search = query.get("search");
    const data = search ? rows.filter((row) => row.nama.toLowerCase().includes(search.toLowerCase())) : rows;
    return { success: true, data, meta: { current_page: 1, last_page: 1, per_page: 15, total: data.length } };
  },
  "DELETE /api/ports/2": () =>
    jsonResponse(
      {
        success: false,
        code: "CONFLICT",
        message: "Pelabuhan tidak dapat dihapus: masih dipakai oleh 1 rute. Nonaktifkan saja.",
      },
      409,
    ),
});

const renderPage = () =>
  renderRoutes([{ path: "/pelabuhan", element: <ResourcePage config={portsConfig} /> }], "/pelabuhan");

describe("resource page", () => {
  it("lists rows, searches through the URL, and hides actions the user may not take", async () => {
    signInStaff(["view pelabuhan"]);
    renderPage();
    expect(await screen.findByText("Pelabuhan Merak")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Tambah" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Hapus pelabuhan" })).toBeNull();
    await userEvent.type(screen.getByPlaceholderText("Cari nama, kode atau kota"), "gili");
    await waitFor(() => expect(screen.queryByText("Pelabuhan Merak")).toBeNull(), { timeout: 2000 });
    expect(screen.getByText("Pelabuhan Gilimanuk")).toBeTruthy();
  });

  it("validates the form with the shared schema's Indonesian messages before sending", async () => {
    signInStaff(["view pelabuhan", "create pelabuhan"]);
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Tambah" }));
    await userEvent.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Nama pelabuhan wajib diisi")).toBeTruthy();
    expect(screen.getByText("Kota wajib diisi")).toBeTruthy();
    expect(api.calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("asks before deleting and shows why the server refused", async () => {
    signInStaff(["view pelabuhan", "delete pelabuhan"]);
    renderPage();
    await screen.findByText("Pelabuhan Gilimanuk");
    await userEvent.click(screen.getAllByRole("button", { name: "Hapus pelabuhan" })[1] as HTMLElement);
    expect(screen.getByRole("dialog", { name: "Hapus pelabuhan?" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Hapus" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(
      await screen.findByText("Pelabuhan tidak dapat dihapus: masih dipakai oleh 1 rute. Nonaktifkan saja."),
    ).toBeTruthy();
  });
});
