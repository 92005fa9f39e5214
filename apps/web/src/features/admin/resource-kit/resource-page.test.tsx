import type { StaffUser } from "@ferry/shared/staff-auth";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StaffToaster } from "../../../components/ui/toasters";
import { SessionProvider } from "../../session/session-context";
import { saveSession } from "../../session/session-storage";
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

function signIn(permissions: string[]) {
  const user: StaffUser = {
    id: 1,
    username: "op",
    nama_lengkap: "Operator",
    email: null,
    tipe_pengguna: "admin",
    status: "Aktif",
    roles: [],
    permissions,
    grouped_permissions: [{ group: "Pelabuhan", permissions: permissions.map((name) => ({ name })) }],
    permission_stats: { total: 1, granted: permissions.length, from_roles: permissions.length, direct: 0 },
  };
  saveSession({ token: "t", user, expires_in: 3600 });
}

const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url.startsWith("/api/ports?") || url === "/api/ports") {
    const search = new URL(url, "http://x").searchParams.get("search");
    const data = search ? rows.filter((row) => row.nama.toLowerCase().includes(search.toLowerCase())) : rows;
    return new Response(
      JSON.stringify({
        success: true,
        data,
        meta: { current_page: 1, last_page: 1, per_page: 15, total: data.length },
      }),
    );
  }
  if (url === "/api/ports/2" && init?.method === "DELETE") {
    return new Response(
      JSON.stringify({
        success: false,
        code: "CONFLICT",
        message: "Pelabuhan tidak dapat dihapus: masih dipakai oleh 1 rute. Nonaktifkan saja.",
      }),
      { status: 409 },
    );
  }
  return new Response(JSON.stringify({ success: true, valid: true, data: {} }));
});

function renderPage() {
  const router = createMemoryRouter(
    [{ path: "/pelabuhan", element: <ResourcePage config={portsConfig} /> }],
    { initialEntries: ["/pelabuhan"] },
  );
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider>
        <RouterProvider router={router} />
        <StaffToaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => vi.unstubAllGlobals());

describe("resource page", () => {
  it("lists rows, searches through the URL, and hides actions the user may not take", async () => {
    signIn(["view pelabuhan"]);
    renderPage();
    expect(await screen.findByText("Pelabuhan Merak")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Tambah" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Hapus pelabuhan" })).toBeNull();
    await userEvent.type(screen.getByPlaceholderText("Cari nama, kode atau kota"), "gili");
    await waitFor(() => expect(screen.queryByText("Pelabuhan Merak")).toBeNull(), { timeout: 2000 });
    expect(screen.getByText("Pelabuhan Gilimanuk")).toBeTruthy();
  });

  it("validates the form with the shared schema's Indonesian messages before sending", async () => {
    signIn(["view pelabuhan", "create pelabuhan"]);
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Tambah" }));
    await userEvent.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Nama pelabuhan wajib diisi")).toBeTruthy();
    expect(screen.getByText("Kota wajib diisi")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("asks before deleting and shows why the server refused", async () => {
    signIn(["view pelabuhan", "delete pelabuhan"]);
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
