import type { GatewayListRow } from "@ferry/shared/payment-gateway";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../../test/mock-api";
import { renderRoutes } from "../../../../test/render";
import { signInStaff } from "../../../../test/staff-session";
import AccPaymentPage from "../acc-payment-page";

const charge = (id: number, extra: Partial<GatewayListRow>): GatewayListRow => ({
  id,
  order_id: `ABCD2345-${id}`,
  booking_code: "ABCD2345",
  method: "qris",
  status: "settlement",
  gross_amount: 25_000,
  paid_amount: 25_000,
  flag: null,
  flag_note: null,
  resolved_at: null,
  resolved_note: null,
  expires_at: "2026-11-23T03:00:00Z",
  created_at: "2026-11-23T02:00:00Z",
  ...extra,
});

const api = mockApi({
  "/api/bookings": {
    success: true,
    data: [],
    meta: { current_page: 1, last_page: 1, per_page: 15, total: 0 },
  },
  "/api/payment-gateway/transactions": ({ query }) => {
    const flagged = charge(2, {
      flag: "perlu_refund",
      flag_note: "booking sudah dibatalkan dan kursinya tidak tersedia lagi",
    });
    const data = query.get("perhatian") ? [flagged] : [flagged, charge(1, { method: "bca_va" })];
    return { success: true, data, meta: { current_page: 1, last_page: 1, per_page: 15, total: data.length } };
  },
  "POST /api/payment-gateway/transactions/2/resolve": {
    success: true,
    message: "Pembayaran gateway ditandai selesai ditangani",
  },
});

describe("online payments on /booking (ACC Pembayaran)", () => {
  it("lists the gateway payments with the flagged one, and finance marks it handled", async () => {
    signInStaff(["view acc pembayaran", "edit acc pembayaran"]);
    renderRoutes([{ path: "/booking", element: <AccPaymentPage /> }], "/booking?tab=online");
    expect(await screen.findByText("Perlu refund")).toBeTruthy();
    const table = within(screen.getByRole("table"));
    expect(table.getByText("Virtual Account BCA")).toBeTruthy();
    expect(table.getByText("booking sudah dibatalkan dan kursinya tidak tersedia lagi")).toBeTruthy();
    expect(table.getAllByText("Lunas")).toHaveLength(2);
    // Only the flagged, unresolved payment can be marked handled.
    expect(screen.getAllByRole("button", { name: /Tandai selesai ditangani/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Tandai selesai ditangani ABCD2345-2" }));
    await waitFor(() =>
      expect(api.bodies("POST", "/api/payment-gateway/transactions/2/resolve")).toHaveLength(1),
    );
    expect(await screen.findByText("Pembayaran gateway ditandai selesai ditangani")).toBeTruthy();
  });
});
