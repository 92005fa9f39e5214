import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import ShipsPage from "./ships-page";

const ship = {
  id: 4,
  nama: "KMP Legundi",
  kode_kapal: "LGD",
  jenis: "Ro-Ro",
  gt: 10_000,
  tanda_panggilan: null,
  bendera: "Indonesia",
  tahun: 2018,
  gambar: null,
  status_operasional: "Aktif",
  fasilitas: [],
  gambar_fasilitas: [],
};

const api = mockApi({
  "GET /api/ships": {
    success: true,
    data: [ship],
    meta: { current_page: 1, last_page: 1, per_page: 15, total: 1 },
  },
  "PUT /api/ships/4": { success: true, data: ship, message: "Kapal berhasil diperbarui" },
});

describe("/kapal form", () => {
  it("edits the particulars the sailing permit prints: call sign (upper case) and flag", async () => {
    signInStaff(["view kapal", "edit kapal"]);
    renderRoutes([{ path: "/kapal", element: <ShipsPage /> }], "/kapal");
    await userEvent.click(await screen.findByRole("button", { name: "Ubah kapal" }));
    const form = await screen.findByRole("dialog", { name: "Ubah kapal" });
    const callSign = within(form).getByRole("textbox", { name: "Tanda panggilan (call sign)" });
    const flag = within(form).getByRole("textbox", { name: "Bendera" });
    expect((flag as HTMLInputElement).value).toBe("Indonesia");
    await userEvent.type(callSign, "yblg");
    await userEvent.clear(flag);
    await userEvent.click(within(form).getByRole("button", { name: "Simpan" }));
    expect(await within(form).findByText("Bendera wajib diisi")).toBeTruthy();
    expect(api.bodies("PUT", "/api/ships/4")).toHaveLength(0);
    await userEvent.type(flag, "Panama");
    await userEvent.click(within(form).getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(api.bodies("PUT", "/api/ships/4")).toHaveLength(1));
    expect(api.bodies("PUT", "/api/ships/4")[0]).toMatchObject({
      tanda_panggilan: "YBLG",
      bendera: "Panama",
    });
  });
});
