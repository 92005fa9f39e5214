import { GATEWAY_MESSAGES } from "@ferry/shared/payment-gateway";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, mockApi, notFound } from "../../../test/mock-api";
import { renderAt } from "../../../test/render";
import { publicBookingFixture, ticketsFixture } from "../../public/booking-check/testing";
import { CUSTOMER_PROFILE, profileAnswer, signInCustomer } from "../customer-fixtures";

const LAZY = { timeout: 10_000 };
// 10:00 WIB: the deadline is shown in the departure port's zone (Ketapang, WIB), not the arrival's (WITA).
const DEADLINE = "2026-03-04T03:00:00Z";
const METHODS = [
  { code: "bca_va", label: "Virtual Account BCA" },
  { code: "qris", label: "QRIS" },
];
const WAITING = {
  ...publicBookingFixture({ status: "waiting_payment", status_label: "Menunggu Pembayaran" }),
  channel: "online",
  pemesan_nama: "Budi Santoso",
  pemesan_telepon: "081234567890",
  pemesan_email: "budi@contoh.id",
  kirim_etiket: true,
  total_dibayar: 0,
  sisa_tagihan: 222_800,
  expires_at: DEADLINE,
  passengers: [],
  vehicles: [],
  payments: [],
  tickets: { passenger_tickets: [], vehicle_tickets: [], print_available: false },
  print_available: false,
  proof_waiting: false,
  can_upload_proof: true,
  can_cancel: true,
  can_correct: true,
  payment_instructions: null,
  gateway: { methods: METHODS, active: null },
};
const charge = (method: string, fields: Record<string, unknown>) => ({
  method,
  label: METHODS.find((item) => item.code === method)?.label,
  status: "pending",
  status_label: "Menunggu pembayaran",
  amount: 222_800,
  expires_at: DEADLINE,
  bank: null,
  va_number: null,
  biller_code: null,
  qr_image: null,
  deeplink_url: null,
  ...fields,
});
// A 1x1 PNG as the server renders the QRIS.
const QR =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

let current: Record<string, unknown> = WAITING;
const api = mockApi(
  {
    "/api/user/profile": () => jsonResponse(profileAnswer(CUSTOMER_PROFILE)),
    "/api/public/online-booking": { success: true, data: { enabled: true } },
    "/api/customer/bookings": {
      success: true,
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 },
    },
    "/api/customer/bookings/ABCD2345": () => ({ success: true, data: current }),
    "POST /api/customer/bookings/ABCD2345/gateway-payment": (call) => {
      const method = (call.body as { method: string }).method;
      current = {
        ...WAITING,
        gateway: {
          methods: METHODS,
          active:
            method === "qris"
              ? charge("qris", { qr_image: QR })
              : charge("bca_va", { bank: "bca", va_number: "12345678901234567" }),
        },
      };
      return { success: true, message: GATEWAY_MESSAGES.chosen, data: current };
    },
  },
  { fallback: notFound },
);

describe("online payment on the customer's waiting booking", () => {
  beforeEach(() => {
    current = WAITING;
  });

  it("offers the methods; QRIS shows the QR and the deadline in the port's zone", async () => {
    signInCustomer();
    renderAt("/customer/history?code=ABCD2345");
    await userEvent.click(await screen.findByRole("button", { name: "QRIS" }, LAZY));
    const image = await screen.findByRole("img", { name: "Kode QRIS untuk dipindai" });
    expect(image.getAttribute("src")).toBe(QR);
    expect(api.bodies("POST", "/api/customer/bookings/ABCD2345/gateway-payment")).toEqual([
      { method: "qris" },
    ]);
    expect(screen.getByTestId("gateway-active").textContent).toContain("Bayar sebelum 04/03/2026 10:00 WIB");
    expect(screen.getByRole("button", { name: "QRIS" }).getAttribute("aria-pressed")).toBe("true");
    expect(await screen.findByText(GATEWAY_MESSAGES.chosen)).toBeTruthy();
  }, 20_000);

  it("shows the VA number, then turns into the e-ticket by itself once paid", async () => {
    signInCustomer();
    renderAt("/customer/history?code=ABCD2345");
    await userEvent.click(await screen.findByRole("button", { name: "Virtual Account BCA" }, LAZY));
    expect((await screen.findByTestId("va-number")).textContent).toBe("12345678901234567");
    expect(screen.getByTestId("gateway-active").textContent).toContain("Nomor Virtual Account BCA");
    // The gateway's settlement confirms the booking on the server; the page asks again by itself.
    current = {
      ...WAITING,
      ...publicBookingFixture(),
      sisa_tagihan: 0,
      total_dibayar: 222_800,
      tickets: ticketsFixture,
      print_available: true,
      can_upload_proof: false,
      can_cancel: false,
      gateway: null,
    };
    expect(await screen.findByText("ABCD2345-P01", {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByTestId("gateway-active")).toBeNull();
  }, 20_000);
});
