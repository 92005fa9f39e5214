import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, vi } from "vitest";
import type { Quote } from "../api/booking-types";
import { SaleEditor } from "../sale-form/sale-editor";
import { schedule } from "./fixtures";

export const quote: Quote = {
  subtotal_penumpang: 60000,
  subtotal_kendaraan: 0,
  biaya_komponen: 2000,
  komponen: [{ nama: "Iuran Wajib Jasa Raharja", pemilik: "pihak_ketiga", jumlah: 2000 }],
  total_potongan: 0,
  total_harga: 62000,
  passengers: [
    {
      nama_lengkap: "Penumpang 1",
      is_child: false,
      is_infant: false,
      free_rider: false,
      seat_taken: true,
      harga: 60000,
      potongan: 0,
      komponen: [],
    },
  ],
  vehicles: [],
  potongan: [],
};

/** Typing a whole sale takes seconds on a busy 2-core machine: the timeout of a test that does. */
export const INTERACTION_TIMEOUT_MS = 30_000;

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/**
 * A stand-in for the API as the counter sale form reads it (ports, sailings, the quote); each
 * `POST /api/bookings` is answered by `sell`. Install it with `vi.stubGlobal("fetch", api)`.
 */
export function counterSaleApi(sell: () => Promise<Response>) {
  return vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input).replace(/\?.*$/, "");
    if (url === "/api/public/ports") return json({ success: true, data: [] });
    if (url === "/api/public/schedules/available") return json({ success: true, data: [schedule] });
    if (url === "/api/bookings/quote") return json({ success: true, data: quote });
    if (url === "/api/bookings") return sell();
    return json({ success: false, code: "ROUTE_NOT_FOUND" }, 404);
  });
}

/** The sales the form sent: each one's Idempotency-Key and body. */
export function postedSales(api: ReturnType<typeof counterSaleApi>) {
  return api.mock.calls
    .filter(([url]) => String(url) === "/api/bookings")
    .map(([, init]) => ({
      key: (init?.headers as Record<string, string> | undefined)?.["Idempotency-Key"],
      body: JSON.parse(String(init?.body)),
    }));
}

/** The counter sale form with one adult typed in and priced; answers its save button. */
export async function typedCounterSale() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SaleEditor mode="loket" title="Penjualan Umum" description="" submitLabel="Simpan & Bayar" />
    </QueryClientProvider>,
  );
  await userEvent.click(await screen.findByRole("button", { name: /MRK-BKH · Merak - Bakauheni/ }));
  await userEvent.type(screen.getByLabelText("Nama lengkap"), "Ani Lestari");
  await userEvent.type(screen.getByLabelText("Nomor identitas"), "123");
  await userEvent.type(screen.getByLabelText("Nama pemesan"), "Ani Lestari");
  await waitFor(() => expect(screen.getByTestId("price-total").textContent).toBe("Rp 62.000"), {
    timeout: 2000,
  });
  // A quote asked again after the last keystroke relabels the button while it is pending: wait it out.
  return screen.findByRole("button", { name: "Simpan & Bayar" }, { timeout: 2000 });
}
