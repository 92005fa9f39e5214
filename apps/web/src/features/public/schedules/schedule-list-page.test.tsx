import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ANYTHING_OK, jsonResponse, mockApi } from "../../../test/mock-api";
import { renderAt } from "../../../test/render";
import type { PublicSchedule } from "./schedules-api";

const port = (id: number, nama: string, zona_waktu: string) => ({
  id,
  nama,
  kode: nama.slice(0, 3),
  zona_waktu,
});

const schedule: PublicSchedule = {
  id: 7,
  waktu_berangkat: "2026-03-05T01:00:00Z",
  waktu_tiba: "2026-03-05T01:45:00Z",
  duration_minutes: 45,
  created_at: "2026-03-01T00:00:00Z",
  keterangan: null,
  status: "terjadwal",
  route: {
    kode_rute: "KTP-GLM",
    nama_rute: "Ketapang - Gilimanuk",
    port_origin: port(1, "Ketapang", "Asia/Jakarta"),
    port_destination: port(2, "Gilimanuk", "Asia/Makassar"),
  },
  ship: {
    nama: "KMP Nusa Bahari",
    kode_kapal: "NBH",
    gambar: null,
    status_operasional: "Beroperasi",
    fasilitas: [],
    gambar_fasilitas: [],
  },
  available_seats: [],
  total_sisa_kuota: 0,
  stats: { total_capacity: 0, total_sold: 0, occupancy_rate: 0, total_revenue: 0 },
};

/** The API is away (503 SERVICE_UNAVAILABLE, as the server answers when its database is) until it is back. */
let databaseUp = false;
mockApi(
  {
    "/api/public/ports": { success: true, data: [] },
    "/api/public/schedules/available": () =>
      databaseUp
        ? {
            success: true,
            data: [schedule],
            meta: { current_page: 1, last_page: 1, per_page: 60, total: 1 },
          }
        : jsonResponse(
            {
              success: false,
              message: "Layanan sedang tidak tersedia",
              code: "SERVICE_UNAVAILABLE",
              error_code: "SERVICE_UNAVAILABLE",
            },
            503,
          ),
  },
  { fallback: ANYTHING_OK },
);

describe("/info when the service is unavailable", () => {
  it("shows the error with 'Coba Lagi' and recovers when the service is back", async () => {
    databaseUp = false;
    renderAt("/info");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Gagal memuat jadwal pelayaran");
    expect(screen.queryByText("KMP Nusa Bahari (NBH)")).toBeNull();

    databaseUp = true;
    await userEvent.click(within(alert).getByRole("button", { name: "Coba Lagi" }));
    expect(await screen.findByText("Ketapang → Gilimanuk")).toBeTruthy();
    expect(screen.getByText("1 jadwal ditemukan")).toBeTruthy();
    expect(screen.queryByText("Gagal memuat jadwal pelayaran")).toBeNull();
  });
});
