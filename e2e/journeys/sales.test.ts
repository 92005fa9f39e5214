import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import {
  confirmAction,
  openBooking,
  pickTomorrowsSailing,
  savedBookingCode,
  selectContaining,
} from "../support/sales";
import { signInThroughForm } from "../support/staff";

describe("sales", () => {
  const browser = useBrowser();

  it("a cashier sells 2 adults, 1 child and a golongan IV car, takes cash and sees the booking confirmed", async () => {
    const page = await browser.open("/login");
    await signInThroughForm(page, "kasir");
    await page.goto(new URL("/booking/create", page.url()).toString());
    await pickTomorrowsSailing(page, "Merak");

    await page.getByRole("button", { name: "Tambah Penumpang", exact: true }).click();
    await page.getByRole("button", { name: "Tambah Penumpang", exact: true }).click();
    const names = page.getByLabel("Nama lengkap");
    await names.nth(0).fill("Budi Santoso");
    await names.nth(1).fill("Sari Dewi");
    await names.nth(2).fill("Adi Santoso");
    await page.getByLabel("Kategori").nth(2).selectOption({ label: "Anak" });

    await page.getByRole("button", { name: "Tambah Kendaraan" }).click();
    await selectContaining(page.getByLabel("Golongan"), "IVA");
    await page.getByLabel("Nomor kendaraan").fill("B 1234 KJA");
    await page.getByLabel("Nama pemilik").fill("Budi Santoso");
    await page.getByLabel("Nama lengkap").nth(3).fill("Joko Sopir");

    await page.getByRole("button", { name: "Sama dengan penumpang pertama" }).click();
    await page.getByLabel("Metode pembayaran").selectOption({ label: "Tunai" });
    await page.getByRole("button", { name: "Simpan & Bayar" }).click();
    const code = await savedBookingCode(page);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    await page.getByText("Dikonfirmasi").first().waitFor();
    expect(browser.errors).toEqual([]);
  });

  it("an expedition booking goes through space approval and payment approval", async () => {
    const clerk = await browser.open("/login");
    await signInThroughForm(clerk, "kasir");
    await clerk.goto(new URL("/booking/ekspedisicreate", clerk.url()).toString());
    await pickTomorrowsSailing(clerk, "Merak");
    await selectContaining(clerk.getByLabel("Perusahaan ekspedisi"), "Bahari");
    await clerk.getByLabel("Nama pemesan").fill("CV Bahari Cargo");
    await selectContaining(clerk.getByLabel("Golongan"), "Gol VB");
    await clerk.getByLabel("Nomor kendaraan").fill("BE 7788 UX");
    await clerk.getByLabel("Nama pemilik").fill("CV Bahari Cargo");
    await clerk.getByLabel("Tipe tiket").selectOption({ label: "Muat" });
    await clerk.getByLabel("Keterangan muatan").fill("Beras 8 ton");
    await clerk.getByLabel("Nama lengkap").first().fill("Darto Sopir");
    await clerk.getByRole("button", { name: "Ajukan Space" }).click();
    const code = await savedBookingCode(clerk);

    const finance = await browser.open("/login");
    await signInThroughForm(finance, "keuangan");
    const request = await openBooking(finance, "/booking-ekspedisi", code);
    await confirmAction(finance, request, {
      button: "Setujui Space",
      title: "Setujui space?",
      confirm: "Setujui Space",
    });
    await request.getByText("Menunggu Pembayaran").first().waitFor();

    const payable = await openBooking(clerk, "/IIbooking-ekspedisi", code);
    await payable.getByRole("button", { name: "Catat Pembayaran" }).click();
    const payment = clerk.getByRole("dialog", { name: `Catat pembayaran ${code}` });
    await payment.getByLabel("Metode pembayaran").selectOption({ label: "Transfer Bank" });
    await payment.getByLabel("Nomor referensi").fill("BRI 55001234");
    await payment.getByRole("button", { name: "Simpan Pembayaran" }).click();
    await payment.waitFor({ state: "hidden" });

    const transfer = await openBooking(finance, "/IIbooking-ekspedisi", code);
    await confirmAction(finance, transfer, {
      button: "Setujui",
      title: "Setujui pembayaran?",
      confirm: "Ya, setujui",
    });
    await transfer.getByText("Dikonfirmasi").first().waitFor();
  });

  it("an agent tops up, gets approved, sells from the balance and sees the ledger", async () => {
    const agent = await browser.open("/login");
    await signInThroughForm(agent, "agen");
    await agent.goto(new URL("/tambah-saldo", agent.url()).toString());
    await agent.getByLabel("Jumlah (Rp)").fill("750000");
    await agent.getByLabel("No. Referensi").fill("BCA 7500");
    await agent.getByRole("button", { name: "Ajukan Top-up" }).click();
    await agent.getByRole("cell", { name: "Rp 750.000" }).first().waitFor();

    const finance = await browser.open("/login");
    await signInThroughForm(finance, "keuangan");
    await finance.goto(new URL("/tambah-saldo?status=menunggu", finance.url()).toString());
    const row = finance.getByRole("row").filter({ hasText: "Rp 750.000" });
    await row.getByRole("button", { name: "Setujui" }).click();
    await finance
      .getByRole("dialog")
      .getByRole("button", { name: /setujui/i })
      .click();
    await finance.getByRole("dialog").waitFor({ state: "hidden" });

    await agent.goto(new URL("/agen-booking/create", agent.url()).toString());
    await pickTomorrowsSailing(agent, "Ketapang");
    await agent.getByLabel("Nama lengkap").first().fill("Wayan Tamu");
    await agent.getByRole("button", { name: "Sama dengan penumpang pertama" }).click();
    await agent.getByRole("button", { name: "Jual Tiket" }).click();
    const code = await savedBookingCode(agent);
    await agent.getByText("Dikonfirmasi").first().waitFor();

    await agent.goto(new URL("/history-plafon", agent.url()).toString());
    await agent.getByText(`Penjualan tiket ${code}`).waitFor();
    await agent.getByText("Rp 750.000").first().waitFor();
  });
});
