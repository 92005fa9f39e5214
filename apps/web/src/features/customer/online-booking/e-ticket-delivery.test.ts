import { describe, expect, it } from "vitest";
import { eTicketDeliveryText } from "./e-ticket-delivery";

describe("where a booking's e-tickets go", () => {
  it("names the addresses when 'Kirim e-tiket' was chosen", () => {
    expect(
      eTicketDeliveryText({ kirim_etiket: true, pemesan_email: "sari@contoh.id", pemesan_telepon: null }),
    ).toBe("E-tiket dikirim ke sari@contoh.id setelah booking dikonfirmasi.");
  });

  it("says why none are sent: not chosen, or no address", () => {
    expect(
      eTicketDeliveryText({ kirim_etiket: false, pemesan_email: "sari@contoh.id", pemesan_telepon: null }),
    ).toBe("E-tiket tidak dikirim: 'Kirim e-tiket' tidak dipilih saat memesan.");
    expect(eTicketDeliveryText({ kirim_etiket: true, pemesan_email: " ", pemesan_telepon: null })).toBe(
      "E-tiket tidak dikirim: tidak ada e-mail atau nomor telepon pemesan.",
    );
  });
});
