import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { PaymentBlock } from "./payment-block";
import { parseRupiah, settle } from "./payment-math";
import { emptyPayment } from "./sale-values";

function Harness({ due }: { due: number | null }) {
  const [value, setValue] = useState(emptyPayment);
  return <PaymentBlock value={value} onChange={setValue} due={due} />;
}

const line = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe("payment math", () => {
  it("gives change for cash above the amount due and records at most the amount due", () => {
    expect(settle("tunai", "200000", 150000)).toEqual({
      received: 200000,
      amount: 150000,
      change: 50000,
      remaining: 0,
    });
    expect(settle("qris", "200000", 150000)).toEqual({
      received: 200000,
      amount: 150000,
      change: 0,
      remaining: 0,
    });
    expect(settle("tunai", "100.000", 150000)).toEqual({
      received: 100000,
      amount: 100000,
      change: 0,
      remaining: 50000,
    });
    expect(settle("tunai", "", 150000)).toEqual({ received: null, amount: 0, change: 0, remaining: 150000 });
    expect(parseRupiah("Rp 1.250.000")).toBe(1250000);
  });
});

describe("payment block", () => {
  it("starts at the amount due and shows the change for cash paid above it", async () => {
    render(<Harness due={150000} />);
    const amount = screen.getByLabelText("Jumlah bayar") as HTMLInputElement;
    expect(amount.value).toBe("150000");
    expect(screen.queryByText("Kembalian")).toBeNull();
    await userEvent.clear(amount);
    await userEvent.type(amount, "200000");
    expect(line("Kembalian")).toBe("Rp 50.000");
    expect(line("Dibayar")).toBe("Rp 150.000");
    await userEvent.click(screen.getByRole("button", { name: /Uang pas/ }));
    expect(amount.value).toBe("150000");
    expect(screen.queryByText("Kembalian")).toBeNull();
  });

  it("shows what is still due on a partial payment, and no change for a transfer", async () => {
    render(<Harness due={150000} />);
    const amount = screen.getByLabelText("Jumlah bayar");
    await userEvent.clear(amount);
    await userEvent.type(amount, "100000");
    expect(line("Sisa tagihan")).toBe("Rp 50.000");
    await userEvent.selectOptions(screen.getByLabelText("Metode pembayaran"), "Transfer Bank");
    expect(screen.getByLabelText("Bukti transfer")).toBeTruthy();
    expect(screen.getByLabelText("Nomor referensi")).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, "200000");
    expect(screen.queryByText("Kembalian")).toBeNull();
    expect(screen.getByText(/yang dicatat hanya sebesar tagihan/)).toBeTruthy();
  });
});
