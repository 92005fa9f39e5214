import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import RefundPenumpangPage from "./refund-penumpang-page";

const route = { nama_rute: "Merak - Bakauheni", port_origin: { zona_waktu: "Asia/Jakarta" } };
const sailing = (status: string) => ({
  id: 4,
  waktu_berangkat: "2026-12-01T01:00:00Z",
  status,
  route,
  ship: null,
});
const refund = (id: number, code: string, status: string, jumlah: number) => ({
  id,
  booking_id: id,
  status: "menunggu",
  alasan: "Jadwal dibatalkan",
  potongan_persen: 0,
  jumlah_kotor: jumlah,
  potongan: 0,
  jumlah_refund: jumlah,
  method: null,
  reference: null,
  catatan: null,
  requested_by_username: "kasir",
  decided_by_username: null,
  decided_at: null,
  created_at: "2026-11-30T03:00:00.000Z",
  booking: { booking_code: code, pemesan_nama: "Budi", status: "confirmed", channel: "loket" },
  schedule: sailing(status),
  items: [],
  komponen: [],
});

const waiting = [
  refund(1, "AAA111", "batal", 22_800),
  refund(2, "BBB222", "batal", 11_400),
  refund(3, "CCC333", "terjadwal", 8_550),
];
/** What the list answers once a bulk approval was sent (the reload after it); by default the same. */
let afterApproval = waiting;

const api = mockApi({
  "GET /api/refunds": () => {
    const sent = api.bodies("POST", "/api/refunds/approve-bulk").length > 0;
    const data = sent ? afterApproval : waiting;
    return { success: true, data, meta: { current_page: 1, last_page: 1, per_page: 15, total: data.length } };
  },
  "POST /api/refunds/approve-bulk": {
    success: true,
    message: "1 refund disetujui, 1 gagal",
    data: {
      disetujui: 1,
      gagal: 1,
      results: [
        {
          id: 1,
          disetujui: true,
          booking_code: "AAA111",
          jumlah_refund: 22_800,
          message: "Refund disetujui",
        },
        {
          id: 2,
          disetujui: false,
          booking_code: null,
          jumlah_refund: null,
          message: "Refund ini sudah diproses",
        },
      ],
    },
  },
});

describe("approving refunds of cancelled sailings in bulk", () => {
  beforeEach(() => {
    afterApproval = waiting;
  });

  it("offers only refunds of cancelled sailings, confirms the total, then shows each outcome", async () => {
    signInStaff(["view refund penumpang", "edit refund penumpang"]);
    renderRoutes([{ path: "/refund-penumpang", element: <RefundPenumpangPage /> }], "/refund-penumpang");
    const first = await screen.findByRole("checkbox", { name: "Pilih refund AAA111" });
    expect(screen.queryByRole("checkbox", { name: "Pilih refund CCC333" })).toBeNull();
    expect(screen.getAllByText("Jadwal dibatalkan operator")).toHaveLength(2);
    const start = screen.getByRole("button", { name: "Setujui terpilih (0)" });
    expect(start).toHaveProperty("disabled", true);
    await userEvent.click(first);
    await userEvent.click(screen.getByRole("checkbox", { name: "Pilih refund BBB222" }));
    await userEvent.click(screen.getByRole("button", { name: "Setujui terpilih (2)" }));
    const confirm = screen.getByRole("dialog", { name: "Setujui refund terpilih?" });
    expect(confirm.textContent).toContain("2 refund dari jadwal yang dibatalkan operator, total Rp 34.200");
    await userEvent.type(within(confirm).getByLabelText("No. Referensi"), "MASSAL-1");
    await userEvent.click(within(confirm).getByRole("button", { name: "Ya, setujui semua" }));
    const result = await screen.findByRole("region", { name: "Hasil persetujuan" });
    expect(result.textContent).toContain("1 disetujui, 1 gagal");
    expect(
      within(result)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["AAA111: Rp 22.800 disetujui", "BBB222: Refund ini sudah diproses"]);
    expect(api.bodies("POST", "/api/refunds/approve-bulk")).toEqual([
      { ids: [1, 2], method: "transfer", reference: "MASSAL-1" },
    ]);
  });

  it("still shows the outcome when the reloaded list has no refund left to approve at once", async () => {
    afterApproval = [{ ...refund(1, "AAA111", "batal", 22_800), status: "disetujui" }];
    signInStaff(["view refund penumpang", "edit refund penumpang"]);
    renderRoutes([{ path: "/refund-penumpang", element: <RefundPenumpangPage /> }], "/refund-penumpang");
    await userEvent.click(await screen.findByRole("checkbox", { name: "Pilih refund AAA111" }));
    await userEvent.click(screen.getByRole("button", { name: "Setujui terpilih (1)" }));
    await userEvent.click(screen.getByRole("button", { name: "Ya, setujui semua" }));
    const result = await screen.findByRole("region", { name: "Hasil persetujuan" });
    // The list reloaded: nothing left to approve at once, so the bar is gone, but not the outcome.
    await waitFor(() => expect(screen.queryByRole("button", { name: /^Setujui terpilih/ })).toBeNull());
    expect(result.isConnected).toBe(true);
    expect(result.textContent).toContain("1 disetujui, 1 gagal");
    await userEvent.click(screen.getByRole("button", { name: "Tutup" }));
    expect(screen.queryByRole("region", { name: "Hasil persetujuan" })).toBeNull();
  });
});
