import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import CrewPage from "./crew-page";
import TicketPricesPage from "./ticket-prices-page";

const page = (data: unknown[]) => ({
  success: true,
  data,
  meta: { current_page: 1, last_page: 1, per_page: 15, total: data.length },
});

mockApi({
  "/api/ticket-prices": page([
    {
      id: 1,
      route: { kode_rute: "MRK-BKH" },
      cargo_type: { nama: "Mobil", golongan: "IVA" },
      harga: 400_000,
      harga_muatan: null,
      berlaku_mulai: "2026-12-01",
    },
  ]),
  "/api/crew": page([
    {
      id: 2,
      nama: "Hendra Wijaya",
      jabatan: "Nakhoda",
      ship: { nama: "KMP Jatra" },
      nomor_sertifikat: "ANT-I-1",
      masa_berlaku_sertifikat: "2026-01-31",
      sertifikat_kadaluarsa: true,
      status: "Aktif",
    },
  ]),
});

describe("days in back-office tables", () => {
  it("shows a price's first day as 01/12/2026, not ISO", async () => {
    signInStaff(["view harga tiket"]);
    renderRoutes([{ path: "/harga-muatan", element: <TicketPricesPage /> }], "/harga-muatan");
    expect(await screen.findByRole("cell", { name: "01/12/2026" })).toBeTruthy();
    expect(screen.queryByText("2026-12-01")).toBeNull();
  });

  it("shows a certificate's expiry as 31/01/2026", async () => {
    signInStaff(["view abk"]);
    renderRoutes([{ path: "/abk", element: <CrewPage /> }], "/abk");
    expect(await screen.findByText("31/01/2026 · Kedaluwarsa")).toBeTruthy();
  });
});
