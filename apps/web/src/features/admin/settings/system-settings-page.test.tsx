import { DEFAULT_SALES_SETTINGS } from "@ferry/shared/sales-settings";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import SystemSettingsPage from "./system-settings-page";

const stored = { ...DEFAULT_SALES_SETTINGS, asuransi_per_penumpang: 1_000 };
const api = mockApi({
  "PUT /api/settings/sales": (call) => ({
    success: true,
    data: call.body,
    message: "Pengaturan penjualan berhasil disimpan",
  }),
  "/api/settings/sales": { success: true, data: stored },
});

const renderPage = () =>
  renderRoutes([{ path: "/management", element: <SystemSettingsPage /> }], "/management");
const puts = () => api.bodies("PUT", "/api/settings/sales");

describe("/management", () => {
  it("shows the sales settings with help texts and saves them after validation", async () => {
    signInStaff(["view pengaturan", "edit pengaturan"]);
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
    expect(puts()[0]).toEqual({ ...stored, batas_waktu_pembayaran_menit: 30 });
  });

  it("is read-only without 'edit pengaturan'", async () => {
    signInStaff(["view pengaturan"]);
    renderPage();
    const levy = (await screen.findByLabelText("Iuran asuransi per penumpang (Rp)")) as HTMLInputElement;
    expect(levy.readOnly).toBe(true);
    expect(screen.queryByRole("button", { name: "Simpan" })).toBeNull();
    expect(screen.getByText("Anda hanya dapat melihat pengaturan ini.")).toBeTruthy();
  });
});
