import type { StaffUser } from "@ferry/shared/staff-auth";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StaffToaster } from "../../../components/ui/toasters";
import { SessionProvider } from "../../session/session-context";
import { saveSession } from "../../session/session-storage";
import ExpeditionCompaniesPage from "./expedition-companies-page";

const company = {
  id: 7,
  nama: "PT Lintas Nusantara Logistik",
  npwp: null,
  alamat: null,
  telepon: "0254-571234",
  email: null,
  plafon: 50_000_000,
  piutang: 12_500_000,
  tersedia: 37_500_000,
  status: "Aktif",
};
const ledger = [
  {
    id: 1,
    jenis: "kredit",
    amount: 12_500_000,
    piutang_setelah: 12_500_000,
    booking_id: 41,
    keterangan: "Kredit booking #41",
    created_by: 1,
    created_at: "2026-11-20T03:00:00.000Z",
  },
];

function signIn(permissions: string[]) {
  const user: StaffUser = {
    id: 1,
    username: "keuangan",
    nama_lengkap: "Staf Keuangan",
    email: null,
    tipe_pengguna: "admin",
    status: "Aktif",
    roles: [],
    permissions,
    grouped_permissions: [{ group: "Plafon", permissions: permissions.map((name) => ({ name })) }],
    permission_stats: { total: 1, granted: permissions.length, from_roles: permissions.length, direct: 0 },
  };
  saveSession({ token: "t", user, expires_in: 3600 });
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url.startsWith("/api/expedition-companies?") || url === "/api/expedition-companies")
    return json({
      success: true,
      data: [company],
      meta: { current_page: 1, last_page: 1, per_page: 15, total: 1 },
    });
  if (url.startsWith("/api/expedition-companies/7/ledger"))
    return json({
      success: true,
      data: ledger,
      meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 },
    });
  if (url === "/api/expedition-companies/7/settlements" && init?.method === "POST")
    return json({ success: true, data: company, message: "Pelunasan berhasil dicatat" }, 201);
  if (url === "/api/credit-limits" && init?.method === "POST")
    return json({ success: true, message: "Pengajuan plafon menunggu persetujuan" }, 201);
  return json({ success: true, valid: true, data: {} });
});

function renderPage() {
  const router = createMemoryRouter([{ path: "/plafon-ekspedisi", element: <ExpeditionCompaniesPage /> }], {
    initialEntries: ["/plafon-ekspedisi"],
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

const posted = (path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === path && init?.method === "POST")
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("/plafon-ekspedisi", () => {
  it("shows plafon, piutang and tersedia, and the ledger when a row is opened", async () => {
    signIn(["view plafon"]);
    renderPage();
    const name = await screen.findByText(company.nama);
    expect(screen.getByText("Rp 50.000.000")).toBeTruthy();
    expect(screen.getByText("Rp 37.500.000")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Pelunasan/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Ubah Plafon/ })).toBeNull();
    await userEvent.click(name);
    const table = await screen.findByRole("table", { name: `Riwayat kredit ${company.nama}` });
    expect(within(table).getByText("Kredit booking #41")).toBeTruthy();
    expect(within(table).getByText("#41")).toBeTruthy();
  });

  it("records a settlement after validation and confirmation", async () => {
    signIn(["view plafon", "edit plafon"]);
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: `Pelunasan ${company.nama}` }));
    await userEvent.click(screen.getByRole("button", { name: "Lanjutkan" }));
    expect(await screen.findByText("Jumlah pelunasan wajib diisi")).toBeTruthy();
    expect(screen.getByText("Keterangan wajib diisi")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Jumlah pelunasan (Rp)"), "2500000");
    await userEvent.type(screen.getByLabelText("Keterangan"), "Transfer BCA");
    await userEvent.click(screen.getByRole("button", { name: "Lanjutkan" }));
    expect(await screen.findByText("Rp 10.000.000")).toBeTruthy();
    expect(posted("/api/expedition-companies/7/settlements")).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Ya, catat pelunasan" }));
    expect(await screen.findByText("Pelunasan berhasil dicatat")).toBeTruthy();
    expect(posted("/api/expedition-companies/7/settlements")).toEqual([
      { amount: 2_500_000, keterangan: "Transfer BCA" },
    ]);
  });

  it("sends a plafon change request and shows the server's message", async () => {
    signIn(["view plafon", "edit plafon"]);
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: `Ubah Plafon ${company.nama}` }));
    await userEvent.type(screen.getByLabelText("Plafon baru (Rp)"), "75000000");
    await userEvent.type(screen.getByLabelText("Alasan"), "Volume kiriman naik");
    await userEvent.click(screen.getByRole("button", { name: "Ajukan" }));
    expect(await screen.findByText("Pengajuan plafon menunggu persetujuan")).toBeTruthy();
    expect(posted("/api/credit-limits")).toEqual([
      { subject_type: "ekspedisi", subject_id: 7, plafon_baru: 75_000_000, alasan: "Volume kiriman naik" },
    ]);
  });
});
