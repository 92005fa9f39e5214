import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  counterSaleApi,
  INTERACTION_TIMEOUT_MS,
  json,
  postedSales,
  typedCounterSale,
} from "../testing/counter-sale";
import { booking } from "../testing/fixtures";

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

const fetchMock = counterSaleApi(async () => {
  const refusal = refusals.shift();
  if (refusal) return json(refusal.body, refusal.status);
  const confirmed = { ...booking, status: "confirmed", status_label: "Dikonfirmasi", payments: [] };
  return json({ success: true, data: confirmed, message: "Booking berhasil dibuat" }, 201);
});

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => vi.unstubAllGlobals());

describe("counter sale", () => {
  it(
    "prices live, keeps what was typed on refusals, reuses the key only for the same submission",
    async () => {
      const save = await typedCounterSale();
      expect(screen.getByText("08.00 WIB")).toBeTruthy();

      // The live price: the typed name, the insurance line, and the amount to pay following the total.
      expect(
        within(screen.getByRole("list", { name: "Harga penumpang" })).getByText("Ani Lestari"),
      ).toBeTruthy();
      expect(screen.getByText("Iuran Wajib Jasa Raharja (dipungut untuk pihak ketiga)")).toBeTruthy();
      const amount = screen.getByLabelText("Jumlah bayar") as HTMLInputElement;
      await waitFor(() => expect(amount.value).toBe("62000"));
      await userEvent.clear(amount);
      await userEvent.type(amount, "100000");
      expect(screen.getByText("Kembalian").nextElementSibling?.textContent).toBe("Rp 38.000");

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

      const [first, second, third] = postedSales(fetchMock);
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
    },
    INTERACTION_TIMEOUT_MS,
  );
});
