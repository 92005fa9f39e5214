import { DEFAULT_CASH_CONTROL_SETTINGS } from "@ferry/shared/cashier-shifts";
import { DEFAULT_ONLINE_BOOKING_SETTINGS } from "@ferry/shared/online-booking";
import { DEFAULT_REFUND_SETTINGS } from "@ferry/shared/refund-settings";
import { DEFAULT_SALES_SETTINGS } from "@ferry/shared/sales-settings";
import { defaultSessionSettings } from "@ferry/shared/session-settings";
import type { SettingsOverview } from "@ferry/shared/system-settings";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import SystemSettingsPage from "./system-settings-page";

const sales = { ...DEFAULT_SALES_SETTINGS, persen_tarif_bayi: 10 };
const session = defaultSessionSettings(3600);
const overview: SettingsOverview = {
  sales: {
    values: sales,
    defaults: DEFAULT_SALES_SETTINGS,
    updated_at: "2026-03-02T01:30:00Z",
    updated_by: "admin",
  },
  session: { values: session, defaults: session, updated_at: null, updated_by: null },
  refund: {
    values: DEFAULT_REFUND_SETTINGS,
    defaults: DEFAULT_REFUND_SETTINGS,
    updated_at: null,
    updated_by: null,
  },
  online: {
    values: DEFAULT_ONLINE_BOOKING_SETTINGS,
    defaults: DEFAULT_ONLINE_BOOKING_SETTINGS,
    updated_at: null,
    updated_by: null,
  },
  kas: {
    values: DEFAULT_CASH_CONTROL_SETTINGS,
    defaults: DEFAULT_CASH_CONTROL_SETTINGS,
    updated_at: null,
    updated_by: null,
  },
};
const saved = (message: string) => (call: { body: unknown }) => ({ success: true, data: call.body, message });
const api = mockApi({
  "PUT /api/settings/sales": saved("Pengaturan penjualan berhasil disimpan"),
  "PUT /api/settings/session": saved("Pengaturan sesi & login berhasil disimpan"),
  "PUT /api/settings/online": saved("Pengaturan booking online berhasil disimpan"),
  "PUT /api/settings/kas": saved("Pengaturan kontrol kas berhasil disimpan"),
  "/api/settings": { success: true, data: overview },
});

const renderPage = () =>
  renderRoutes([{ path: "/management", element: <SystemSettingsPage /> }], "/management");
const section = async (name: string) => within(await screen.findByRole("region", { name }));

describe("/management", () => {
  it("shows the three sections with their last change", async () => {
    signInStaff(["view pengaturan", "edit pengaturan"]);
    renderPage();
    expect(screen.getByRole("heading", { name: "Pengaturan Sistem" })).toBeTruthy();
    const penjualan = await section("Penjualan");
    expect(penjualan.getByText("Terakhir diubah 02/03/2026 08:30 oleh admin.")).toBeTruthy();
    expect((penjualan.getByLabelText("Tarif bayi (% tarif dewasa)") as HTMLInputElement).value).toBe("10");
    expect(penjualan.queryByText(/Iuran asuransi/)).toBeNull();
    expect(penjualan.getByText(/dibatalkan otomatis dan kursinya dilepas/)).toBeTruthy();
    const refund = await section("Refund");
    expect(refund.getByText("Belum pernah diubah: nilai bawaan berlaku.")).toBeTruthy();
    expect((refund.getByLabelText("Refund tiket kendaraan diizinkan") as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it("validates and saves 'Sesi & Login' with the shared schema", async () => {
    signInStaff(["view pengaturan", "edit pengaturan"]);
    renderPage();
    const form = await section("Sesi & Login");
    expect(form.getByText(/login kedua dengan akun yang sama ditolak/)).toBeTruthy();
    expect(form.getByText(/Bawaan: 60\./)).toBeTruthy();
    const attempts = form.getByLabelText("Batas percobaan login");
    await userEvent.clear(attempts);
    await userEvent.type(attempts, "2");
    await userEvent.click(form.getByRole("button", { name: "Simpan" }));
    expect(await form.findByText("Batas percobaan login minimal 3")).toBeTruthy();
    expect(api.bodies("PUT", "/api/settings/session")).toHaveLength(0);

    await userEvent.clear(attempts);
    await userEvent.type(attempts, "10");
    await userEvent.click(form.getByLabelText("Satu sesi per akun"));
    await userEvent.click(form.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Pengaturan sesi & login berhasil disimpan")).toBeTruthy();
    expect(api.bodies("PUT", "/api/settings/session")).toEqual([
      { ...session, batas_percobaan_login: 10, satu_sesi_per_akun: false },
    ]);
    expect(api.bodies("PUT", "/api/settings/sales")).toHaveLength(0);
  });

  it("turns 'Booking Online' on only with the bank account customers transfer to", async () => {
    signInStaff(["view pengaturan", "edit pengaturan"]);
    renderPage();
    const form = await section("Booking Online");
    expect((form.getByLabelText("Booking online aktif") as HTMLInputElement).checked).toBe(false);
    await userEvent.click(form.getByLabelText("Booking online aktif"));
    await userEvent.click(form.getByRole("button", { name: "Simpan" }));
    expect(await form.findByText("Nama bank wajib diisi")).toBeTruthy();
    expect(api.bodies("PUT", "/api/settings/online")).toHaveLength(0);
    await userEvent.type(form.getByLabelText("Nama bank"), "Bank Mandiri");
    await userEvent.type(form.getByLabelText("Nomor rekening"), "1370012345678");
    await userEvent.type(form.getByLabelText("Atas nama"), "PT Ferry");
    await userEvent.click(form.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Pengaturan booking online berhasil disimpan")).toBeTruthy();
    expect(api.bodies("PUT", "/api/settings/online")).toEqual([
      {
        ...DEFAULT_ONLINE_BOOKING_SETTINGS,
        aktif: true,
        nama_bank: "Bank Mandiri",
        nomor_rekening: "1370012345678",
        atas_nama: "PT Ferry",
      },
    ]);
  });

  it("relaxes four eyes for the Super Admin only through 'Kontrol Kas'", async () => {
    signInStaff(["view pengaturan", "edit pengaturan"]);
    renderPage();
    const form = await section("Kontrol Kas");
    expect(form.getByText(/Setiap persetujuan sendiri dicatat di log aktivitas/)).toBeTruthy();
    const relaxed = form.getByLabelText(
      "Super Admin boleh menyetujui catatannya sendiri",
    ) as HTMLInputElement;
    expect(relaxed.checked).toBe(false);
    await userEvent.click(relaxed);
    await userEvent.click(form.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Pengaturan kontrol kas berhasil disimpan")).toBeTruthy();
    expect(api.bodies("PUT", "/api/settings/kas")).toEqual([{ super_admin_setujui_sendiri: true }]);
  });

  it("is read-only without 'edit pengaturan'", async () => {
    signInStaff(["view pengaturan"]);
    renderPage();
    const form = await section("Sesi & Login");
    expect((form.getByLabelText("Masa berlaku sesi (menit)") as HTMLInputElement).readOnly).toBe(true);
    expect((form.getByLabelText("Satu sesi per akun") as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Simpan" })).toBeNull();
    expect(screen.getAllByText("Anda hanya dapat melihat pengaturan ini.")).toHaveLength(5);
  });
});
