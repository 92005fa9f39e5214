import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { showOnCustomerDisplay, whenDisplayAsks } from "../../lib/customer-display";
import { CustomerDisplayPage } from "./customer-display-page";

const QR = "data:image/png;base64,iVBORw0KGgo=";

describe("the customer display (/layar-pelanggan)", () => {
  it("asks the counter when it opens, shows the QRIS it sends, then the payment received", async () => {
    let asked = 0;
    const stop = whenDisplayAsks(() => {
      asked++;
      showOnCustomerDisplay({
        kind: "qris",
        booking_code: "K7PX2QAB",
        amount: 566_000,
        qr_image: QR,
        deadline: "09.00 WIB",
      });
    });
    try {
      render(<CustomerDisplayPage />);
      expect(screen.getByRole("heading", { name: "Selamat datang" })).toBeTruthy();
      expect(await screen.findByRole("img", { name: "Kode QRIS untuk dipindai" })).toBeTruthy();
      expect(asked).toBe(1);
      expect(screen.getByText(/566\.000/)).toBeTruthy();
      expect(screen.getByText(/bayar sebelum 09\.00 WIB/)).toBeTruthy();
      showOnCustomerDisplay({ kind: "paid", booking_code: "K7PX2QAB" });
      expect(await screen.findByRole("heading", { name: "Pembayaran diterima" })).toBeTruthy();
      expect(screen.queryByRole("img", { name: "Kode QRIS untuk dipindai" })).toBeNull();
    } finally {
      stop();
    }
  });
});
