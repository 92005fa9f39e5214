import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import { RemeasureAction } from "./remeasure-action";
import { vehicleScanAnswer } from "./testing";

const answer = vehicleScanAnswer("IVA", "kosong");

const preview = (sisa: number) => ({
  golongan_lama: "IVA",
  golongan_baru: "VA",
  tipe_lama: "kosong",
  tipe_baru: "kosong",
  harga_lama: 200_000,
  harga_baru: 400_000,
  selisih: 200_000,
  berubah: true,
  sisa_kuota_baru: sisa,
});
let placesLeft = 1;
const api = mockApi({
  "GET /api/vehicle-tickets/9/remeasure": {
    success: true,
    data: {
      ticket_id: 9,
      kode_tiket: "ABCDEFGH-K01",
      nomor_kendaraan: "B 1234 KJA",
      nama_pemilik: "Budi Hartono",
      golongan: "IVA",
      tipe_tiket: "kosong",
      harga: 200_000,
      timbangan: true,
      batas_berat_kg: 30_000,
    },
  },
  "POST /api/vehicle-tickets/9/remeasure/preview": (call) =>
    (call.body as { berat_kg: number | null }).berat_kg === 40_000
      ? jsonResponse(
          {
            success: false,
            code: "VALIDATION_ERROR",
            message: "Data tidak valid",
            errors: {
              berat_kg: ["Berat 40.000 kg melebihi batas pelabuhan 30.000 kg; kendaraan tidak boleh naik"],
            },
          },
          422,
        )
      : { success: true, data: preview(placesLeft) },
  "POST /api/vehicle-tickets/9/remeasure": {
    success: true,
    message: "Tiket direklasifikasi dari golongan IVA ke VA",
    data: {
      changed: true,
      reclassification: { ...preview(0), id: 5, schedule_id: 12, selisih: 200_000, method: "tunai" },
    },
  },
  "GET /api/vehicle-reclassifications/5/receipt": () => new Response(new Blob(["%PDF-"])),
});

const reclassified = vi.fn();
const renderAction = () =>
  renderRoutes(
    [{ path: "/scan-tiket", element: <RemeasureAction answer={answer} onReclassified={reclassified} /> }],
    "/scan-tiket",
  );

afterEach(() => {
  placesLeft = 1;
  reclassified.mockReset();
  vi.restoreAllMocks();
});

describe("'Ukur Ulang' at the vehicle gate", () => {
  it("measures, previews the new golongan and the difference, takes cash and prints the receipt", async () => {
    signInStaff(["view scan tiket", "edit scan tiket"]);
    const popup = { location: { href: "" }, document: { title: "" }, close: vi.fn() };
    const open = vi.spyOn(window, "open").mockImplementation(() => popup as unknown as Window);
    URL.createObjectURL = vi.fn(() => "blob:http://localhost/receipt");
    URL.revokeObjectURL = vi.fn();
    renderAction();
    await userEvent.click(await screen.findByRole("button", { name: "Ukur Ulang" }));
    const dialog = await screen.findByRole("dialog", { name: "Ukur Ulang Kendaraan" });
    await within(dialog).findByText("B 1234 KJA");
    expect(within(dialog).getByLabelText("Berat (kg), batas 30.000 kg")).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText("Panjang terukur (m)"), "6,4{Enter}");
    expect(await within(dialog).findByText("Gol IVA Kosong → Gol VA Kosong")).toBeTruthy();
    expect(api.bodies("POST", "/api/vehicle-tickets/9/remeasure/preview")).toEqual([
      { panjang_m: 6.4, berat_kg: null, tipe_tiket: "kosong" },
    ]);
    expect(within(dialog).getByText("Kurang bayar")).toBeTruthy();
    expect(within(dialog).getByRole("radio", { name: "Tunai" })).toHaveProperty("checked", true);

    await userEvent.click(within(dialog).getByRole("button", { name: /Konfirmasi, terima Rp\s?200\.000/ }));
    expect(await within(dialog).findByText(/Tiket direklasifikasi dari golongan IVA ke VA/)).toBeTruthy();
    expect(reclassified.mock.calls[0]?.[0].ticket.kendaraan).toEqual({
      golongan: "VA",
      tipe_tiket: "kosong",
    });
    expect(api.bodies("POST", "/api/vehicle-tickets/9/remeasure")).toEqual([
      { panjang_m: 6.4, berat_kg: null, tipe_tiket: "kosong", method: "tunai" },
    ]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cetak bukti" }));
    expect(open).toHaveBeenCalledWith("", "_blank", expect.stringContaining("width=400,height=800"));
    await waitFor(() => expect(popup.location.href).toBe("blob:http://localhost/receipt"));
  });

  it("shows the server's refusal under the weight, and a full class before confirming", async () => {
    signInStaff(["view scan tiket", "edit scan tiket"]);
    placesLeft = 0;
    renderAction();
    await userEvent.click(await screen.findByRole("button", { name: "Ukur Ulang" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByText("B 1234 KJA");
    await userEvent.type(within(dialog).getByLabelText("Panjang terukur (m)"), "6.4");
    await userEvent.type(within(dialog).getByLabelText(/Berat \(kg\)/), "40000{Enter}");
    expect(
      await within(dialog).findByText(
        "Berat 40.000 kg melebihi batas pelabuhan 30.000 kg; kendaraan tidak boleh naik",
      ),
    ).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText(/Berat \(kg\)/));
    await userEvent.click(within(dialog).getByRole("button", { name: "Hitung golongan" }));
    expect(await within(dialog).findByText("Kuota golongan VA pada jadwal ini sudah penuh.")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: /Konfirmasi/ })).toHaveProperty("disabled", true);
  });

  it("says the network is needed when offline, and is hidden without 'edit scan tiket'", async () => {
    signInStaff(["view scan tiket", "edit scan tiket"]);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { unmount } = renderAction();
    await userEvent.click(await screen.findByRole("button", { name: "Ukur Ulang" }));
    expect(
      await screen.findByText("Ukur ulang memerlukan koneksi ke server. Sambungkan jaringan lalu coba lagi."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Hitung golongan" })).toHaveProperty("disabled", true);
    unmount();
    signInStaff(["view scan tiket"]);
    renderAction();
    expect(screen.queryByRole("button", { name: "Ukur Ulang" })).toBeNull();
  });
});
