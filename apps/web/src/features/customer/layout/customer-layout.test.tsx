import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, notFound } from "../../../test/mock-api";
import { renderAt } from "../../../test/render";

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
  },
  { fallback: notFound },
);

describe("customer area", () => {
  it("wraps its pages in the customer navigation and footer", async () => {
    renderAt("/customer/dashboard");
    const nav = await screen.findByRole("navigation", { name: "Navigasi pelanggan" });
    for (const label of ["Dashboard", "Pemesanan Tiket", "Riwayat Pemesanan", "Profile", "Ubah Password"]) {
      expect(within(nav).getByRole("link", { name: label })).toBeTruthy();
    }
    expect(within(nav).getByRole("link", { name: "Riwayat Pemesanan" }).getAttribute("href")).toBe(
      "/customer/history",
    );
    expect(screen.getByRole("heading", { name: "Fitur Sedang Dalam Pengembangan" })).toBeTruthy();
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
    expect(await screen.findByRole("heading", { name: "Fitur Sedang Dalam Pengembangan" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Navigasi utama" })).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Navigasi pelanggan" })).toBeNull();
  });
});
