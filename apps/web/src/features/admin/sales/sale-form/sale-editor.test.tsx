import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Quote } from "../api/booking-types";
import { booking, schedule } from "../testing/fixtures";
import { SaleEditor } from "./sale-editor";

const quote: Quote = {
  subtotal_penumpang: 60000,
  subtotal_kendaraan: 0,
  biaya_asuransi: 2000,
  total_potongan: 0,
  total_harga: 62000,
  passengers: [
    { nama_lengkap: "Penumpang 1", harga: 60000, potongan: 0, free_rider: false, seat_taken: true },
  ],
  vehicles: [],
  potongan: [],
};

const refusals = [
  {
    status: 422,
    body: {
      success: false,
      code: "VALIDATION_ERROR",
      message: "Data tidak valid",
      errors: { "passengers.0.nomor_identitas": ["Nomor identitas sudah dipakai penumpang lain"] },
    },
  },
  {
    status: 409,
    body: {
      success: false,
      code: "QUOTA_EXCEEDED",
      message: "Kuota Ekonomi Dewasa tidak mencukupi (sisa 0)",
    },
  },
];

const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const url = String(input).replace(/\?.*$/, "");
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  if (url === "/api/public/ports") return json({ success: true, data: [] });
  if (url === "/api/public/schedules/available") return json({ success: true, data: [schedule] });
  if (url === "/api/bookings/quote") return json({ success: true, data: quote });
  if (url === "/api/bookings") {
    const refusal = refusals.shift();
    if (refusal) return json(refusal.body, refusal.status);
    const confirmed = { ...booking, status: "confirmed", status_label: "Dikonfirmasi", payments: [] };
    return json({ success: true, data: confirmed, message: "Booking berhasil dibuat" }, 201);
  }
  return json({ success: false, code: "ROUTE_NOT_FOUND" }, 404);
});

const posts = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === "/api/bookings")
    .map(([, init]) => ({
      key: (init?.headers as Record<string, string> | undefined)?.["Idempotency-Key"],
      body: JSON.parse(String(init?.body)),
    }));

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => vi.unstubAllGlobals());

describe("counter sale", () => {
  it("prices live, keeps what was typed on refusals, reuses the key only for the same submission", async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SaleEditor mode="loket" title="Penjualan Umum" description="" submitLabel="Simpan & Bayar" />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole("button", { name: /MRK-BKH · Merak - Bakauheni/ }));
    expect(screen.getByText("08.00 WIB")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Nama lengkap"), "Ani Lestari");
    await userEvent.type(screen.getByLabelText("Nomor identitas"), "123");
    await userEvent.type(screen.getByLabelText("Nama pemesan"), "Ani Lestari");

    // The live price: the typed name, the insurance line, and the amount to pay following the total.
    await waitFor(() => expect(screen.getByTestId("price-total").textContent).toBe("Rp 62.000"), {
      timeout: 2000,
    });
    expect(
      within(screen.getByRole("list", { name: "Harga penumpang" })).getByText("Ani Lestari"),
    ).toBeTruthy();
    expect(screen.getByText("Iuran asuransi")).toBeTruthy();
    const amount = screen.getByLabelText("Jumlah bayar") as HTMLInputElement;
    await waitFor(() => expect(amount.value).toBe("62000"));
    await userEvent.clear(amount);
    await userEvent.type(amount, "100000");
    expect(screen.getByText("Kembalian").nextElementSibling?.textContent).toBe("Rp 38.000");

    const save = screen.getByRole("button", { name: "Simpan & Bayar" });
    await userEvent.click(save);
    expect(await screen.findByText("Nomor identitas sudah dipakai penumpang lain")).toBeTruthy();
    await userEvent.click(save);
    expect(await screen.findAllByText("Kuota Ekonomi Dewasa tidak mencukupi (sisa 0)")).not.toHaveLength(0);
    expect((screen.getByLabelText("Nama lengkap") as HTMLInputElement).value).toBe("Ani Lestari");

    await userEvent.type(screen.getByLabelText("Telepon pemesan"), "0812");
    await userEvent.click(save);
    expect(await screen.findByTestId("booking-code")).toBeTruthy();
    expect(screen.getByTestId("booking-code").textContent).toBe("K7PX2QAB");
    expect(screen.getAllByText("Dikonfirmasi").length).toBeGreaterThan(0);

    const [first, second, third] = posts();
    expect(first?.key).toBe(second?.key);
    expect(third?.key).not.toBe(first?.key);
    expect(first?.body).toMatchObject({
      schedule_id: 5,
      pemesan_nama: "Ani Lestari",
      passengers: [
        { ticket_price_id: 11, nama_lengkap: "Ani Lestari", is_infant: false, nomor_identitas: "123" },
      ],
      payment: { method: "tunai", amount: 62000 },
    });

    await userEvent.click(screen.getByRole("button", { name: "Penjualan Baru" }));
    expect((screen.getByLabelText("Nama lengkap") as HTMLInputElement).value).toBe("");
  });
});
