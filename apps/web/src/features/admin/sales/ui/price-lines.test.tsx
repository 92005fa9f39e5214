import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PriceLines } from "./price-lines";

const totals = {
  subtotal_penumpang: 22_800,
  subtotal_kendaraan: 200_000,
  total_potongan: 2_280,
  biaya_komponen: 56_000,
  total_harga: 276_520,
  komponen: [
    { nama: "Jasa Pelabuhan / Pas Masuk", pemilik: "operator" as const, jumlah: 54_000 },
    { nama: "Iuran Wajib Jasa Raharja", pemilik: "pihak_ketiga" as const, jumlah: 2_000 },
  ],
};

const amountOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe("PriceLines", () => {
  it("shows one line per fare component, a third party's marked, after the discount and before the total", () => {
    render(<PriceLines totals={totals} discounts={["Promo Uji"]} />);
    expect(amountOf("Subtotal penumpang")).toBe("Rp 22.800");
    expect(amountOf("Potongan (Promo Uji)")).toBe("− Rp 2.280");
    expect(amountOf("Jasa Pelabuhan / Pas Masuk")).toBe("Rp 54.000");
    expect(amountOf("Iuran Wajib Jasa Raharja (dipungut untuk pihak ketiga)")).toBe("Rp 2.000");
    expect(screen.getByTestId("price-total").textContent).toBe("Rp 276.520");
    const labels = screen.getAllByRole("term").map((term) => term.textContent);
    expect(labels).toEqual([
      "Subtotal penumpang",
      "Subtotal kendaraan",
      "Potongan (Promo Uji)",
      "Jasa Pelabuhan / Pas Masuk",
      "Iuran Wajib Jasa Raharja (dipungut untuk pihak ketiga)",
      "Total",
    ]);
  });

  it("shows no component line and no insurance line when the sale has none", () => {
    render(<PriceLines totals={{ ...totals, komponen: [], biaya_komponen: 0, total_harga: 220_520 }} />);
    expect(screen.queryByText(/asuransi|pihak ketiga/i)).toBeNull();
    expect(screen.getByTestId("price-total").textContent).toBe("Rp 220.520");
  });
});
