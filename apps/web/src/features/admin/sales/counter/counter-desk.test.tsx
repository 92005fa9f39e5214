import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SaleEditor } from "../sale-form/sale-editor";
import { counterSaleApi, INTERACTION_TIMEOUT_MS, json, postedSales } from "../testing/counter-sale";
import { booking } from "../testing/fixtures";

const confirmed = { ...booking, status: "confirmed", status_label: "Dikonfirmasi", payments: [] };
const sales = counterSaleApi(async () =>
  json({ success: true, data: confirmed, message: "Booking berhasil dibuat" }, 201),
);
const api = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url.startsWith("/api/counter/known-person?nomor_identitas=3510014101900002")) {
    return json({
      success: true,
      data: {
        nama_lengkap: "Siti Aminah",
        jenis_identitas: "KTP",
        nomor_identitas: "3510014101900002",
        jenis_kelamin: "P",
      },
    });
  }
  if (url.startsWith("/api/counter/known-")) return json({ success: true, data: null });
  if (url === "/api/tickets/bookings/7/pdf/thermal_sk") return new Response(new Blob(["%PDF-1.7"]));
  return sales(input, init);
});

beforeEach(() => {
  // Two hours before the fixture's 08.00 WIB sailing.
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-30T23:00:00Z") });
  vi.stubGlobal("fetch", api);
  URL.createObjectURL = vi.fn(() => "blob:tiket");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const nameField = (index = 0) => screen.getAllByLabelText("Nama lengkap")[index] as HTMLInputElement;

describe("the counter desk", () => {
  it(
    "opens on the next departure, fills a repeat customer, adds a child by key, pays with Ctrl+Enter and prints",
    async () => {
      render(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SaleEditor
            mode="loket"
            title="Penjualan Umum"
            description=""
            submitLabel="Simpan & Bayar"
            counter={{ port_id: 1, ticket_template: "thermal_sk" }}
          />
        </QueryClientProvider>,
      );
      await screen.findByRole("button", { name: "Ganti jadwal" });
      await waitFor(() => expect(document.activeElement).toBe(nameField()));

      await userEvent.type(screen.getByLabelText("Nomor identitas"), "3510014101900002");
      await screen.findByText(/Pernah dibeli: Siti Aminah/);
      await userEvent.keyboard("{Enter}");
      expect(nameField().value).toBe("Siti Aminah");
      expect((screen.getByLabelText("Jenis kelamin") as HTMLSelectElement).value).toBe("P");

      await userEvent.keyboard("{Alt>}2{/Alt}");
      await waitFor(() => expect(document.activeElement).toBe(nameField(1)));
      await userEvent.keyboard("Nadia");
      expect((screen.getAllByLabelText("Kategori")[1] as HTMLSelectElement).value).toBe("anak");

      await waitFor(() =>
        expect((screen.getByLabelText("Jumlah bayar") as HTMLInputElement).value).not.toBe(""),
      );
      await waitFor(() =>
        expect(screen.getByRole("button", { name: "Simpan & Bayar" })).toHaveProperty("disabled", false),
      );
      await userEvent.keyboard("{Control>}{Enter}{/Control}");
      expect((await screen.findByTestId("booking-code")).textContent).toBe("K7PX2QAB");
      const [sale] = postedSales(sales);
      expect(sale?.body).toMatchObject({
        schedule_id: 5,
        pemesan_nama: "Siti Aminah",
        passengers: [
          { nama_lengkap: "Siti Aminah", jenis_kelamin: "P", is_child: false },
          { nama_lengkap: "Nadia", is_child: true },
        ],
        payment: { method: "tunai" },
      });
      await waitFor(() => expect(document.querySelector("iframe[title='Tiket K7PX2QAB']")).not.toBeNull());
      expect(api.mock.calls.some(([url]) => String(url) === "/api/tickets/bookings/7/pdf/thermal_sk")).toBe(
        true,
      );

      // Ready for the next buyer on the same sailing.
      expect(screen.getByRole("button", { name: "Ganti jadwal" })).toBeTruthy();
      expect(screen.getAllByLabelText("Nama lengkap")).toHaveLength(1);
      expect(nameField().value).toBe("");
      await waitFor(() => expect(document.activeElement).toBe(nameField()));
    },
    INTERACTION_TIMEOUT_MS,
  );
});
