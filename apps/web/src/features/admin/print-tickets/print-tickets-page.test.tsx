import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderAt, renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import type { Booking } from "../sales/api/booking-types";
import { booking } from "../sales/testing/fixtures";
import PrintTicketsPage from "./print-tickets-page";

const ticket = {
  status_tiket: "aktif",
  tanggal_berlaku: "2026-11-30T01:00:00.000Z",
  tanggal_kadaluarsa: "2026-12-01T16:59:59.999Z",
};
const confirmed: Booking = {
  ...booking,
  status: "confirmed",
  status_label: "Dikonfirmasi",
  tickets: {
    passenger_tickets: booking.passengers.map((person, index) => ({
      ...ticket,
      id: index + 1,
      kode_tiket: `K7PX2QAB-P0${index + 1}`,
      booking_passenger_id: person.id,
    })),
    vehicle_tickets: [
      { ...ticket, id: 9, kode_tiket: "K7PX2QAB-K01", booking_vehicle_id: booking.vehicles[0]?.id ?? 0 },
    ],
  },
};
const paid: Booking = {
  ...booking,
  id: 8,
  booking_code: "K7PX2QAC",
  status: "paid",
  status_label: "Sudah Dibayar",
};
const unpaid: Booking = { ...booking, id: 9, booking_code: "K7PX2QAD" };
const summary = (row: Booking) => ({
  ...row,
  jumlah_penumpang: 1,
  jumlah_kendaraan: 1,
  pembayaran_menunggu: 0,
});
const page = (rows: Booking[]) => ({
  success: true,
  data: rows.map(summary),
  meta: { current_page: 1, last_page: 1, per_page: 10, total: rows.length },
});

const api = mockApi({
  "/api/bookings": (call) => {
    const code = call.query.get("code") ?? "";
    return page([confirmed, paid, unpaid].filter((row) => row.booking_code.startsWith(code)));
  },
  "/api/bookings/7": { success: true, data: confirmed },
  "/api/bookings/8": { success: true, data: paid },
  "/api/bookings/9": { success: true, data: unpaid },
  "/api/tickets/service/status": {
    success: true,
    data: { gotenberg: { name: "pdfkit", available: true, status: "online" } },
  },
});

const render = (path = "/cetak-tiket") => {
  signInStaff(["view cetak tiket"]);
  return renderRoutes([{ path: "/cetak-tiket", element: <PrintTicketsPage /> }], path);
};

afterEach(() => vi.restoreAllMocks());

describe("/cetak-tiket", () => {
  it("finds a booking by code and shows its status and tickets", async () => {
    const { router } = render();
    expect(screen.getByText("Cari Booking")).toBeTruthy();
    expect(api.calls.some((call) => call.path === "/api/bookings")).toBe(false);
    await userEvent.type(screen.getByLabelText("Kode booking"), "k7px2qab{Enter}");
    const card = await screen.findByRole("article", { name: "Booking K7PX2QAB" });
    expect(router.state.location.search).toBe("?code=K7PX2QAB");
    expect(api.calls.find((call) => call.path === "/api/bookings")?.query.get("code")).toBe("K7PX2QAB");
    expect(within(card).getByText("Dikonfirmasi")).toBeTruthy();
    const rows = within(card).getAllByRole("row");
    expect(rows.some((row) => row.textContent?.includes("K7PX2QAB-K01"))).toBe(true);
    expect(within(card).getByText("Budi Santoso", { selector: "td" })).toBeTruthy();
  });

  it("prints, previews and downloads through the staff routes in any template", async () => {
    const popup = { location: { href: "" }, document: { title: "" }, close: vi.fn(), focus: vi.fn() };
    const open = vi.spyOn(window, "open").mockImplementation(() => popup as unknown as Window);
    URL.createObjectURL = vi.fn(() => "blob:http://localhost/x");
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    render("/cetak-tiket?code=K7PX2QAB");
    await screen.findByRole("article", { name: "Booking K7PX2QAB" });
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === "/api/tickets/service/status")).toBe(true),
    );

    await userEvent.click(screen.getByRole("button", { name: "Preview Tiket Thermal 80 mm + S&K" }));
    expect(open).toHaveBeenLastCalledWith("", "_blank", expect.stringContaining("width=400,height=800"));
    await waitFor(() => expect(api.calls.at(-1)?.path).toBe("/api/tickets/bookings/7/preview/thermal_sk"));
    await userEvent.click(screen.getByRole("button", { name: "Cetak Booking" }));
    expect(open).toHaveBeenLastCalledWith("", "_blank", expect.stringContaining("width=900,height=700"));
    await waitFor(() => expect(api.calls.at(-1)?.path).toBe("/api/bookings/7/booking/pdf"));
    await userEvent.click(screen.getByRole("button", { name: "Unduh Tiket Normal (A4/A5)" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.calls.at(-1)?.path).toBe("/api/tickets/bookings/7/download/normal");
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^tiket-normal-K7PX2QAB-\d{14}\.pdf$/);
  });

  it("lets a paid booking's booking document print, and says its tickets are not issued yet", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    render("/cetak-tiket?code=K7PX2QA");
    await userEvent.click(await screen.findByRole("button", { name: /K7PX2QAC/ }));
    const card = await screen.findByRole("article", { name: "Booking K7PX2QAC" });
    expect(within(card).getByText("Sudah Dibayar")).toBeTruthy();
    expect(within(card).getByText("Tiket belum diterbitkan untuk booking ini.")).toBeTruthy();
    await userEvent.click(within(card).getByRole("button", { name: "Cetak Tiket Thermal 80 mm" }));
    expect(alert).toHaveBeenCalledWith(
      "Tiket belum tersedia. Silakan tunggu atau hubungi admin untuk mengenerate tiket.",
    );
  });

  it("refuses tickets of an unpaid booking, naming its status", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const open = vi.spyOn(window, "open");
    render("/cetak-tiket?code=K7PX2QAD");
    const card = await screen.findByRole("article", { name: "Booking K7PX2QAD" });
    expect(within(card).getByText(/hanya dapat dicetak untuk booking yang sudah dibayar/)).toBeTruthy();
    await userEvent.click(within(card).getByRole("button", { name: "Preview Tiket Normal (A4/A5)" }));
    expect(alert).toHaveBeenCalledWith(
      "Tiket belum bisa dicetak karena status booking belum dikonfirmasi. Status saat ini: Menunggu Pembayaran",
    );
    expect(open).not.toHaveBeenCalled();
    expect(api.calls.some((call) => call.path === "/api/tickets/service/status")).toBe(false);
  });

  it("says when no booking has the code", async () => {
    render("/cetak-tiket?code=NOPE");
    expect(await screen.findByText("Booking Tidak Ditemukan")).toBeTruthy();
  });

  it("is guarded by 'view cetak tiket'", async () => {
    signInStaff(["view booking"]);
    const { router } = renderAt("/cetak-tiket");
    await waitFor(() => expect(router.state.location.pathname).toBe("/unauthorized"));
  });
});
