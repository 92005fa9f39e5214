import { DEFAULT_RECLASSIFICATION_SETTINGS } from "@ferry/shared/vehicle-reclassification";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import { VehicleClassSettings } from "./vehicle-class-settings";

const api = mockApi({
  "GET /api/vehicle-reclassifications/settings": { success: true, data: DEFAULT_RECLASSIFICATION_SETTINGS },
  "PUT /api/vehicle-reclassifications/settings": (call) => ({
    success: true,
    message: "Pengaturan ukur ulang kendaraan berhasil disimpan",
    data: call.body,
  }),
  "GET /api/ports/options": { success: true, data: [{ id: 4, label: "Ketapang" }] },
  "GET /api/ships/options": { success: true, data: [{ id: 2, label: "KMP Uji" }] },
});

const renderEditor = () =>
  renderRoutes([{ path: "/management", element: <VehicleClassSettings /> }], "/management");

describe("/management 'Ukur Ulang Kendaraan'", () => {
  it("edits the length table with the shared rules and saves a weighbridge with its limit", async () => {
    signInStaff(["view pengaturan", "edit pengaturan"]);
    renderEditor();
    const section = await screen.findByRole("region", { name: "Ukur Ulang Kendaraan" });
    const first = await within(section).findByLabelText("Golongan 1");
    expect(first).toHaveProperty("value", "IVA");
    const lengths = within(section).getAllByLabelText("Sampai (m)");
    await userEvent.clear(lengths[1] as HTMLElement);
    await userEvent.type(lengths[1] as HTMLElement, "4");
    await userEvent.click(within(section).getByRole("button", { name: "Simpan" }));
    expect(
      await within(section).findByText("Golongan VA: panjang harus naik dari baris sebelumnya"),
    ).toBeTruthy();
    expect(api.bodies("PUT", "/api/vehicle-reclassifications/settings")).toEqual([]);

    await userEvent.clear(lengths[1] as HTMLElement);
    await userEvent.type(lengths[1] as HTMLElement, "7,5");
    await userEvent.click(within(section).getByRole("button", { name: "Tambah pelabuhan" }));
    await within(section).findByRole("option", { name: "Ketapang" });
    await userEvent.selectOptions(within(section).getByLabelText("Pelabuhan 1"), "4");
    await userEvent.type(within(section).getAllByLabelText("Batas (kg)")[0] as HTMLElement, "30000");
    await userEvent.click(within(section).getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(api.bodies("PUT", "/api/vehicle-reclassifications/settings")).toHaveLength(1));
    const [saved] = api.bodies("PUT", "/api/vehicle-reclassifications/settings") as {
      golongan: { golongan: string; panjang_maks_m: number | null }[];
      timbangan: unknown[];
    }[];
    expect(saved?.golongan[1]).toEqual({ golongan: "VA", kelompok: "penumpang", panjang_maks_m: 7.5 });
    expect(saved?.timbangan).toEqual([{ port_id: 4, batas_berat_kg: 30_000 }]);
    expect(await screen.findByText("Pengaturan ukur ulang kendaraan berhasil disimpan")).toBeTruthy();
  });
});
