import type { TariffGrid } from "@ferry/shared/tariffs";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import TariffsPage from "./tariffs-page";

const cargo = (
  id: number,
  nama: string,
  kategori: "penumpang" | "kendaraan",
  golongan: string | null = null,
) => ({
  id,
  nama,
  kategori,
  golongan,
  kelas: kategori === "penumpang" ? "Ekonomi" : null,
  kelompok_umur: kategori === "penumpang" ? "Dewasa" : null,
});
const GRID: TariffGrid = {
  route: { id: 1, kode_rute: "MRK-BKH", nama_rute: "Merak - Bakauheni" },
  tanggal: "2027-01-01",
  components: [{ id: 7, nama: "Jasa Pelabuhan", pemilik: "pihak_ketiga", urutan: 1 }],
  rows: [
    {
      cargo_type: cargo(10, "Dewasa", "penumpang"),
      harga: 20_000,
      harga_muatan: null,
      harga_berlaku_mulai: "2026-01-01",
      components: [{ component_id: 7, jumlah: 3_000, khusus_rute: false, berlaku_mulai: "2026-01-01" }],
    },
    {
      cargo_type: cargo(11, "Mobil", "kendaraan", "IVA"),
      harga: 400_000,
      harga_muatan: 450_000,
      harga_berlaku_mulai: "2026-01-01",
      components: [{ component_id: 7, jumlah: null, khusus_rute: false, berlaku_mulai: null }],
    },
  ],
};

const api = mockApi({
  "/api/routes/options": {
    data: [
      {
        id: 1,
        label: "MRK-BKH · Merak - Bakauheni",
        port_origin_id: 1,
        port_destination_id: 2,
        duration_minutes: 120,
      },
      {
        id: 2,
        label: "BKH-MRK · Bakauheni - Merak",
        port_origin_id: 2,
        port_destination_id: 1,
        duration_minutes: 120,
      },
    ],
  },
  "GET /api/tariffs/1": { success: true, data: GRID },
  "GET /api/tariffs/umum": { success: true, data: { ...GRID, route: null } },
  "PUT /api/tariffs/1": { success: true, data: { harga_baru: 1, komponen_baru: 1, grid: GRID } },
  "POST /api/tariffs/1/import/preview": {
    success: true,
    data: {
      changes: [
        {
          baris: 2,
          cargo_type_id: 10,
          jenis_muatan: "Dewasa",
          kolom: "Tarif Jasa Angkutan",
          lama: 20_000,
          baru: 22_000,
        },
      ],
      errors: [{ baris: 3, pesan: 'Jenis muatan "Kapal" tidak dikenal' }],
      rows: [
        {
          cargo_type_id: 10,
          harga: 22_000,
          harga_muatan: null,
          components: [{ component_id: 7, jumlah: null }],
        },
      ],
    },
  },
});

const open = () => {
  signInStaff(["view harga tiket", "create harga tiket"]);
  renderRoutes(
    [{ path: "/harga-muatan", element: <TariffsPage /> }],
    "/harga-muatan?route_id=1&berlaku_mulai=2027-01-01",
  );
};

describe("tariff grid", () => {
  it("edits cells in place, moves down with Enter, highlights changes and saves only them with one date", async () => {
    open();
    const adult = await screen.findByLabelText("Tarif Jasa Angkutan Dewasa");
    expect(screen.getByLabelText("Jasa Pelabuhan Dewasa")).toHaveProperty("title", "Tarif umum (semua rute)");
    expect(screen.queryByLabelText("Tarif Muat Dewasa")).toBeNull();
    const user = userEvent.setup();
    await user.click(adult);
    await user.keyboard("21000{Enter}");
    expect(document.activeElement).toBe(screen.getByLabelText("Tarif Jasa Angkutan Gol IVA · Mobil"));
    await user.click(screen.getByLabelText("Jasa Pelabuhan Gol IVA · Mobil"));
    await user.keyboard("15000");
    expect(adult.className).toContain("bg-amber-50");
    await user.click(screen.getByRole("button", { name: "Simpan (2 perubahan)" }));
    const dialog = await screen.findByRole("dialog", { name: "Simpan tarif" });
    expect(dialog.textContent).toContain("2 sel berubah");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(api.bodies("PUT", "/api/tariffs/1")).toHaveLength(1));
    expect(api.bodies("PUT", "/api/tariffs/1")[0]).toEqual({
      berlaku_mulai: "2027-01-01",
      rows: [
        { cargo_type_id: 10, harga: 21_000, harga_muatan: null, components: [] },
        {
          cargo_type_id: 11,
          harga: null,
          harga_muatan: null,
          components: [{ component_id: 7, jumlah: 15_000 }],
        },
      ],
    });
  });

  it("raises every filled cell by a percentage, rounded to Rp 100", async () => {
    open();
    await screen.findByLabelText("Tarif Jasa Angkutan Dewasa");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Naikkan %" }));
    await user.type(screen.getByLabelText("Persentase (%)"), "7.5{Enter}");
    expect(screen.getByLabelText<HTMLInputElement>("Tarif Jasa Angkutan Dewasa").value).toBe("21500");
    expect(screen.getByLabelText<HTMLInputElement>("Jasa Pelabuhan Dewasa").value).toBe("3200");
    expect(screen.getByLabelText<HTMLInputElement>("Tarif Muat Gol IVA · Mobil").value).toBe("483800");
    expect(screen.getByLabelText<HTMLInputElement>("Jasa Pelabuhan Gol IVA · Mobil").value).toBe("");
    expect(screen.getByRole("button", { name: "Simpan (4 perubahan)" })).toBeTruthy();
  });

  it("previews an imported file with its changes and errors, then types the valid rows into the grid", async () => {
    open();
    await screen.findByLabelText("Tarif Jasa Angkutan Dewasa");
    fireEvent.click(screen.getByRole("button", { name: "Impor dari file" }));
    const file = new File(["Jenis muatan;Tarif\nDewasa;22000\nKapal;1\n"], "tarif.csv", { type: "text/csv" });
    fireEvent.change(screen.getByLabelText("File .xlsx atau .csv"), { target: { files: [file] } });
    const changes = await screen.findByRole("region", { name: "Perubahan" });
    expect(changes.textContent).toContain("Tarif Jasa Angkutan");
    expect(screen.getByRole("region", { name: "Kesalahan" }).textContent).toContain(
      'Baris 3: Jenis muatan "Kapal" tidak dikenal',
    );
    fireEvent.click(screen.getByRole("button", { name: "Terapkan ke grid" }));
    expect(screen.getByLabelText<HTMLInputElement>("Tarif Jasa Angkutan Dewasa").value).toBe("22000");
    expect(screen.getByRole("button", { name: "Simpan (1 perubahan)" })).toBeTruthy();
  });

  it("edits the general component amounts of every route without transport fares or route actions", async () => {
    signInStaff(["view harga tiket", "create harga tiket"]);
    renderRoutes(
      [{ path: "/harga-muatan", element: <TariffsPage /> }],
      "/harga-muatan?route_id=umum&berlaku_mulai=2027-01-01",
    );
    await screen.findByLabelText("Jasa Pelabuhan Dewasa");
    expect(screen.queryByLabelText("Tarif Jasa Angkutan Dewasa")).toBeNull();
    expect(screen.queryByRole("button", { name: "Salin ke rute lain" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Unduh templat" })).toBeNull();
  });
});
