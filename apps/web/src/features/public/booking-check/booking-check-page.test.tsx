import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ANYTHING_OK, type ApiCall, jsonResponse, mockApi } from "../../../test/mock-api";
import { renderAt } from "../../../test/render";
import { ONLINE, publicBookingFixture, ticketsFixture } from "./testing";

const BOOKINGS: Record<string, object> = {
  ABCD2345: publicBookingFixture(),
  WAIT2345: publicBookingFixture({
    booking_code: "WAIT2345",
    status: "waiting_payment",
    status_label: "Menunggu Pembayaran",
    subtotal_kendaraan: 0,
    biaya_komponen: 6_000,
    total_harga: 28_800,
    komponen: [
      { nama: "Jasa Pelabuhan / Pas Masuk", pemilik: "operator", jumlah: 4_000 },
      { nama: "Iuran Wajib Jasa Raharja", pemilik: "pihak_ketiga", jumlah: 2_000 },
    ],
    vehicles: [],
  }),
  NOTIX234: publicBookingFixture({ booking_code: "NOTIX234" }),
  ODD23456: publicBookingFixture({ booking_code: "ODD23456", status: "refunded", status_label: "refunded" }),
};

/** Answers the slow check's request, once it has reached the API (null until then). */
let release: (() => void) | null = null;
function answerSlowCheck() {
  if (!release) throw new Error("the slow check has not reached the API yet");
  release();
}
function check(call: ApiCall) {
  const code = call.path.split("/").at(-1) ?? "";
  if (code === "FAIL2345") return jsonResponse({ success: false, code: "X", message: "Server sibuk" }, 503);
  if (code === "SLOW2345") {
    return new Promise((resolve) => {
      release = () => resolve(jsonResponse({ success: true, data: BOOKINGS.WAIT2345 }));
    });
  }
  if (code === "NETW2345") return Promise.reject(new TypeError("Failed to fetch"));
  const booking = BOOKINGS[code];
  return booking
    ? { success: true, data: booking }
    : jsonResponse({ success: false, code: "NOT_FOUND", message: "Kode booking tidak ditemukan" }, 404);
}

let serviceUp = true;
const api = mockApi(
  {
    "/api/public/bookings/ABCD2345/tickets": { success: true, data: ticketsFixture },
    "/api/public/bookings/NOTIX234/tickets": {
      success: true,
      data: { passenger_tickets: [], vehicle_tickets: [], print_available: false },
    },
    "/api/public/tickets/service/status": () =>
      serviceUp ? ONLINE : jsonResponse({ success: false, message: "mati" }, 503),
  },
  // Every code goes to one handler; anything else (settings of the layout) answers an empty success.
  { fallback: (call) => (call.path.startsWith("/api/public/bookings/check/") ? check(call) : ANYTHING_OK) },
);

const user = () => userEvent.setup();
const input = () => screen.getByLabelText("Kode Booking") as HTMLInputElement;
const submit = () => screen.getByRole("button", { name: /Cek Booking/ }) as HTMLButtonElement;
const checkCalls = () => api.calls.filter((call) => call.path.startsWith("/api/public/bookings/check/"));

afterEach(() => {
  vi.restoreAllMocks();
  serviceUp = true;
});

describe("/cek-booking", () => {
  it("prompts for a code; the submit waits for one; the code is upper-cased and at most 20 long", async () => {
    renderAt("/cek-booking");
    await screen.findByLabelText("Kode Booking");
    expect(screen.getByRole("heading", { level: 1, name: "Cek Booking" })).toBeTruthy();
    expect(screen.getByText("Masukkan Kode Booking")).toBeTruthy();
    expect(submit().disabled).toBe(true);
    await user().type(input(), "abcd 2345 xyz efgh ijklmn");
    expect(input().value).toBe("ABCD 2345 XYZ EFGH I");
    expect(input().maxLength).toBe(20);
    expect(submit().disabled).toBe(false);
  });

  it("says why a code cannot be checked, without asking the server", async () => {
    renderAt("/cek-booking");
    await screen.findByLabelText("Kode Booking");
    await user().type(input(), "   ");
    await user().click(submit());
    expect(screen.getByRole("alert").textContent).toBe("Kode booking harus diisi");
    await user().clear(input());
    await user().type(input(), "abc{Enter}");
    expect(screen.getByRole("alert").textContent).toBe("Kode booking minimal 6 karakter");
    expect(checkCalls()).toEqual([]);
  });
});

describe("/cek-booking results", () => {
  it("shows a confirmed booking with its trip, costs, people, vehicle, tickets banner and print menu", async () => {
    const { router } = renderAt("/cek-booking");
    await screen.findByLabelText("Kode Booking");
    await user().type(input(), " abcd2345{Enter}");
    await screen.findByTestId("booking-code");
    expect(router.state.location.search).toBe("?code=ABCD2345");
    expect(checkCalls().map((call) => call.path)).toEqual(["/api/public/bookings/check/ABCD2345"]);
    expect(screen.getByTestId("booking-code").textContent).toBe("ABCD2345");
    expect(screen.getByText("Dibuat: 04/03/2026 09:05 WIB")).toBeTruthy();
    expect(screen.getByText("Dikonfirmasi")).toBeTruthy();
    const trip = screen.getByRole("region", { name: "Informasi Perjalanan" });
    expect(trip.textContent).toContain("Ketapang - Gilimanuk");
    expect(trip.textContent).toContain("KMP Nusa Bahari");
    expect(trip.textContent).toContain("Kamis, 5 Maret 2026, 08.00 WIB");
    expect(trip.textContent).toContain("Kamis, 5 Maret 2026, 09.45 WITA");
    const costs = within(screen.getByRole("region", { name: "Ringkasan Biaya" }));
    expect(costs.getByText("Kendaraan")).toBeTruthy();
    expect(costs.getByText("Rp 222.800")).toBeTruthy();
    const rows = within(screen.getByRole("region", { name: "Data Penumpang" })).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "NoNamaKategori",
      "1Budi SantosoDewasa",
      "2Adi SantosoAnak",
    ]);
    const vehicle = screen.getByRole("region", { name: "Data Kendaraan" }).textContent;
    expect(vehicle).toContain("Gol IV · Mobil Penumpang");
    expect(vehicle).toContain("P 1234 AB");
    expect(vehicle).toContain("Kosong");
    expect(screen.getByRole("region", { name: "Informasi Penting" })).toBeTruthy();
    const banner = await screen.findByText("Tiket Sudah Tersedia");
    expect(banner.parentElement?.textContent).toContain("Total 3 tiket (2 penumpang, 1 kendaraan)");
    expect(screen.getByRole("list", { name: "Daftar tiket" }).textContent).toContain("ABCD2345-K01");

    await user().click(screen.getByRole("button", { name: /Cetak/ }));
    const menu = screen.getByRole("menu", { name: "Cetak" });
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.getAttribute("aria-label")),
    ).toEqual([
      "Preview Booking",
      "Cetak Booking",
      "Unduh Booking",
      "Preview Tiket Normal (A4/A5)",
      "Cetak Tiket Normal (A4/A5)",
      "Unduh Tiket Normal (A4/A5)",
      "Preview Tiket Thermal 80 mm",
      "Cetak Tiket Thermal 80 mm",
      "Unduh Tiket Thermal 80 mm",
      "Preview Tiket Thermal 80 mm + S&K",
      "Cetak Tiket Thermal 80 mm + S&K",
      "Unduh Tiket Thermal 80 mm + S&K",
    ]);
  });

  it("offers only the booking document for an unconfirmed booking and loads no tickets", async () => {
    renderAt("/cek-booking?code=wait2345");
    await screen.findByLabelText("Kode Booking");
    await screen.findByText("Menunggu Pembayaran");
    expect(input().value).toBe("WAIT2345");
    const costs = within(screen.getByRole("region", { name: "Ringkasan Biaya" }));
    expect(costs.queryByText("Kendaraan")).toBeNull();
    // One row per fare component, a third party's marked; no 'Asuransi' row any more.
    expect(costs.getByText("Jasa Pelabuhan / Pas Masuk").nextElementSibling?.textContent).toBe("Rp 4.000");
    const levy = costs.getByText("Iuran Wajib Jasa Raharja (dipungut untuk pihak ketiga)");
    expect(levy.nextElementSibling?.textContent).toBe("Rp 2.000");
    expect(costs.queryByText("Asuransi")).toBeNull();
    expect(costs.getByText("Rp 28.800")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Data Kendaraan" })).toBeNull();
    expect(screen.queryByText("Tiket Sudah Tersedia")).toBeNull();
    expect(screen.queryByText("Tiket Belum Tersedia")).toBeNull();
    await user().click(screen.getByRole("button", { name: /Cetak/ }));
    expect(within(screen.getByRole("menu")).getAllByRole("menuitem")).toHaveLength(3);
    expect(api.calls.some((call) => call.path.endsWith("/tickets"))).toBe(false);
    expect(api.calls.some((call) => call.path.endsWith("/service/status"))).toBe(false);
  });

  it("disables the submit while checking", async () => {
    release = null;
    renderAt("/cek-booking");
    await screen.findByLabelText("Kode Booking");
    await user().type(input(), "slow2345{Enter}");
    expect(await screen.findByRole("status", { name: "Memeriksa booking" })).toBeTruthy();
    expect(submit().disabled).toBe(true);
    // The form may show it is checking before its request reaches the API: answer that request, not none.
    await waitFor(answerSlowCheck);
    await screen.findByText("Menunggu Pembayaran");
    expect(submit().disabled).toBe(false);
  });

  it("shows an unknown status raw", async () => {
    renderAt("/cek-booking?code=ODD23456");
    await screen.findByLabelText("Kode Booking");
    expect((await screen.findByText("refunded")).getAttribute("data-status")).toBe("refunded");
  });

  it("says when a confirmed booking has no tickets yet, and refuses to print them", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const open = vi.spyOn(window, "open");
    renderAt("/cek-booking?code=NOTIX234");
    await screen.findByLabelText("Kode Booking");
    expect(await screen.findByText("Tiket Belum Tersedia")).toBeTruthy();
    await user().click(screen.getByRole("button", { name: /Cetak/ }));
    await user().click(screen.getByRole("menuitem", { name: "Cetak Tiket Thermal 80 mm" }));
    expect(alert).toHaveBeenCalledWith(
      "Tiket belum tersedia. Silakan tunggu atau hubungi admin untuk mengenerate tiket.",
    );
    expect(open).not.toHaveBeenCalled();
  });

  it("shows 'Booking Tidak Ditemukan' for an unknown code", async () => {
    renderAt("/cek-booking?code=NONE2345");
    await screen.findByLabelText("Kode Booking");
    expect(await screen.findByText("Booking Tidak Ditemukan")).toBeTruthy();
    expect(screen.getByText(/Kode booking tidak ditemukan/)).toBeTruthy();
  });

  it("shows the server's message, or 'Gagal memeriksa booking' when there is none", async () => {
    renderAt("/cek-booking?code=FAIL2345");
    await screen.findByLabelText("Kode Booking");
    expect((await screen.findByRole("alert")).textContent).toBe("Server sibuk");
    await user().clear(input());
    await user().type(input(), "netw2345{Enter}");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Gagal memeriksa booking"));
  });

  it("checks an invalid code from the address like the form does", async () => {
    renderAt("/cek-booking?code=ab");
    await screen.findByLabelText("Kode Booking");
    expect(screen.getByRole("alert").textContent).toBe("Kode booking minimal 6 karakter");
    expect(screen.getByText("Masukkan Kode Booking")).toBeTruthy();
    expect(checkCalls()).toEqual([]);
  });

  it("Reset clears the code, the result and the address", async () => {
    const { router } = renderAt("/cek-booking?code=ABCD2345");
    await screen.findByLabelText("Kode Booking");
    await screen.findByText("Tiket Sudah Tersedia");
    await user().click(screen.getByRole("button", { name: "Reset" }));
    expect(input().value).toBe("");
    expect(screen.queryByTestId("booking-code")).toBeNull();
    expect(screen.queryByText("Tiket Sudah Tersedia")).toBeNull();
    expect(screen.getByText("Masukkan Kode Booking")).toBeTruthy();
    expect(router.state.location.search).toBe("");
  });

  it("previews a thermal ticket from the keyboard in a 400x800 window", async () => {
    const popup = { location: { href: "" }, document: { title: "" }, close: vi.fn(), focus: vi.fn() };
    const open = vi.spyOn(window, "open").mockImplementation(() => popup as unknown as Window);
    URL.createObjectURL = vi.fn(() => "blob:http://localhost/tiket");
    URL.revokeObjectURL = vi.fn();
    renderAt("/cek-booking?code=ABCD2345");
    await screen.findByLabelText("Kode Booking");
    await screen.findByText("Tiket Sudah Tersedia");
    const keyboard = user();
    screen.getByRole("button", { name: /Cetak/ }).focus();
    await keyboard.keyboard("{Enter}");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Preview Booking");
    for (let step = 0; step < 6; step++) await keyboard.keyboard("{ArrowDown}");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Preview Tiket Thermal 80 mm");
    await keyboard.keyboard("{Enter}");
    expect(open).toHaveBeenCalledWith("", "_blank", expect.stringContaining("width=400,height=800"));
    await waitFor(() => expect(popup.location.href).toBe("blob:http://localhost/tiket"));
    expect(api.calls.at(-1)?.path).toBe("/api/public/tickets/bookings/ABCD2345/preview/thermal");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("closes the menu with Escape and gives the focus back", async () => {
    renderAt("/cek-booking?code=ABCD2345");
    await screen.findByLabelText("Kode Booking");
    await screen.findByText("Tiket Sudah Tersedia");
    await user().click(screen.getByRole("button", { name: /Cetak/ }));
    await user().keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement?.textContent).toContain("Cetak");
  });

  it("asks before printing while the PDF service cannot be reached", async () => {
    serviceUp = false;
    const confirm = vi.spyOn(window, "confirm").mockImplementation(() => false);
    const open = vi.spyOn(window, "open");
    renderAt("/cek-booking?code=ABCD2345");
    await screen.findByLabelText("Kode Booking");
    await screen.findByText("Tiket Sudah Tersedia");
    await waitFor(() => expect(api.calls.some((call) => call.path.endsWith("/service/status"))).toBe(true));
    await user().click(screen.getByRole("button", { name: /Cetak/ }));
    await user().click(screen.getByRole("menuitem", { name: "Unduh Tiket Normal (A4/A5)" }));
    expect(confirm).toHaveBeenCalledWith(
      "Service sedang offline. PDF mungkin tidak dapat dibuat dengan optimal. Lanjutkan?",
    );
    expect(open).not.toHaveBeenCalled();
  });
});
