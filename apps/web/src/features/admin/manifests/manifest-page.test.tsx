import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import ManifestPage from "./manifest-page";

const schedule = {
  id: 7,
  waktu_berangkat: "2026-11-24T02:00:00.000Z",
  status: "terjadwal",
  route: {
    nama_rute: "Gilimanuk - Ketapang",
    port_origin: { nama: "Gilimanuk", zona_waktu: "Asia/Makassar" },
  },
  ship: { id: 1, nama: "KMP Jatra" },
};

mockApi({ "/api/manifests": { success: true, data: [{ schedule, frozen: false }] } });

describe("/manifest", () => {
  it("names each sailing by its time in its zone and its status by its label", async () => {
    signInStaff(["view manifest penumpang"]);
    renderRoutes([{ path: "/manifest", element: <ManifestPage /> }], "/manifest?date=2026-11-24");
    expect(await screen.findByText("Status Terjadwal · manifest terbuka")).toBeTruthy();
    expect(screen.getAllByText(/10\.00 WITA · Gilimanuk - Ketapang · KMP Jatra/).length).toBeGreaterThan(0);
  });
});
