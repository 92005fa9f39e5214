import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import RefundKendaraanPage from "./refund-kendaraan-page";
import RefundPenumpangPage from "./refund-penumpang-page";

// 10.00 WITA at Gilimanuk (02.00 UTC, 09.00 in Jakarta).
const route = { nama_rute: "Gilimanuk - Ketapang", port_origin: { zona_waktu: "Asia/Makassar" } };
const schedule = {
  id: 3,
  waktu_berangkat: "2026-11-24T02:00:00.000Z",
  route,
  ship: { nama: "KMP Nusa Jaya" },
};
const seat = (id: number, sisa_kuota: number, cargo_type: Record<string, string | null>) => ({
  id,
  sisa_kuota,
  cargo_type: { nama: "", golongan: null, kelas: null, kelompok_umur: null, ...cargo_type },
});
const economy = { kategori: "penumpang", kelas: "Ekonomi", kelompok_umur: "Dewasa" };
const car = { kategori: "kendaraan", golongan: "IVA" };
const sailing = (id: number, waktu_berangkat: string, economyLeft: number) => ({
  id,
  waktu_berangkat,
  route,
  ship: { nama: "KMP Nusa Jaya" },
  available_seats: [seat(id * 10, economyLeft, economy), seat(id * 10 + 1, 30, car)],
});
const refund = (id: number, status: string) => ({
  id,
  booking_id: 9,
  status,
  alasan: "Batal berangkat",
  potongan_persen: 25,
  jumlah_kotor: 11_400,
  potongan: 2_850,
  jumlah_refund: 8_550,
  method: null,
  reference: null,
  catatan: null,
  requested_by_username: "keuangan",
  decided_by_username: null,
  decided_at: null,
  created_at: "2026-11-23T03:00:00.000Z",
  booking: { booking_code: "ABCD2345", pemesan_nama: "Budi Santoso", status: "confirmed", channel: "loket" },
  schedule,
  items: [
    { jenis: "penumpang", ticket_id: 41, kode_tiket: "ABCD2345-P01", nama: "Budi Santoso", amount: 11_400 },
  ],
  komponen: [],
});
/** The port fee of the ticket, returned before boarding (decision 044). */
const portFee = {
  booking_fare_component_id: 3,
  jenis: "penumpang",
  ticket_id: 41,
  component_id: 2,
  nama: "Pas Masuk",
  pemilik: "pihak_ketiga",
  aturan_refund: "sebelum_boarding",
  dibayar: 3_000,
  dikembalikan: 3_000,
};
const page = (data: unknown[]) => ({
  success: true,
  data,
  meta: { current_page: 1, last_page: 1, per_page: 15, total: data.length },
});

const api = mockApi({
  "GET /api/refunds": page([{ ...refund(5, "menunggu"), jumlah_kotor: 14_400, komponen: [portFee] }]),
  "/api/refunds/booking": {
    success: true,
    data: {
      id: 9,
      booking_code: "ABCD2345",
      status: "confirmed",
      channel: "loket",
      pemesan_nama: "Budi Santoso",
      schedule,
      tickets: [
        {
          jenis: "penumpang",
          ticket_id: 41,
          kode_tiket: "ABCD2345-P01",
          nama: "Budi Santoso",
          amount: 11_400,
          status_tiket: "aktif",
          refund_status: null,
        },
        {
          jenis: "penumpang",
          ticket_id: 42,
          kode_tiket: "ABCD2345-P02",
          nama: "Siti Aminah",
          amount: 11_400,
          status_tiket: "digunakan",
          refund_status: null,
        },
      ],
    },
  },
  "/api/refunds/quote": {
    success: true,
    data: {
      booking_id: 9,
      booking_code: "ABCD2345",
      batas_refund_jam: 2,
      potongan_persen: 25,
      tarif_angkutan: 11_400,
      jumlah_kotor: 14_400,
      potongan: 2_850,
      jumlah_refund: 11_550,
      komponen: [portFee],
      tickets: [],
    },
  },
  "POST /api/refunds": () =>
    jsonResponse(
      { success: true, data: refund(6, "menunggu"), message: "Permintaan refund berhasil diajukan" },
      201,
    ),
  "/api/refunds/5/approve": { success: true, data: refund(5, "disetujui"), message: "Refund disetujui" },
  "/api/refunds/5/reject": { success: true, data: refund(5, "ditolak"), message: "Refund ditolak" },
  "/api/bookings/9/reschedule/options": {
    success: true,
    // Sailing 7 has vehicle places but no economy seat: not offered to a booking with passengers.
    data: [sailing(4, "2026-11-24T05:00:00.000Z", 50), sailing(7, "2026-11-24T07:00:00.000Z", 0)],
  },
  "/api/bookings/9/reschedule/quote": {
    success: true,
    data: {
      booking_id: 9,
      to_schedule_id: 4,
      waktu_berangkat: "2026-11-24T05:00:00.000Z",
      biaya: 10_000,
      selisih_harga: 0,
      total_bayar: 10_000,
    },
  },
  "/api/bookings/9/reschedule": { success: true, data: {}, message: "Booking berhasil dipindah jadwal" },
});

const ALL = ["view refund penumpang", "create refund penumpang", "edit refund penumpang", "edit booking"];
const renderPage = () =>
  renderRoutes(
    [
      { path: "/refund-penumpang", element: <RefundPenumpangPage /> },
      { path: "/refund-kendaraan/:scheduleId", element: <RefundKendaraanPage /> },
    ],
    "/refund-penumpang",
  );

afterEach(() => {
  act(() => toast.remove());
});

describe("refund pages", () => {
  it("finds a booking, quotes the picked ticket and asks for the refund", async () => {
    signInStaff(ALL);
    renderPage();
    await userEvent.type(screen.getByLabelText("Kode booking"), "abcd2345");
    await userEvent.click(screen.getByRole("button", { name: "Cari" }));
    const first = await screen.findByRole("checkbox", { name: /ABCD2345-P01/ });
    expect(screen.getByText(/Gilimanuk - Ketapang · 24\/11\/2026 10\.00 WITA/)).toBeTruthy();
    expect(screen.getByText(/Budi Santoso · Dikonfirmasi/)).toBeTruthy();
    expect(first.closest("label")?.textContent).toContain("Aktif");
    expect(screen.getByRole("checkbox", { name: /ABCD2345-P02/ }).closest("label")?.textContent).toContain(
      "Digunakan",
    );
    expect((screen.getByRole("checkbox", { name: /ABCD2345-P02/ }) as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(first);
    await userEvent.click(screen.getByRole("button", { name: "Hitung Refund" }));
    const quote = await screen.findByRole("region", { name: "Rincian refund" });
    expect(quote.textContent).toContain("Tarif Jasa Angkutan: Rp 11.400");
    expect(quote.textContent).toContain(
      "Pas Masuk (dipungut untuk pihak ketiga): Rp 3.000 dari Rp 3.000 · Dikembalikan sebelum boarding dibuka",
    );
    expect(quote.textContent).toContain("Potongan (25%): Rp 2.850");
    expect(quote.textContent).toContain("Potongan hanya dari tarif jasa angkutan");
    expect(quote.textContent).toContain("Rp 11.550");
    await userEvent.type(within(quote).getByLabelText("Alasan refund"), "Batal berangkat");
    await userEvent.click(within(quote).getByRole("button", { name: "Ajukan Refund" }));
    expect(await screen.findByText("Permintaan refund berhasil diajukan")).toBeTruthy();
    expect(api.bodies("POST", "/api/refunds")).toEqual([
      { booking_id: 9, tickets: [{ jenis: "penumpang", ticket_id: 41 }], alasan: "Batal berangkat" },
    ]);
    expect(api.calls.find((call) => call.path === "/api/refunds/booking")?.query.get("code")).toBe(
      "ABCD2345",
    );
  });

  it("approves with method and reference after a confirmation, and rejects only with a reason", async () => {
    signInStaff(ALL);
    renderPage();
    const row = (await screen.findByText("Batal berangkat")).closest("tr") as HTMLElement;
    // The amount shows its parts: the transport fare and the port fee going back.
    expect(row.textContent).toContain("Tarif Jasa Angkutan: Rp 11.400");
    expect(row.textContent).toContain("Pas Masuk (dipungut untuk pihak ketiga): Rp 3.000 dari Rp 3.000");
    await userEvent.click(within(row).getByRole("button", { name: "Setujui" }));
    await userEvent.selectOptions(screen.getByLabelText("Metode pengembalian"), "transfer");
    await userEvent.type(screen.getByLabelText("No. Referensi"), "TRF-9");
    await userEvent.click(screen.getByRole("button", { name: "Ya, setujui" }));
    expect(await screen.findByText("Refund disetujui")).toBeTruthy();
    expect(api.bodies("POST", "/api/refunds/5/approve")).toEqual([
      { method: "transfer", reference: "TRF-9", catatan: null },
    ]);
    await userEvent.click(within(row).getByRole("button", { name: "Tolak" }));
    await userEvent.click(screen.getByRole("button", { name: "Ya, tolak" }));
    expect(await screen.findByText("Alasan penolakan wajib diisi")).toBeTruthy();
    expect(api.bodies("POST", "/api/refunds/5/reject")).toEqual([]);
    await userEvent.type(screen.getByLabelText("Alasan penolakan"), "Tidak sesuai");
    await userEvent.click(screen.getByRole("button", { name: "Ya, tolak" }));
    expect(await screen.findByText("Refund ditolak")).toBeTruthy();
    expect(api.bodies("POST", "/api/refunds/5/reject")).toEqual([{ catatan: "Tidak sesuai" }]);
  });

  it("reschedules: picks a sailing, shows fee and difference, confirms", async () => {
    signInStaff(ALL);
    renderPage();
    await userEvent.type(screen.getByLabelText("Kode booking"), "ABCD2345");
    await userEvent.click(screen.getByRole("button", { name: "Cari" }));
    await userEvent.click(await screen.findByRole("button", { name: "Reschedule" }));
    const select = await screen.findByLabelText("Jadwal tujuan");
    await screen.findByRole("option", {
      name: "24/11/2026 13.00 WITA · KMP Nusa Jaya · Ekonomi 50 · Gol IVA 30",
    });
    expect(screen.queryByRole("option", { name: /15\.00 WITA/ })).toBeNull();
    await userEvent.selectOptions(select, "4");
    const cost = await screen.findByRole("region", { name: "Biaya reschedule" });
    expect(cost.textContent).toContain("Rp 10.000");
    await userEvent.click(screen.getByRole("button", { name: "Ya, pindahkan" }));
    expect(await screen.findByText("Booking berhasil dipindah jadwal")).toBeTruthy();
    expect(api.bodies("POST", "/api/bookings/9/reschedule")).toEqual([
      { to_schedule_id: 4, method: "tunai", reference: null },
    ]);
  });

  it("hides request and decisions without the permissions; the sailing page lists one schedule", async () => {
    signInStaff(["view refund kendaraan"]);
    renderRoutes(
      [{ path: "/refund-kendaraan/:scheduleId", element: <RefundKendaraanPage /> }],
      "/refund-kendaraan/3",
    );
    await screen.findByText("Batal berangkat");
    expect(
      screen.getByText("Jadwal: Gilimanuk - Ketapang · 24/11/2026 10.00 WITA · KMP Nusa Jaya"),
    ).toBeTruthy();
    expect(screen.queryByText(/#3/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Setujui" })).toBeNull();
    expect(screen.queryByLabelText("Kode booking")).toBeNull();
    const call = api.calls.find((item) => item.path === "/api/refunds");
    expect(call?.query.get("schedule_id")).toBe("3");
    expect(call?.query.get("jenis")).toBe("kendaraan");
  });
});
