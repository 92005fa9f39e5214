import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import CapacitiesPage from "./capacities-page";

const entry = (cargo_type_id: number, kuota: number) => ({
  id: cargo_type_id,
  ship_id: 4,
  cargo_type_id,
  kuota,
  created_at: "2026-11-01T00:00:00.000Z",
});

const api = mockApi({
  "GET /api/ships/options": { success: true, data: [{ id: 4, label: "KMP Legundi" }] },
  "GET /api/cargo-types/options": {
    success: true,
    data: [
      { id: 1, label: "Penumpang" },
      { id: 7, label: "Golongan II" },
      { id: 9, label: "Barang" },
    ],
  },
  "GET /api/ship-capacities/ship/4": { success: true, data: [entry(1, 300), entry(9, 20)] },
  "PUT /api/ship-capacities/ship/4": {
    success: true,
    data: [],
    message: "Kapasitas kapal berhasil disimpan",
  },
});

describe("/kapasitas-kapal grid", () => {
  it("shows the saved kuota per cargo type id and saves the filled ones as the route's entries", async () => {
    signInStaff(["view kapasitas kapal", "edit kapasitas kapal"]);
    renderRoutes([{ path: "/kapasitas", element: <CapacitiesPage /> }], "/kapasitas?ship_id=4");
    const seats = await screen.findByRole("spinbutton", { name: "Kuota Penumpang" });
    await waitFor(() => expect((seats as HTMLInputElement).value).toBe("300"));
    expect((screen.getByRole("spinbutton", { name: "Kuota Golongan II" }) as HTMLInputElement).value).toBe(
      "",
    );
    await userEvent.type(screen.getByRole("spinbutton", { name: "Kuota Golongan II" }), "12");
    await userEvent.clear(screen.getByRole("spinbutton", { name: "Kuota Barang" }));
    await userEvent.click(screen.getByRole("button", { name: "Simpan Kapasitas" }));
    await waitFor(() => expect(api.bodies("PUT", "/api/ship-capacities/ship/4")).toHaveLength(1));
    expect(api.bodies("PUT", "/api/ship-capacities/ship/4")[0]).toEqual({
      entries: [
        { cargo_type_id: 1, kuota: 300 },
        { cargo_type_id: 7, kuota: 12 },
      ],
    });
    expect(await screen.findByText("Kapasitas kapal berhasil disimpan")).toBeTruthy();
  });
});
