import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { signInThroughForm } from "../support/staff";

describe("voyage reports", () => {
  const browser = useBrowser();

  it("finance opens this month's recap and downloads its CSV", async () => {
    const month = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Asia/Jakarta",
      year: "numeric",
      month: "2-digit",
    })
      .format(new Date())
      .slice(0, 7);
    const page = await browser.open("/login");
    await signInThroughForm(page, "keuangan");
    await page.goto(new URL("/pelayaran-laporan", page.url()).toString());
    await page.getByRole("link", { name: /Rekap Manifest Bulanan/ }).click();
    await page.getByRole("heading", { name: "Rekap Manifest Bulanan" }).waitFor();
    await page.getByLabel("Bulan").fill(month);
    await page.waitForURL(new RegExp(`month=${month}`));
    const [year, monthOfYear] = month.split("-");
    await page.getByText(`Periode 01/${monthOfYear}/${year}`).waitFor();
    await page.getByTestId("totals-row").waitFor();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Ekspor CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^rekap-manifest-bulanan-${month}-01-${month}-\\d{2}\\.csv$`),
    );
    const text = (await readFile(await download.path())).toString("utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [header] = text.slice(1).split("\r\n");
    expect(header).toContain('"Tanggal","Kode Rute","Rute","Pelayaran"');
    expect(text).toContain('"TOTAL"');
  });
});
