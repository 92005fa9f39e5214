import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import CargoTypesPage from "./cargo-types-page";

const cargo = (id: number, kategori: string, nama: string, golongan: string | null = null) => ({
  id,
  kategori,
  nama,
  golongan,
  kelas: null,
  kelompok_umur: null,
  free_riders: 0,
  deskripsi: null,
});

mockApi({
  "/api/cargo-types": {
    success: true,
    data: [cargo(1, "penumpang", "Ekonomi Dewasa"), cargo(2, "kendaraan", "Mobil", "IVA")],
    meta: { current_page: 1, last_page: 1, per_page: 15, total: 2 },
  },
});

describe("/muatan", () => {
  it("names each category by its label, not its code", async () => {
    signInStaff(["view muatan"]);
    renderRoutes([{ path: "/muatan", element: <CargoTypesPage /> }], "/muatan");
    const row = (await screen.findByText("Mobil")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Kendaraan")).toBeTruthy();
    expect(screen.queryByRole("cell", { name: "penumpang" })).toBeNull();
    expect(screen.getByRole("cell", { name: "Penumpang" })).toBeTruthy();
  });
});
