import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../../test/mock-api";
import { renderRoutes } from "../../../../test/render";
import { signInStaff } from "../../../../test/staff-session";
import AccPaymentPage from "../acc-payment-page";

const number = (key: string, label: string) => ({ key, label, kind: "number" });
const money = (key: string, label: string) => ({ key, label, kind: "money" });
const text = (key: string, label: string) => ({ key, label, kind: "text" });

const report = {
  from: "2026-11-24",
  to: "2026-11-25",
  days: {
    title: "Rekonsiliasi Pembayaran Online per Hari",
    columns: [
      text("tanggal", "Tanggal"),
      number("transaksi", "Transaksi"),
      number("lunas", "Lunas"),
      money("lunas_jumlah", "Lunas (Rp)"),
      number("refund", "Perlu Refund"),
      money("refund_jumlah", "Perlu Refund (Rp)"),
    ],
    rows: [
      { tanggal: "24/11/2026", transaksi: 1, lunas: 1, lunas_jumlah: 25_000, refund: 0, refund_jumlah: 0 },
      {
        tanggal: "25/11/2026",
        transaksi: 2,
        lunas: 1,
        lunas_jumlah: 25_000,
        refund: 1,
        refund_jumlah: 25_000,
      },
    ],
    totals: { transaksi: 3, lunas: 2, lunas_jumlah: 50_000, refund: 1, refund_jumlah: 25_000 },
  },
  mismatches: {
    title: "Selisih Gateway dan Booking",
    columns: [text("order_id", "Order ID"), money("dibayar", "Dibayar"), text("masalah", "Masalah")],
    rows: [{ order_id: "ABCD2345-1", dibayar: 25_000, masalah: "booking sudah dibayar dengan cara lain" }],
    totals: { dibayar: 25_000 },
  },
};

const api = mockApi({
  "/api/bookings": {
    success: true,
    data: [],
    meta: { current_page: 1, last_page: 1, per_page: 15, total: 0 },
  },
  "/api/payment-gateway/reconciliation": ({ query }) => ({
    success: true,
    data:
      query.get("from") === "2026-01-01"
        ? { ...report, days: { ...report.days, rows: [], totals: {} } }
        : report,
  }),
  "/api/payment-gateway/reconciliation/export": () => new Response(new Blob(["tanggal;transaksi"])),
});

describe("reconciliation of online payments on /booking (ACC Pembayaran)", () => {
  it("shows each day's states with their sums and the mismatches, filters the days and exports", async () => {
    signInStaff(["view acc pembayaran"]);
    renderRoutes([{ path: "/booking", element: <AccPaymentPage /> }], "/booking?tab=rekonsiliasi");
    const days = within(
      await screen.findByRole("table", { name: /Rekonsiliasi Pembayaran Online per Hari/ }),
    );
    expect(days.getByText("25/11/2026")).toBeTruthy();
    expect(days.getAllByText(/50\.000/)).toHaveLength(1);
    expect(screen.getByText("Periode 24/11/2026 s.d. 25/11/2026 · hari menurut waktu order")).toBeTruthy();
    const problems = within(screen.getByRole("table", { name: /Selisih Gateway dan Booking/ }));
    expect(problems.getByText("ABCD2345-1")).toBeTruthy();
    expect(problems.getByText("booking sudah dibayar dengan cara lain")).toBeTruthy();

    await userEvent.type(screen.getByLabelText("Dari"), "2026-11-20");
    await waitFor(() =>
      expect(
        api.calls.some(
          (call) =>
            call.path === "/api/payment-gateway/reconciliation" && call.query.get("from") === "2026-11-20",
        ),
      ).toBe(true),
    );

    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: vi.fn(() => "blob:x"), revokeObjectURL: vi.fn() }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Ekspor CSV" }));
    await waitFor(() => {
      const exported = api.calls.find((call) => call.path === "/api/payment-gateway/reconciliation/export");
      expect(exported?.query.get("format")).toBe("csv");
      expect(exported?.query.get("from")).toBe("2026-11-20");
    });
  });

  it("says so when the period has no online payment", async () => {
    signInStaff(["view acc pembayaran"]);
    renderRoutes(
      [{ path: "/booking", element: <AccPaymentPage /> }],
      "/booking?tab=rekonsiliasi&from=2026-01-01",
    );
    expect(await screen.findByText("Belum ada pembayaran online pada periode ini.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
