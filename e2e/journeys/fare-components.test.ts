import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { pickTomorrowsSailing, savedBookingCode } from "../support/sales";
import { signInThroughForm } from "../support/staff";

const COVER = "Asuransi Tambahan";
const PORT_FEE = "Jasa Pelabuhan / Pas Masuk";
const rupiah = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

/** What 'Setoran Komponen Tarif' says Pelabuhan Merak collected for a component this month. */
async function collectedAtMerak(page: Page, component: string): Promise<number> {
  await page.goto(new URL("/keuangan-setoran-komponen", page.url()).toString());
  await page.getByRole("heading", { name: "Setoran Komponen Tarif" }).waitFor();
  await page.getByTestId("totals-row").waitFor();
  const row = page.getByRole("row").filter({ hasText: "Pelabuhan Merak" }).filter({ hasText: component });
  if ((await row.count()) === 0) return 0;
  // Columns: port, component, owner, recipient, collected, refunded, remitted.
  return rupiah(await row.first().getByRole("cell").nth(4).textContent());
}

describe("fare components (decision 044)", () => {
  const browser = useBrowser();

  it("a counter sale shows its components in the price and on the e-ticket, and the remittance report counts them", async () => {
    const finance = await browser.open("/login");
    await signInThroughForm(finance, "keuangan");
    const before = await collectedAtMerak(finance, COVER);

    const page = await browser.open("/login");
    await signInThroughForm(page, "kasir");
    await page.goto(new URL("/booking/create", page.url()).toString());
    await pickTomorrowsSailing(page, "Merak");
    await page.getByLabel("Nama lengkap").first().fill("Rina Komponen");
    // The price: the transport fare, one line per component (third parties' marked), the total.
    const cover = page.getByText(`${COVER} (dipungut untuk pihak ketiga)`).first();
    await cover.waitFor();
    await page.getByText(`${PORT_FEE} (dipungut untuk pihak ketiga)`).first().waitFor();
    const coverAmount = rupiah(await cover.locator("xpath=following-sibling::dd").textContent());
    expect(coverAmount).toBeGreaterThan(0);
    await page.getByLabel("Metode pembayaran").selectOption({ label: "Tunai" });
    await page.getByRole("button", { name: "Simpan & Bayar" }).click();
    const code = await savedBookingCode(page);
    await page.getByText("Dikonfirmasi").first().waitFor();

    // The e-ticket (the booking check's preview): transport fare, each component for its recipient, total.
    const check = await browser.open(`/cek-booking?code=${code}`);
    await check.getByRole("heading", { name: "Tiket Sudah Tersedia" }).waitFor();
    await check.getByRole("button", { name: "Cetak", exact: true }).click();
    const [ticket] = await Promise.all([
      check.waitForEvent("popup"),
      check.getByRole("menuitem", { name: "Preview Tiket Normal (A4/A5)", exact: true }).click(),
    ]);
    await ticket.getByText(`${code}-P01`).first().waitFor();
    await ticket.getByText("Tarif Jasa Angkutan").first().waitFor();
    await ticket.getByText(COVER).first().waitFor();
    await ticket
      .getByText(/dipungut untuk PT Asuransi Jasa Indonesia/)
      .first()
      .waitFor();
    await ticket
      .getByText(/dipungut untuk PT ASDP Indonesia Ferry/)
      .first()
      .waitFor();
    await ticket.close();

    // Finance's remittance report: Merak collected this sale's cover more than before.
    await finance.reload();
    expect(await collectedAtMerak(finance, COVER)).toBe(before + coverAmount);
    await finance.getByText(/Disetor ke pihak ketiga/).waitFor();
    expect(browser.errors).toEqual([]);
  });
});
