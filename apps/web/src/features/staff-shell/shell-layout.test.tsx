import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../test/mock-api";
import { renderAt, renderRoutes } from "../../test/render";
import { signInStaff } from "../../test/staff-session";
import { AdminLayout } from "./admin-layout";

mockApi({
  "/api/public/settings": {
    success: true,
    data: {
      logo_url: null,
      company_name: "PT Kapal Uji",
      description: "Deskripsi",
      email: "info@uji.id",
      phone: "0333-123",
      address: "Jl. Pelabuhan 1",
    },
  },
});

const SALES = ["manage penjualan", "view penjualan umum", "view acc pembayaran"];

function openShell(path: string) {
  const page = { element: <p>Isi halaman</p> };
  return renderRoutes(
    [
      {
        element: <AdminLayout />,
        children: ["/booking/create", "/booking", "/kapal", "/dashboard"].map((route) => ({
          path: route,
          ...page,
        })),
      },
    ],
    path,
  );
}

const menu = () => screen.getByRole("complementary", { name: "Menu back-office" });

describe("the back-office sidebar", () => {
  it("highlights only the entry of the current page", async () => {
    signInStaff(SALES);
    openShell("/booking/create");
    await screen.findByText("Isi halaman");
    const current = menu().querySelectorAll('[aria-current="page"]');
    expect([...current].map((link) => link.textContent)).toEqual(["Penjualan Umum"]);
  });

  it("lets the group holding the current page be collapsed and opened again", async () => {
    signInStaff(SALES);
    openShell("/booking");
    await screen.findByText("Isi halaman");
    const group = within(menu()).getByRole("button", { name: "Penjualan" });
    expect(group.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(group);
    expect(group.getAttribute("aria-expanded")).toBe("false");
    expect(within(menu()).queryByText("ACC Pembayaran")).toBeNull();
    fireEvent.click(group);
    expect(within(menu()).getByText("ACC Pembayaran")).toBeTruthy();
  });

  it("uses the grouped permissions first, like the page guard", async () => {
    signInStaff([], {
      grouped_permissions: [{ group: "Kapal", permissions: [{ name: "view kapal" }] }],
    });
    openShell("/kapal");
    await screen.findByText("Isi halaman");
    expect(within(menu()).getByText("Manajemen Kapal")).toBeTruthy();
  });

  it("reads a flat permission list sent as a JSON string when there are no groups", async () => {
    signInStaff([], {
      permissions: JSON.stringify(["view kapal"]) as unknown as string[],
      grouped_permissions: undefined as unknown as [],
    });
    openShell("/kapal");
    await screen.findByText("Isi halaman");
    expect(within(menu()).getByText("Manajemen Kapal")).toBeTruthy();
  });
});

describe("the back-office top bar and footer", () => {
  it("shows the full name inside the user menu (the only place it shows on phones)", async () => {
    signInStaff([]);
    openShell("/dashboard");
    await screen.findByText("Isi halaman");
    fireEvent.click(screen.getByRole("button", { expanded: false, name: /Staf Uji/ }));
    expect(within(screen.getByRole("menu")).getByText("Staf Uji")).toBeTruthy();
  });

  it("shows the company's name, address, phone and e-mail from the public settings", async () => {
    signInStaff([]);
    openShell("/dashboard");
    const details = await screen.findByTestId("footer-company-details");
    await within(details).findByText("Jl. Pelabuhan 1");
    expect(details.textContent).toContain("PT Kapal Uji");
    expect(details.textContent).toContain("Telp. 0333-123");
    expect(details.textContent).toContain("info@uji.id");
  });
});

describe("the 403 page of a signed-in staff member", () => {
  it("keeps the back-office layout", async () => {
    signInStaff([]);
    renderAt("/kapal");
    await screen.findByRole("heading", { name: "Akses dibatasi" });
    expect(await screen.findByRole("complementary", { name: "Menu back-office" })).toBeTruthy();
  });

  it("stays in the public layout for a visitor", async () => {
    renderAt("/unauthorized");
    await screen.findByRole("heading", { name: "Akses dibatasi" });
    expect(screen.queryByRole("complementary", { name: "Menu back-office" })).toBeNull();
  });
});
