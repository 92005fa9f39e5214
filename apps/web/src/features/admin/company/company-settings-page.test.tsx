import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import CompanySettingsPage from "./company-settings-page";

const settings = {
  logo_url: null,
  company_name: "PT Ferry Nusantara",
  description: null,
  email: "info@ferry.test",
  phone: null,
  address: "Pelabuhan Bakauheni",
  founded_year: 1998,
  website: null,
};

const api = mockApi({
  "GET /api/company/settings": { success: true, data: settings },
  "POST /api/company/settings": {
    success: true,
    data: settings,
    message: "Pengaturan perusahaan berhasil disimpan",
  },
});

const sent = () => api.bodies("POST", "/api/company/settings") as FormData[];

describe("/perusahaan form", () => {
  it("sends the filled fields as multipart, leaving the empty ones out, after the field checks pass", async () => {
    signInStaff(["manage perusahaan"]);
    renderRoutes([{ path: "/perusahaan", element: <CompanySettingsPage /> }], "/perusahaan");
    const year = await screen.findByRole("textbox", { name: "Tahun berdiri" });
    expect((year as HTMLInputElement).value).toBe("1998");
    await userEvent.clear(year);
    await userEvent.type(year, "1700");
    await userEvent.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Tahun berdiri tidak valid")).toBeTruthy();
    expect(sent()).toHaveLength(0);

    await userEvent.clear(year);
    await userEvent.type(year, "2001");
    await userEvent.type(screen.getByRole("textbox", { name: "Telepon" }), "0727 123");
    await userEvent.click(screen.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toBeInstanceOf(FormData);
    expect(Object.fromEntries(sent()[0] ?? [])).toEqual({
      company_name: "PT Ferry Nusantara",
      email: "info@ferry.test",
      phone: "0727 123",
      founded_year: "2001",
      address: "Pelabuhan Bakauheni",
    });
    expect(await screen.findByText("Pengaturan perusahaan berhasil disimpan")).toBeTruthy();
  });
});
