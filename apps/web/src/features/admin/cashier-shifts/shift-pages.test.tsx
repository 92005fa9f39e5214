import type { CashierShift } from "@ferry/shared/cashier-shifts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import ShiftApprovalsPage from "./approvals-page";
import { ShiftGate } from "./shift-gate";
import ShiftPage from "./shift-page";

const line = (method: "tunai" | "transfer" | "qris", label: string, diharapkan: number) => ({
  method,
  label,
  diterima: method === "tunai" ? 11_400 : 0,
  refund: 0,
  diharapkan,
  dihitung: null,
  selisih: null,
});
const open: CashierShift = {
  id: 7,
  kode: "SK-00007",
  user_id: 3,
  kasir_username: "kasir",
  kasir_nama: "Siti Aminah",
  loket: "Loket 1 Merak",
  modal_awal: 200_000,
  status: "buka",
  status_label: "Buka",
  opened_at: "2026-03-02T01:00:00Z",
  closed_at: null,
  approved_at: null,
  approved_by_nama: null,
  catatan_tutup: null,
  catatan_persetujuan: null,
  jumlah_transaksi: 1,
  total_penjualan: 11_400,
  total_refund: 0,
  selisih: null,
  methods: [line("tunai", "Tunai", 211_400), line("transfer", "Transfer Bank", 0), line("qris", "QRIS", 0)],
};
const closed: CashierShift = {
  ...open,
  status: "ditutup",
  status_label: "Menunggu Persetujuan",
  selisih: -1_000,
};
let current: CashierShift | null = null;

const api = mockApi({
  "/api/cashier-shifts/current": () => ({ success: true, data: current }),
  "POST /api/cashier-shifts": (call) => {
    current = { ...open, ...(call.body as object) };
    return jsonResponse({ success: true, data: current, message: "Shift kasir dibuka" }, 201);
  },
  "POST /api/cashier-shifts/7/close": () => {
    current = null;
    return { success: true, data: closed, message: "Shift kasir ditutup dan menunggu persetujuan" };
  },
  "POST /api/cashier-shifts/7/approve": () =>
    jsonResponse(
      { success: false, code: "FOUR_EYES", message: "Penutupan shift harus disetujui oleh petugas lain" },
      409,
    ),
  "/api/cashier-shifts/report": { success: true, data: { from: "", to: "", per_kasir: [], per_loket: [] } },
  "/api/cashier-shifts": {
    success: true,
    data: [closed],
    meta: { current_page: 1, last_page: 1, per_page: 15, total: 1 },
  },
});

describe("Shift Kasir", () => {
  it("opens a shift with the keyboard, validated by the shared schema", async () => {
    current = null;
    signInStaff(["create shift kasir"]);
    renderRoutes([{ path: "/shift-kasir", element: <ShiftPage /> }], "/shift-kasir");
    const loket = await screen.findByLabelText("Nama loket");
    await userEvent.type(loket, "{Enter}");
    expect(await screen.findByText("Nama loket wajib diisi")).toBeTruthy();
    expect(api.bodies("POST", "/api/cashier-shifts")).toHaveLength(0);
    await userEvent.type(loket, "Loket 1 Merak");
    await userEvent.tab();
    await userEvent.keyboard("200000{Enter}");
    expect(await screen.findByRole("region", { name: "Shift berjalan" })).toBeTruthy();
    expect(api.bodies("POST", "/api/cashier-shifts")).toEqual([
      { loket: "Loket 1 Merak", modal_awal: 200_000 },
    ]);
  });

  it("closes with the counted money, showing the difference as it is typed, then offers the report", async () => {
    current = open;
    signInStaff(["create shift kasir"]);
    renderRoutes([{ path: "/shift-kasir", element: <ShiftPage /> }], "/shift-kasir");
    const cash = await screen.findByLabelText("Tunai dihitung");
    await userEvent.type(cash, "210400");
    expect(within(cash.closest("tr") as HTMLElement).getByText("-Rp 1.000")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Transfer Bank dihitung"), "0");
    await userEvent.type(screen.getByLabelText("QRIS dihitung"), "0{Enter}");
    const done = await screen.findByRole("region", { name: "Shift ditutup" });
    expect(within(done).getByRole("button", { name: /Cetak Thermal/ })).toBeTruthy();
    expect(within(done).getByRole("button", { name: /Cetak A4/ })).toBeTruthy();
    expect(api.bodies("POST", "/api/cashier-shifts/7/close")).toEqual([
      { dihitung: { tunai: 210_400, transfer: 0, qris: 0 }, catatan: null },
    ]);
  });

  it("keeps the counter sale behind an open shift", async () => {
    current = null;
    signInStaff(["create shift kasir", "create penjualan umum"]);
    renderRoutes(
      [{ path: "/booking/create", element: <ShiftGate>formulir penjualan</ShiftGate> }],
      "/booking/create",
    );
    expect(await screen.findByRole("heading", { name: "Shift kasir belum dibuka" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Buka shift" }).getAttribute("href")).toBe("/shift-kasir");
    expect(screen.queryByText("formulir penjualan")).toBeNull();
  });

  it("shows the four-eyes refusal in the approval dialog", async () => {
    signInStaff(["view shift kasir", "approve shift kasir"]);
    renderRoutes(
      [{ path: "/shift-kasir/persetujuan", element: <ShiftApprovalsPage /> }],
      "/shift-kasir/persetujuan",
    );
    await userEvent.click(await screen.findByRole("button", { name: "Periksa & Setujui" }));
    const dialog = await screen.findByRole("dialog", { name: "Setujui penutupan shift SK-00007?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Ya, setujui" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Penutupan shift harus disetujui oleh petugas lain",
    );
  });
});
