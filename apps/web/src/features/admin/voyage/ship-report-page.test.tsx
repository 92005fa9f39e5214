import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import ShipReportPage from "./ship-report-page";

mockApi({
  "/api/ships/report": {
    success: true,
    data: {
      from: "2026-10-26",
      to: "2026-11-25",
      ships: [
        {
          ship_id: 1,
          nama: "KMP Jatra",
          kode_kapal: "JTR",
          status_operasional: "Aktif",
          sailings: 4,
          kursi: 400,
          kursi_terjual: 100,
          tempat_kendaraan: 80,
          tempat_terjual: 60,
          load_factor: 25,
          load_factor_kendaraan: 75,
          crew_total: 2,
          certificates_expired: 0,
          next_certificate_expiry: "2027-01-31",
        },
      ],
    },
  },
});

describe("/kapal-laporan", () => {
  it("shows passenger seats and vehicle places apart, each with its load factor", async () => {
    signInStaff(["view kapal"]);
    renderRoutes([{ path: "/kapal-laporan", element: <ShipReportPage /> }], "/kapal-laporan");
    const row = (await screen.findByText("KMP Jatra")).closest("tr") as HTMLElement;
    expect(row.textContent).toContain("100 / 400");
    expect(row.textContent).toContain("25%");
    expect(row.textContent).toContain("60 / 80");
    expect(row.textContent).toContain("75%");
    expect(screen.queryByText("Terjual / Kapasitas")).toBeNull();
  });
});
