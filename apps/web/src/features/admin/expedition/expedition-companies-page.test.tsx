import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
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
    booking_code: "EKSP2345",
    keterangan: "Kredit booking EKSP2345",
    created_by: 1,
    created_at: "2026-11-20T03:00:00.000Z",
  },
];

const api = mockApi({
  "/api/expedition-companies": {
    success: true,
    data: [company],
    meta: { current_page: 1, last_page: 1, per_page: 15, total: 1 },
  },
  "/api/expedition-companies/7/ledger": {
    success: true,
    data: ledger,
    meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 },
  },
  "POST /api/expedition-companies/7/settlements": () =>
    jsonResponse({ success: true, data: company, message: "Pelunasan berhasil dicatat" }, 201),
  "POST /api/credit-limits": () =>
    jsonResponse({ success: true, message: "Pengajuan plafon menunggu persetujuan" }, 201),
});

const renderPage = () =>
  renderRoutes([{ path: "/plafon-ekspedisi", element: <ExpeditionCompaniesPage /> }], "/plafon-ekspedisi");

describe("/plafon-ekspedisi", () => {
  it("shows plafon, piutang and tersedia, and the ledger when a row is opened", async () => {
    signInStaff(["view plafon"]);
    renderPage();
    const name = await screen.findByText(company.nama);
    expect(screen.getByText("Rp 50.000.000")).toBeTruthy();
    expect(screen.getByText("Rp 37.500.000")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Pelunasan/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Ubah Plafon/ })).toBeNull();
    await userEvent.click(name);
    const table = await screen.findByRole("table", { name: `Riwayat kredit ${company.nama}` });
    expect(within(table).getByText("Kredit booking EKSP2345")).toBeTruthy();
    // The booking is named by its code, not its database id.
    expect(within(table).getByText("EKSP2345")).toBeTruthy();
    expect(within(table).queryByText(/#41/)).toBeNull();
  });

  it("records a settlement after validation and confirmation", async () => {
    signInStaff(["view plafon", "edit plafon"]);
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: `Pelunasan ${company.nama}` }));
    await userEvent.click(screen.getByRole("button", { name: "Lanjutkan" }));
    expect(await screen.findByText("Jumlah pelunasan wajib diisi")).toBeTruthy();
    expect(screen.getByText("Keterangan wajib diisi")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Jumlah pelunasan (Rp)"), "2500000");
    await userEvent.type(screen.getByLabelText("Keterangan"), "Transfer BCA");
    await userEvent.click(screen.getByRole("button", { name: "Lanjutkan" }));
    expect(await screen.findByText("Rp 10.000.000")).toBeTruthy();
    expect(api.bodies("POST", "/api/expedition-companies/7/settlements")).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Ya, catat pelunasan" }));
    expect(await screen.findByText("Pelunasan berhasil dicatat")).toBeTruthy();
    expect(api.bodies("POST", "/api/expedition-companies/7/settlements")).toEqual([
      { amount: 2_500_000, keterangan: "Transfer BCA" },
    ]);
  });

  it("sends a plafon change request and shows the server's message", async () => {
    signInStaff(["view plafon", "edit plafon"]);
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: `Ubah Plafon ${company.nama}` }));
    await userEvent.type(screen.getByLabelText("Plafon baru (Rp)"), "75000000");
    await userEvent.type(screen.getByLabelText("Alasan"), "Volume kiriman naik");
    await userEvent.click(screen.getByRole("button", { name: "Ajukan" }));
    expect(await screen.findByText("Pengajuan plafon menunggu persetujuan")).toBeTruthy();
    expect(api.bodies("POST", "/api/credit-limits")).toEqual([
      { subject_type: "ekspedisi", subject_id: 7, plafon_baru: 75_000_000, alasan: "Volume kiriman naik" },
    ]);
  });
});
