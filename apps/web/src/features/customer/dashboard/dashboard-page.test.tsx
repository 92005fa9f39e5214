import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi, notFound } from "../../../test/mock-api";
import { renderAt } from "../../../test/render";
import { CUSTOMER_PROFILE, DASHBOARD_ANSWER, profileAnswer, signInCustomer } from "../customer-fixtures";

let customer = CUSTOMER_PROFILE;
let bookingEnabled = false;
let verified = true;
const api = mockApi(
  {
    "/api/user/profile": () => jsonResponse(profileAnswer(customer)),
    "/api/customer/dashboard": () => ({
      ...DASHBOARD_ANSWER,
      data: {
        ...DASHBOARD_ANSWER.data,
        email_terverifikasi: verified,
        aktivitas: [
          {
            jenis: "booking",
            judul: "Pemesanan KTPX2345",
            keterangan: "Ketapang - Gilimanuk · Dikonfirmasi",
            waktu: "2026-01-02T00:00:00.000Z",
            booking_code: "KTPX2345",
            status: "confirmed",
          },
          ...DASHBOARD_ANSWER.data.aktivitas,
        ],
      },
    }),
    "POST /api/customer/verify/resend": {
      success: true,
      message: "Tautan verifikasi telah dikirim ke alamat e-mail Anda",
      data: { email: "sari@contoh.id" },
    },
    "/api/public/online-booking": () => ({ success: true, data: { enabled: bookingEnabled } }),
  },
  { fallback: notFound },
);

describe("customer dashboard", () => {
  it("shows the figures, activity, account card and 'Segera' while online booking is off", async () => {
    customer = CUSTOMER_PROFILE;
    bookingEnabled = false;
    verified = true;
    signInCustomer();
    renderAt("/customer/dashboard");
    expect(await screen.findByRole("heading", { name: "Selamat datang, Sari Wulandari!" })).toBeTruthy();
    expect((await screen.findByTestId("stat-Total Pemesanan")).textContent).toBe("3");
    expect(screen.getByTestId("stat-Total Pengeluaran").textContent).toBe("Rp 450.000");
    expect(screen.getByText("Akun dibuat")).toBeTruthy();
    expect(screen.queryByText("Lengkapi Profile Anda")).toBeNull();
    expect(screen.queryByText("Alamat e-mail Anda belum terverifikasi")).toBeNull();
    // Only booking waits for the setting: the history lists every booking counted here, and opens it.
    expect(screen.getAllByText("Segera")).toHaveLength(1);
    for (const link of screen.getAllByRole("link", { name: /Riwayat Pemesanan/ }))
      expect(link.textContent).not.toContain("Segera");
    expect(screen.getByRole("link", { name: "Pemesanan KTPX2345" }).getAttribute("href")).toBe(
      "/customer/history?code=KTPX2345",
    );
    expect(screen.getByText("Aktif").className).toContain("green");
    expect(screen.getByRole("link", { name: "Hubungi Kami" }).getAttribute("href")).toBe("/kontak");
  }, 15_000);

  it("warns about an incomplete profile, says 'Belum diisi' and drops 'Segera' when booking is on", async () => {
    customer = { ...CUSTOMER_PROFILE, nomor_telepon: null };
    bookingEnabled = true;
    signInCustomer(3600_000, customer);
    renderAt("/customer/dashboard");
    expect(await screen.findByText("Lengkapi Profile Anda")).toBeTruthy();
    const card = screen.getByRole("heading", { name: "Informasi Akun" }).parentElement as HTMLElement;
    expect(within(card).getByText("Belum diisi")).toBeTruthy();
    await screen.findByTestId("stat-Selesai");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("Segera")).toBeNull();
  });

  it("says the e-mail is not verified yet and sends a new link on request", async () => {
    customer = CUSTOMER_PROFILE;
    verified = false;
    signInCustomer();
    renderAt("/customer/dashboard");
    expect(await screen.findByText("Alamat e-mail Anda belum terverifikasi")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Kirim ulang tautan verifikasi" }));
    expect(await screen.findByText("Tautan verifikasi telah dikirim ke alamat e-mail Anda")).toBeTruthy();
    expect(api.bodies("POST", "/api/customer/verify/resend")).toHaveLength(1);
  });
});
