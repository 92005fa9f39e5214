import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StaffToaster } from "../../../../components/ui/toasters";
import { signInStaff } from "../../../../test/staff-session";
import { SessionProvider } from "../../../session/session-context";
import type { Booking } from "../api/booking-types";
import { booking } from "../testing/fixtures";
import { type ActionSet, BookingDetailWithActions } from "./booking-actions";

const approved: Booking = {
  ...booking,
  status: "confirmed",
  status_label: "Dikonfirmasi",
  total_dibayar: 566000,
  sisa_tagihan: 0,
  payments: booking.payments.map((payment) => ({ ...payment, status: "diterima", status_label: "Diterima" })),
};

const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url === "/api/expedition-companies/options") {
    const company = {
      id: 4,
      label: "PT Laut Jaya",
      status: "Aktif",
      plafon: 5000000,
      piutang: 1000000,
      tersedia: 4000000,
    };
    return new Response(JSON.stringify({ success: true, data: [company] }));
  }
  if (url.endsWith("/reject") && JSON.parse(String(init?.body)).catatan === "sudah kedaluwarsa") {
    return new Response(
      JSON.stringify({
        success: false,
        code: "INVALID_TRANSITION",
        message: "Pembayaran ini tidak sedang menunggu verifikasi",
      }),
      { status: 409 },
    );
  }
  return new Response(JSON.stringify({ success: true, data: approved, message: "Pembayaran disetujui" }));
});

const FINANCE = ["view acc pembayaran", "edit acc pembayaran", "edit acc space", "edit booking"];

function renderActions(actions: ActionSet, value: Booking = booking, permissions = FINANCE) {
  signInStaff(permissions, { tipe_pengguna: "keuangan" });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider>
        <BookingDetailWithActions booking={value} actions={actions} />
        <StaffToaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

/** The booking calls made (the company options the space dialog reads are left out). */
const calls = () =>
  fetchMock.mock.calls
    .filter(([url]) => !String(url).includes("/expedition-companies"))
    .map(([url, init]) => ({ url: String(url), method: init?.method, body: init?.body }));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("booking actions", () => {
  it("approves a waiting transfer only after confirmation, on the payment's approve endpoint", async () => {
    renderActions({ reviewPayments: true });
    await userEvent.click(
      within(screen.getByTestId("payment-item")).getByRole("button", { name: "Setujui" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Setujui pembayaran?" });
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText("Catatan (opsional)"), "dana masuk");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ya, setujui" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls()).toEqual([
      {
        url: "/api/bookings/7/payments/3/approve",
        method: "POST",
        body: JSON.stringify({ catatan: "dana masuk" }),
      },
    ]);
    expect(await screen.findByText("Pembayaran disetujui")).toBeTruthy();
  });

  it("needs a reason to reject, and shows the API's refusal in the dialog", async () => {
    renderActions({ reviewPayments: true });
    await userEvent.click(within(screen.getByTestId("payment-item")).getByRole("button", { name: "Tolak" }));
    const dialog = screen.getByRole("dialog", { name: "Tolak pembayaran?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Ya, tolak" }));
    expect(within(dialog).getByText("Alasan penolakan wajib diisi")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText("Alasan penolakan"), "sudah kedaluwarsa");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ya, tolak" }));
    expect(await within(dialog).findByText("Pembayaran ini tidak sedang menunggu verifikasi")).toBeTruthy();
    expect(calls()[0]?.url).toBe("/api/bookings/7/payments/3/reject");
  });

  it("cancels with a reason, and approves expedition space on credit", async () => {
    const expedition: Booking = {
      ...booking,
      status: "pending",
      channel: "ekspedisi",
      space_status: "menunggu",
      expedition_company: { id: 4, nama: "PT Laut Jaya" },
      payments: [],
    };
    renderActions({ decideSpace: true, cancel: true }, expedition);
    await userEvent.click(screen.getByRole("button", { name: "Setujui Space" }));
    const dialog = screen.getByRole("dialog", { name: "Setujui space?" });
    expect(await within(dialog).findByText("Plafon tersedia Rp 4.000.000")).toBeTruthy();
    await userEvent.click(within(dialog).getByLabelText(/Kredit \(plafon\)/));
    await userEvent.click(within(dialog).getByRole("button", { name: "Setujui Space" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls().at(-1)).toEqual({
      url: "/api/bookings/7/space/approve",
      method: "POST",
      body: JSON.stringify({ on_credit: true, catatan: null }),
    });

    await userEvent.click(screen.getByRole("button", { name: "Batalkan Booking" }));
    const cancel = screen.getByRole("dialog", { name: "Batalkan booking?" });
    await userEvent.type(within(cancel).getByLabelText("Alasan pembatalan"), "Kapal penuh");
    await userEvent.click(within(cancel).getByRole("button", { name: "Ya, batalkan" }));
    await waitFor(() => expect(calls().at(-1)?.url).toBe("/api/bookings/7/cancel"));
    expect(calls().at(-1)?.body).toBe(JSON.stringify({ alasan: "Kapal penuh" }));
  });

  it("hides what the signed-in staff may not do", () => {
    renderActions({ reviewPayments: true, recordPayment: true, cancel: true }, booking, [
      "view acc pembayaran",
    ]);
    expect(screen.getByTestId("payment-item")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Setujui" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Catat Pembayaran" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Batalkan Booking" })).toBeNull();
  });
});
