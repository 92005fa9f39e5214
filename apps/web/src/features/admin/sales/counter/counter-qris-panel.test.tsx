import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type DisplayMessage, listenToCounter } from "../../../../lib/customer-display";
import { mockApi } from "../../../../test/mock-api";
import { renderRoutes } from "../../../../test/render";
import { signInStaff } from "../../../../test/staff-session";
import { booking } from "../testing/fixtures";
import { CounterQrisPanel } from "./counter-qris-panel";

const QR = "data:image/png;base64,iVBORw0KGgo=";
let paidAtGateway = false;

const api = mockApi({
  "POST /api/bookings/7/gateway-qris": {
    success: true,
    message: "QRIS dibuat. Minta pelanggan memindai kode di layar pelanggan.",
    data: {
      method: "qris",
      label: "QRIS",
      status: "pending",
      status_label: "Menunggu pembayaran",
      amount: 566_000,
      expires_at: "2026-11-30T02:00:00.000Z",
      bank: null,
      va_number: null,
      biller_code: null,
      qr_image: QR,
      deeplink_url: null,
    },
  },
  "/api/bookings/7": () => ({
    success: true,
    data: paidAtGateway
      ? { ...booking, status: "confirmed", total_dibayar: 566_000, sisa_tagihan: 0 }
      : booking,
  }),
  "POST /api/bookings/7/gateway-qris/check": {
    success: true,
    message: "Status pembayaran diperiksa di gateway",
    data: { outcome: "settled" },
  },
  "/api/tickets/bookings/7/pdf/thermal": () => new Response(new Blob(["%PDF-1.7"])),
});

describe("the counter's QRIS through the gateway", () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    paidAtGateway = false;
  });

  it("shows the dynamic QR here and on the customer display, waits, and prints once paid", async () => {
    signInStaff(["view penjualan umum", "create penjualan umum"]);
    const shown: DisplayMessage[] = [];
    stop = listenToCounter((message) => shown.push(message));
    const onPaid = vi.fn();
    renderRoutes(
      [
        {
          path: "/booking/create",
          element: (
            <CounterQrisPanel booking={booking} template="thermal" onPaid={onPaid} onClose={vi.fn()} />
          ),
        },
      ],
      "/booking/create",
    );
    expect(await screen.findByRole("img", { name: "Kode QRIS untuk dipindai" })).toBeTruthy();
    expect(screen.getByText(/566\.000/)).toBeTruthy();
    expect(screen.getByText("Bayar sebelum 09.00 WIB")).toBeTruthy();
    await waitFor(() =>
      expect(shown).toContainEqual({
        kind: "qris",
        booking_code: "K7PX2QAB",
        amount: 566_000,
        qr_image: QR,
        deadline: "09.00 WIB",
      }),
    );
    expect(onPaid).not.toHaveBeenCalled();

    // The buyer shows a paid QRIS; the cashier asks the gateway now instead of waiting for its notification.
    paidAtGateway = true;
    await userEvent.click(screen.getByRole("button", { name: "Cek Pembayaran" }));
    await waitFor(() => expect(api.bodies("POST", "/api/bookings/7/gateway-qris/check")).toHaveLength(1));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(onPaid.mock.calls[0]?.[0]).toMatchObject({ status: "confirmed" });
    await waitFor(() => expect(shown).toContainEqual({ kind: "paid", booking_code: "K7PX2QAB" }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === "/api/tickets/bookings/7/pdf/thermal")).toBe(true),
    );
    expect(api.bodies("POST", "/api/bookings/7/gateway-qris")).toHaveLength(1);
  });
});
