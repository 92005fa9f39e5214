import { ALL_PERMISSIONS } from "@ferry/shared/permissions";
import { visibleMenu } from "@ferry/shared/staff-menu";
import { describe, expect, it } from "vitest";
import { createTestUser, signIn } from "../../test/accounts";
import { buildTestApp } from "../../test/app";
import { adminClient } from "../../test/voyage-fixtures";

/**
 * The first call each back-office page makes to load its data. Pages still under development (they make
 * no call yet) map to null. A page of the menu missing here fails the test, so new pages must be added.
 */
const PAGE_CALLS: Record<string, string | null> = {
  "/dashboard": "/dashboard/today",
  "/kapal": "/ships",
  "/abk": "/crew",
  "/muatan": "/cargo-types",
  "/kapal-laporan": "/ships/report",
  "/pelabuhan": "/ports",
  "/rute": "/routes",
  "/harga-muatan": "/ticket-prices",
  "/kapasitas": "/ship-capacities",
  "/jadwal": "/schedules",
  "/integrasi-seapass": null,
  "/pelayaran-laporan": null,
  "/keuangan-laporan": "/reports/finance",
  "/keuangan-setoran-komponen": "/reports/fare-remittance",
  "/booking/create": "/bookings",
  "/booking/ekspedisicreate": "/bookings",
  "/booking-ekspedisi": "/bookings?channel=ekspedisi",
  "/booking": "/bookings?payment_status=menunggu",
  "/embarkasi": null,
  "/scan-tiket": null,
  "/scan-batal": null,
  "/cetak-tiket": null,
  "/shift-kasir": "/cashier-shifts/current",
  "/shift-kasir/persetujuan": "/cashier-shifts/report",
  "/manifest-penumpang": null,
  "/manifest-kendaraan": null,
  "/agen-booking": "/bookings",
  "/agen-laporan": "/bookings/agent-report",
  "/history-plafon": "/agents/ledger",
  "/tambah-saldo": "/agents/topups",
  "/IIbooking": "/bookings?payment_status=menunggu",
  "/IIbooking-ekspedisi": "/bookings?channel=ekspedisi",
  "/limit-jual": "/sales-limits?schedule_id=1",
  "/potongan-penumpang": "/discounts/penumpang",
  "/potongan-kendaraan": "/discounts/kendaraan",
  "/refund-penumpang": null,
  "/refund-kendaraan": null,
  "/pengguna": "/users",
  "/permission": "/roles",
  "/log-pengguna": "/activity-logs",
  "/activity-logs": null,
  "/notifikasi-keluar": "/notices",
  "/management": "/settings/sales",
  "/plafon-ekspedisi": "/expedition-companies",
  "/plafon-agen": "/agents",
  "/plafon-admin": "/credit-limits",
  "/data-informasi": "/informations",
  "/kategori-informasi": "/categories",
  "/konten": "/company/informations",
  "/perusahaan": "/company/settings",
  "/terms-condition": "/ticket-terms",
};

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe("menu and server agree", () => {
  it("never shows a menu entry whose data the server refuses, through random edits of a role", async () => {
    const app = await buildTestApp();
    try {
      const admin = await adminClient(app);
      // createTestUser gives the user one role of its own, `role_<username>`: the role the rounds edit.
      await createTestUser(app, { username: "penjual", permissions: [] });
      const roles = (await admin.call("GET", "/roles")).json().data as { id: number; name: string }[];
      const roleId = roles.find((row) => row.name === "role_penjual")?.id;
      const { authorization } = await signIn(app, "penjual");
      const next = random(20261123);

      for (let round = 0; round < 12; round++) {
        const granted = ALL_PERMISSIONS.filter(() => next() < 0.35);
        const saved = await admin.call("PUT", `/roles/${roleId}`, {
          name: "role_penjual",
          permissions: granted,
        });
        expect(saved.statusCode, saved.body).toBe(200);
        const paths = visibleMenu(new Set(granted)).flatMap((item) =>
          item.children ? item.children.map((entry) => entry.path ?? "") : [item.path ?? ""],
        );
        for (const path of paths) {
          expect(path in PAGE_CALLS, `menu path ${path} has no entry in PAGE_CALLS`).toBe(true);
          const call = PAGE_CALLS[path];
          if (!call) continue;
          const answer = await app.inject({ method: "GET", url: `/api${call}`, headers: { authorization } });
          expect(
            answer.statusCode,
            `round ${round}: ${path} -> ${call} with [${granted.join(", ")}]`,
          ).not.toBe(403);
        }
      }
    } finally {
      await app.close();
    }
  }, 120_000);
});
