import { ONLINE_BOOKING_MESSAGES } from "@ferry/shared/online-booking";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi, notFound } from "../../../test/mock-api";
import { renderAt } from "../../../test/render";
import { CUSTOMER_PROFILE, profileAnswer, signInCustomer } from "../customer-fixtures";

let enabled = false;
// The pages are lazily loaded chunks: slow under a full parallel run.
const LAZY = { timeout: 10_000 };
const seat = (id: number, kategori: string, nama: string, harga: number) => ({
  id,
  ticket_price_id: id + 100,
  harga,
  harga_muatan: null,
  kapasitas: 50,
  terjual: 0,
  sisa_kuota: 50,
  cargo_type: { id, kategori, nama, golongan: kategori === "kendaraan" ? "II" : null, deskripsi: null },
});
const port = (nama: string) => ({ id: 1, nama, kode: nama.slice(0, 3), zona_waktu: "Asia/Jakarta" });
const SCHEDULE = {
  id: 5,
  waktu_berangkat: "2030-01-02T01:00:00.000Z",
  waktu_tiba: "2030-01-02T03:00:00.000Z",
  duration_minutes: 120,
  status: "terjadwal",
  route: {
    kode_rute: "MRK-BKH",
    nama_rute: "Merak - Bakauheni",
    port_origin: port("Merak"),
    port_destination: port("Bakauheni"),
  },
  ship: { nama: "KMP Nusa" },
  available_seats: [
    seat(1, "penumpang", "Penumpang Ekonomi Dewasa", 25_000),
    seat(2, "kendaraan", "Sepeda motor", 60_000),
    { ...seat(3, "penumpang", "Penumpang Bisnis Dewasa", 40_000), terjual: 50, sisa_kuota: 0 },
  ],
};
const BOOKING = {
  booking_code: "ABCD2345",
  status: "waiting_payment",
  status_label: "Menunggu Pembayaran",
  created_at: "2029-12-30T01:00:00.000Z",
  subtotal_penumpang: 25_000,
  subtotal_kendaraan: 0,
  total_potongan: 0,
  biaya_komponen: 0,
  total_harga: 25_000,
  komponen: [],
  pemesan_email: "sari@contoh.id",
  pemesan_telepon: "081234567890",
  kirim_etiket: true,
  total_dibayar: 0,
  sisa_tagihan: 25_000,
  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  schedule: {
    waktu_berangkat: SCHEDULE.waktu_berangkat,
    waktu_tiba: SCHEDULE.waktu_tiba,
    route: SCHEDULE.route,
    ship: SCHEDULE.ship,
  },
  passengers: [
    {
      id: 9,
      vehicle_id: null,
      nama_lengkap: "Sari Wulandari",
      jenis_identitas: "KTP",
      nomor_identitas: "3510",
      jenis_kelamin: "P",
      usia: 35,
      is_child: false,
      is_infant: false,
      kelas: "Ekonomi",
      harga: 25_000,
      komponen: [],
    },
  ],
  vehicles: [],
  payments: [],
  tickets: { passenger_tickets: [], vehicle_tickets: [], print_available: false },
  print_available: false,
  proof_waiting: false,
  can_upload_proof: true,
  can_cancel: true,
  can_correct: true,
  payment_instructions: {
    provider: "bank_transfer",
    label: "Transfer Bank",
    amount: 25_000,
    deadline: new Date(Date.now() + 3_600_000).toISOString(),
    accounts: [{ nama_bank: "Bank Mandiri", nomor_rekening: "1370012345678", atas_nama: "PT Ferry" }],
    steps: ["Transfer tepat Rp 25.000 ke rekening di atas."],
  },
};
const api = mockApi(
  {
    "/api/user/profile": () => jsonResponse(profileAnswer(CUSTOMER_PROFILE)),
    "/api/public/online-booking": () => ({ success: true, data: { enabled } }),
    "/api/customer/departures": {
      success: true,
      data: [SCHEDULE],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
    },
    "/api/customer/departures/5": { success: true, data: SCHEDULE },
    "/api/customer/departures/6": () =>
      jsonResponse(
        {
          success: false,
          code: "VALIDATION_ERROR",
          error_code: "VALIDATION_ERROR",
          message: ONLINE_BOOKING_MESSAGES.closed(60),
          errors: { schedule_id: [ONLINE_BOOKING_MESSAGES.closed(60)] },
        },
        422,
      ),
    "POST /api/customer/bookings/quote": {
      success: true,
      data: {
        subtotal_penumpang: 50_000,
        subtotal_kendaraan: 0,
        biaya_komponen: 2_000,
        komponen: [{ nama: "Iuran Wajib Jasa Raharja", pemilik: "pihak_ketiga", jumlah: 2_000 }],
        total_potongan: 0,
        total_harga: 52_000,
        potongan: [],
      },
    },
    "/api/customer/bookings": {
      success: true,
      data: [{ id: 1, ...BOOKING, jumlah_penumpang: 1, jumlah_kendaraan: 0, pembayaran_menunggu: 0 }],
      meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 },
    },
    "/api/customer/bookings/ABCD2345": { success: true, data: BOOKING },
    "POST /api/customer/bookings/ABCD2345/cancel": {
      success: true,
      message: "Booking berhasil dibatalkan",
      data: {
        ...BOOKING,
        status: "cancel",
        status_label: "Dibatalkan",
        can_cancel: false,
        payment_instructions: null,
      },
    },
  },
  { fallback: notFound },
);

describe("the customer's booking pages", () => {
  it("keep the booking placeholder while online booking is off", async () => {
    enabled = false;
    signInCustomer();
    renderAt("/customer/booking");
    expect(
      await screen.findByRole("heading", { name: "Pemesanan Tiket Online Sedang Dalam Pengembangan" }, LAZY),
    ).toBeTruthy();
  });

  it("list and open the customer's bookings in the history whatever the setting", async () => {
    enabled = false;
    signInCustomer();
    renderAt("/customer/history");
    await userEvent.click(await screen.findByRole("button", { name: /ABCD2345/ }, LAZY));
    expect(await screen.findByText("1370012345678")).toBeTruthy();
    expect(screen.getByTestId("e-ticket-delivery").textContent).toBe(
      "E-tiket dikirim ke sari@contoh.id dan 081234567890 setelah booking dikonfirmasi.",
    );
  }, 20_000);

  it("list the customer's bookings and open one with its payment, and cancel it after confirming", async () => {
    enabled = true;
    signInCustomer();
    renderAt("/customer/history");
    await userEvent.click(await screen.findByRole("button", { name: /ABCD2345/ }, LAZY));
    expect(await screen.findByText("1370012345678")).toBeTruthy();
    expect(screen.getByTestId("countdown").textContent).toMatch(/^00:5\d:\d\d$|^01:00:00$/);
    expect(screen.getByLabelText(/Bukti transfer/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Batalkan Booking" }));
    const dialog = screen.getByRole("dialog", { name: "Batalkan Booking" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Ya, Batalkan" }));
    expect(await screen.findByText("Booking berhasil dibatalkan")).toBeTruthy();
    expect(api.bodies("POST", "/api/customer/bookings/ABCD2345/cancel")).toHaveLength(1);
  });

  it("prefill the profile as the first passenger and show the form's errors before booking", async () => {
    enabled = true;
    signInCustomer();
    renderAt("/customer/booking?schedule=5&entry=101");
    const names = await screen.findAllByLabelText("Nama lengkap", {}, LAZY);
    expect((names[0] as HTMLInputElement).value).toBe("Sari Wulandari");
    // The customer has an e-mail: 'Kirim e-tiket' starts on.
    expect((screen.getByRole("checkbox", { name: "Kirim e-tiket" }) as HTMLInputElement).checked).toBe(true);
    // A class with no seat left does not look available: marked `habis` and not selectable.
    const soldOut = screen.getAllByRole("option", { name: "Penumpang Bisnis Dewasa · Rp 40.000 · habis" });
    expect(soldOut.every((choice) => (choice as HTMLOptionElement).disabled)).toBe(true);
    expect((await screen.findByTestId("quote-total", {}, LAZY)).textContent).toBe("Rp 52.000");
    const levy = screen.getByText("Iuran Wajib Jasa Raharja (dipungut untuk pihak ketiga)");
    expect(levy.nextElementSibling?.textContent).toBe("Rp 2.000");
    await userEvent.click(screen.getByRole("button", { name: "Tambah Penumpang" }));
    await userEvent.click(screen.getByRole("button", { name: "Pesan Sekarang" }));
    expect(await screen.findByText("Nama lengkap wajib diisi")).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Konfirmasi Pemesanan" })).toBeNull();
    expect(api.bodies("POST", "/api/customer/bookings")).toHaveLength(0);
  });

  it("offer only the sailings open for online sale, and say so for one that has closed", async () => {
    enabled = true;
    signInCustomer();
    renderAt("/customer/booking");
    await userEvent.click(
      await screen.findByRole("button", { name: "Pilih jadwal Merak - Bakauheni" }, LAZY),
    );
    expect(await screen.findAllByLabelText("Nama lengkap", {}, LAZY)).toBeTruthy();
    expect(api.calls.some((call) => call.path === "/api/public/schedules/available")).toBe(false);

    renderAt("/customer/booking?schedule=6");
    expect(await screen.findByText(ONLINE_BOOKING_MESSAGES.closed(60), {}, LAZY)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pilih jadwal lain" })).toBeTruthy();
  });
});
