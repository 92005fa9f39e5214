import { DEFAULT_SALES_SETTINGS } from "@ferry/shared/sales-settings";
import type { StaffUser } from "@ferry/shared/staff-auth";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StaffToaster } from "../../../components/ui/toasters";
import { SessionProvider } from "../../session/session-context";
import { saveSession } from "../../session/session-storage";
import SystemSettingsPage from "./system-settings-page";

function signIn(permissions: string[]) {
  const user: StaffUser = {
    id: 1,
    username: "admin",
    nama_lengkap: "Admin",
    email: null,
    tipe_pengguna: "admin",
    status: "Aktif",
    roles: [],
    permissions,
    grouped_permissions: [{ group: "Pengaturan Sistem", permissions: permissions.map((name) => ({ name })) }],
    permission_stats: { total: 1, granted: permissions.length, from_roles: permissions.length, direct: 0 },
  };
  saveSession({ token: "t", user, expires_in: 3600 });
}

const stored = { ...DEFAULT_SALES_SETTINGS, asuransi_per_penumpang: 1_000 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url === "/api/settings/sales" && init?.method === "PUT")
    return json({
      success: true,
      data: JSON.parse(String(init.body)),
      message: "Pengaturan penjualan berhasil disimpan",
    });
  if (url === "/api/settings/sales") return json({ success: true, data: stored });
  return json({ success: true, valid: true, data: {} });
});

function renderPage() {
  const router = createMemoryRouter([{ path: "/management", element: <SystemSettingsPage /> }], {
    initialEntries: ["/management"],
  });
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider>
        <RouterProvider router={router} />
        <StaffToaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT");

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("/management", () => {
  it("shows the sales settings with help texts and saves them after validation", async () => {
    signIn(["view pengaturan", "edit pengaturan"]);
    renderPage();
    expect(screen.getByRole("heading", { name: "Pengaturan Sistem" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Penjualan" })).toBeTruthy();
    const levy = (await screen.findByLabelText("Iuran asuransi per penumpang (Rp)")) as HTMLInputElement;
    expect(levy.value).toBe("1000");
    expect(screen.getByText(/dibatalkan otomatis dan kursinya dilepas/)).toBeTruthy();

    const timeout = screen.getByLabelText("Batas waktu pembayaran (menit)");
    await userEvent.clear(timeout);
    await userEvent.type(timeout, "2");
    await userEvent.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Batas waktu pembayaran minimal 5")).toBeTruthy();
    expect(puts()).toHaveLength(0);

    await userEvent.clear(timeout);
    await userEvent.type(timeout, "30");
    await userEvent.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Pengaturan penjualan berhasil disimpan")).toBeTruthy();
    expect(JSON.parse(String(puts()[0]?.[1]?.body))).toEqual({ ...stored, batas_waktu_pembayaran_menit: 30 });
  });

  it("is read-only without 'edit pengaturan'", async () => {
    signIn(["view pengaturan"]);
    renderPage();
    const levy = (await screen.findByLabelText("Iuran asuransi per penumpang (Rp)")) as HTMLInputElement;
    expect(levy.readOnly).toBe(true);
    expect(screen.queryByRole("button", { name: "Simpan" })).toBeNull();
    expect(screen.getByText("Anda hanya dapat melihat pengaturan ini.")).toBeTruthy();
  });
});
