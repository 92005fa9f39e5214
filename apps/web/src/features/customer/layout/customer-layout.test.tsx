import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, notFound } from "../../../test/mock-api";
import { renderAt } from "../../../test/render";
import { CUSTOMER_PROFILE, DASHBOARD_ANSWER, profileAnswer, signInCustomer } from "../customer-fixtures";

let customer = CUSTOMER_PROFILE;

mockApi(
  {
    "/api/public/settings": {
      success: true,
      data: {
        logo_url: null,
        company_name: "PT Kapal Uji",
        description: null,
        email: null,
        phone: null,
        address: null,
      },
    },
    "/api/user/profile": () => profileAnswer(customer),
    "/api/customer/dashboard": DASHBOARD_ANSWER,
  },
  { fallback: notFound },
);

describe("customer area", () => {
  it("wraps its pages in the customer navigation, user menu and footer", async () => {
    signInCustomer();
    renderAt("/customer/history");
    const nav = await screen.findByRole("navigation", { name: "Navigasi pelanggan" });
    for (const label of ["Dashboard", "Pemesanan Tiket", "Riwayat Pemesanan", "Profile", "Ubah Password"]) {
      expect(within(nav).getByRole("link", { name: label })).toBeTruthy();
    }
    expect(within(nav).getByRole("link", { name: "Riwayat Pemesanan" }).getAttribute("href")).toBe(
      "/customer/history",
    );
    expect(within(nav).getByRole("button", { name: "Sari Wulandari" })).toBeTruthy();
    expect(await screen.findByText("Menunggu Pembayaran")).toBeTruthy();
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "Syarat & Ketentuan" }).getAttribute("href")).toBe(
      "/syarat",
    );
    expect((await within(footer).findByTestId("footer-copyright")).textContent).toContain(
      `© ${new Date().getFullYear()} PT Kapal Uji`,
    );
  });

  it("shows the customer sign-in pages standalone, without the public navigation", async () => {
    renderAt("/customers/login");
    expect(await screen.findByRole("heading", { name: "Masuk ke Akun Anda" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Navigasi utama" })).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Navigasi pelanggan" })).toBeNull();
  });

  it("asks for a complete profile before the booking placeholder", async () => {
    customer = { ...CUSTOMER_PROFILE, nomor_telepon: null };
    signInCustomer(3600_000, customer);
    renderAt("/customer/booking");
    expect(await screen.findByRole("link", { name: "Lengkapi Profile" })).toBeTruthy();
    customer = CUSTOMER_PROFILE;
  });
});
