import type { CargoCategory } from "@ferry/shared/cargo-types";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderAt } from "../../../test/render";
import type { Seat } from "./api/schedules";
import { ScheduleCard } from "./schedule-card";
import { publicPort, publicScheduleFixture } from "./testing";

const seat = (
  id: number,
  kategori: CargoCategory,
  nama: string,
  sisa_kuota: number,
  golongan: string | null = null,
) =>
  ({
    id,
    ticket_price_id: id,
    harga: 20_000 * id,
    harga_muatan: null,
    kapasitas: 100,
    terjual: 100 - sisa_kuota,
    sisa_kuota,
    cargo_type: {
      id,
      kategori,
      nama,
      golongan,
      deskripsi: null,
      kelas: null,
      kelompok_umur: null,
      free_riders: 0,
    },
  }) satisfies Seat;

// No economy seat left, but plenty of room for cars: 0 + 45 = 45 places, none of them for a passenger.
const sailing = publicScheduleFixture({
  waktu_berangkat: "2026-03-05T02:00:00Z",
  waktu_tiba: "2026-03-05T02:45:00Z",
  route: {
    id: 2,
    kode_rute: "GLM-KTP",
    nama_rute: "Gilimanuk - Ketapang",
    port_origin: publicPort(2, "Gilimanuk", "Asia/Makassar"),
    port_destination: publicPort(1, "Ketapang", "Asia/Jakarta"),
  },
  available_seats: [seat(1, "penumpang", "Ekonomi Dewasa", 0), seat(2, "kendaraan", "Mobil", 45, "IVA")],
  total_sisa_kuota: 45,
  stats: { total_capacity: 200, total_sold: 155, occupancy_rate: 77.5, total_revenue: 0 },
});

mockApi({
  "/api/public/ports": { success: true, data: [] },
  "/api/public/schedules/available": {
    success: true,
    data: [sailing],
    meta: { current_page: 1, last_page: 1, per_page: 40, total: 1 },
  },
});

describe("places left are never passed off as seats", () => {
  it("the /info card keeps the spec's total as places and shows passenger seats and vehicle places apart", () => {
    render(
      <MemoryRouter>
        <ScheduleCard schedule={sailing} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/45 tempat tersisa/)).toBeTruthy();
    expect(screen.queryByText(/kursi tersisa/)).toBeNull();
    const empty = screen.getByText("0 kursi penumpang");
    expect(empty.className).toContain("text-red-600");
    expect(screen.getByText("45 tempat kendaraan")).toBeTruthy();
    expect(screen.getByText("10.00 WITA")).toBeTruthy();
  });

  it("the departures board shows passenger seats and vehicle places in their own columns", async () => {
    renderAt("/jadwal-publik");
    const row = (await screen.findByText("KMP Nusa Bahari")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Habis")).toBeTruthy();
    expect(within(row).getByText("45")).toBeTruthy();
    expect(within(row).getByText("10.00 WITA")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Kursi penumpang" })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Tempat kendaraan" })).toBeTruthy();
  });
});
