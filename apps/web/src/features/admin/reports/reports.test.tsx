import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderAt } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";

const recap = {
  from: "2026-11-01",
  to: "2026-11-30",
  truncated: false,
  columns: [
    { key: "tanggal", label: "Tanggal", kind: "text" },
    { key: "kode_rute", label: "Kode Rute", kind: "text" },
    { key: "penumpang:Ekonomi", label: "Penumpang Ekonomi", kind: "number" },
    { key: "pendapatan", label: "Pendapatan", kind: "money" },
  ],
  rows: [
    { tanggal: "2026-11-02", kode_rute: "MRK-BKH", "penumpang:Ekonomi": 12, pendapatan: 250000 },
    { tanggal: "2026-11-03", kode_rute: "BKH-MRK", "penumpang:Ekonomi": 3, pendapatan: 50000 },
  ],
  totals: { "penumpang:Ekonomi": 15, pendapatan: 300000 },
};
const table = (title: string) => ({
  title,
  columns: [
    { key: "tanggal", label: "Tanggal", kind: "text" },
    { key: "jumlah", label: "Jumlah", kind: "money" },
  ],
  rows: [{ tanggal: "2026-11-02", jumlah: 75000 }],
  totals: { jumlah: 75000 },
});

const api = mockApi({
  "/api/reports/rekap-manifest-bulanan": { success: true, data: recap },
  "/api/reports/rekap-manifest-bulanan/export": () =>
    new Response(new Blob(["\uFEFFTanggal\r\n"]), { status: 200 }),
  "/api/reports/finance": {
    success: true,
    data: {
      from: "2026-11-01",
      to: "2026-11-30",
      revenue: table("Pendapatan per Hari, Rute dan Kanal"),
      payments: table("Pembayaran Diterima per Metode"),
      refunds: table("Refund Disetujui"),
      topups: table("Top-up Saldo Agen Disetujui"),
      balances: table("Saldo Agen Saat Ini"),
    },
  },
  "/api/routes/options": { success: true, data: [{ id: 1, label: "MRK-BKH · Merak - Bakauheni" }] },
  "/api/ships/options": { success: true, data: [{ id: 2, label: "KMP Nusantara (NUS)" }] },
  "/api/dashboard/summary": (call) => ({ success: true, data: dashboard(call.url) }),
  "/api/dashboard/today": { success: true, data: { date: "2026-11-23", schedules: [] } },
});

let dashboardBlocks: Record<string, unknown> = {};
const dashboard = (_url: string) => ({
  today: "2026-11-23",
  week: { from: "2026-11-23", to: "2026-11-29" },
  ...dashboardBlocks,
});

describe("voyage reports", () => {
  it("lists the six reports on /pelayaran-laporan", async () => {
    signInStaff(["view laporan pelayaran"]);
    renderAt("/pelayaran-laporan");
    expect(await screen.findByRole("link", { name: /Rekap Manifest Bulanan/ })).toBeTruthy();
    expect(
      screen.getAllByRole("link", { name: /Summary Manifest|Jadwal Pelayaran|Manifest|Rekap/ }).length,
    ).toBeGreaterThanOrEqual(6);
  });

  it("shows a recap with its totals row, sends the URL's filters and exports", async () => {
    signInStaff(["view laporan pelayaran"]);
    renderAt("/pelayaran-laporan/rekap-manifest-bulanan?month=2026-11&route_id=1");
    expect(await screen.findByText("MRK-BKH")).toBeTruthy();
    expect(screen.getByText("Periode 01/11/2026 s.d. 30/11/2026")).toBeTruthy();
    expect(await screen.findByRole("option", { name: "MRK-BKH · Merak - Bakauheni" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "KMP Nusantara (NUS)" })).toBeTruthy();
    const totals = screen.getByTestId("totals-row");
    expect(totals.textContent).toMatch("Total");
    expect(totals.textContent).toMatch("15");
    expect(totals.textContent).toMatch(/300\.000/);
    const call = api.calls.find((entry) => entry.path === "/api/reports/rekap-manifest-bulanan");
    expect(call?.query.get("month")).toBe("2026-11");
    expect(call?.query.get("route_id")).toBe("1");

    const created = vi.fn(() => "blob:x");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    await userEvent.click(screen.getByRole("button", { name: "Ekspor CSV" }));
    await waitFor(() =>
      expect(api.calls.some((entry) => entry.path === "/api/reports/rekap-manifest-bulanan/export")).toBe(
        true,
      ),
    );
    const exported = api.calls.find((entry) => entry.path === "/api/reports/rekap-manifest-bulanan/export");
    expect(exported?.query.get("format")).toBe("csv");
    expect(exported?.query.get("month")).toBe("2026-11");
  });

  it("shows the finance report's five tables", async () => {
    signInStaff(["view pelabuhan"]);
    renderAt("/keuangan-laporan");
    expect(await screen.findByText("Pendapatan per Hari, Rute dan Kanal")).toBeTruthy();
    expect(screen.getByText("Saldo Agen Saat Ini")).toBeTruthy();
    expect(screen.getAllByTestId("totals-row")).toHaveLength(5);
    // Finance (Keuangan) may not read the master-data lists; its report asks for none of them.
    expect(api.calls.filter((call) => /^\/api\/(routes|ships)\b/.test(call.path))).toEqual([]);
  });
});

describe("dashboard cards", () => {
  it("shows only the blocks the server answers", async () => {
    dashboardBlocks = {
      scans: { diterima: 42, ditolak: 3, total: 45 },
      approvals: [{ key: "refund", label: "Refund", path: "/refund-penumpang", count: 2 }],
    };
    signInStaff(["view scan tiket", "edit refund penumpang"]);
    renderAt("/dashboard");
    expect(await screen.findByText("Tiket Dipindai Hari Ini")).toBeTruthy();
    expect(screen.getByText("42")).toBeTruthy();
    expect(screen.getByText("Menunggu Persetujuan")).toBeTruthy();
    expect(screen.queryByText("Penjualan Minggu Ini per Kanal")).toBeNull();
    expect(screen.queryByText(/Pelayaran Minggu Ini/)).toBeNull();
  });

  it("draws the revenue trend and sales by channel", async () => {
    dashboardBlocks = {
      sales: {
        by_channel: [
          { channel: "loket", bookings: 2, revenue: 150000 },
          { channel: "ekspedisi", bookings: 0, revenue: 0 },
          { channel: "agen", bookings: 1, revenue: 50000 },
          { channel: "online", bookings: 0, revenue: 0 },
        ],
        trend: Array.from({ length: 14 }, (_, index) => ({
          date: `2026-11-${String(10 + index).padStart(2, "0")}`,
          revenue: index * 1000,
        })),
      },
    };
    signInStaff(["view booking"]);
    renderAt("/dashboard");
    expect(await screen.findByText("Penjualan Minggu Ini per Kanal")).toBeTruthy();
    expect(screen.getByText("Loket")).toBeTruthy();
    expect(screen.getByRole("img", { name: /Tren pendapatan 14 hari/ })).toBeTruthy();
    expect(screen.queryByText("Tiket Dipindai Hari Ini")).toBeNull();
  });
  it("lists the week's sailings with Indonesian days and seats apart from vehicle places", async () => {
    dashboardBlocks = {
      sailings: {
        today: [],
        week: [
          {
            id: 5,
            tanggal: "2026-11-24",
            jam: "10.00 WITA",
            kode_rute: "GLM-KTP",
            kapal: "KMP Nusa",
            status: "terjadwal",
            kursi: 200,
            kursi_terjual: 200,
            tempat_kendaraan: 40,
            tempat_terjual: 12,
            load_factor: 100,
          },
        ],
      },
    };
    signInStaff(["view jadwal"]);
    renderAt("/dashboard");
    expect(await screen.findByText("Pelayaran Minggu Ini · 23/11/2026 s.d. 29/11/2026")).toBeTruthy();
    const row = screen.getByText("GLM-KTP").closest("tr") as HTMLElement;
    expect(row.textContent).toContain("24/11/2026");
    expect(row.textContent).toContain("10.00 WITA");
    expect(row.textContent).toContain("200 / 200");
    expect(row.textContent).toContain("12 / 40");
  });
});
