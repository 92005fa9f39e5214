import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { signInThroughForm } from "../support/staff";
import { newPortPair } from "../support/tariffs";

const ADULT = "Penumpang Ekonomi Dewasa";
const CHILD = "Penumpang Ekonomi Anak";
/** A tariff file as a spreadsheet saves it as CSV (`;`, thousands with a dot). */
const csv = (child: string) =>
  Buffer.from(`Jenis muatan;Tarif;Tarif Muat\r\n${ADULT};"27.500";\r\n${CHILD};${child};\r\n`);

async function upload(page: Page, content: Buffer) {
  await page
    .getByLabel("File .xlsx atau .csv")
    .setInputFiles({ name: "tarif.csv", mimeType: "text/csv", buffer: content });
}

describe("tariff import (issue 24)", () => {
  const browser = useBrowser();

  it("imports a tariff from a file: preview with an error, the fixed file, save, the grid shows the new fares", async () => {
    const page = await browser.open("/login");
    await signInThroughForm(page, "superadmin");
    const { there } = await newPortPair(page, "TI");
    await page.goto(new URL(`/harga-muatan?route_id=${there.id}`, page.url()).toString());
    const adult = page.getByLabel(`Tarif Jasa Angkutan ${ADULT}`);
    await adult.waitFor();
    expect(await adult.inputValue()).toBe("");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Unduh templat" }).click();
    expect((await download).suggestedFilename()).toMatch(/^tarif-TIA\w+-TIB\w+-\d{4}-\d{2}-\d{2}\.xlsx$/);

    await page.getByRole("button", { name: "Impor dari file" }).click();
    await upload(page, csv("12,5"));
    const errors = page.getByRole("region", { name: "Kesalahan" });
    await errors.waitFor();
    expect(await errors.textContent()).toContain('Baris 3: Tarif: "12,5" bukan bilangan bulat rupiah');
    const changes = page.getByRole("region", { name: "Perubahan" });
    expect(await changes.textContent()).toContain("1 perubahan");

    await upload(page, csv("13.000"));
    await expect.poll(() => changes.textContent()).toContain("2 perubahan");
    expect(await errors.count()).toBe(0);
    expect(await changes.textContent()).toContain("Rp 27.500");
    await page.getByRole("button", { name: "Terapkan ke grid" }).click();

    await page.getByRole("button", { name: "Simpan (2 perubahan)" }).click();
    await page.getByRole("dialog", { name: "Simpan tarif" }).getByRole("button", { name: "Simpan" }).click();
    await page.getByText("Tarif disimpan: 2 tarif angkutan, 0 komponen").first().waitFor();
    await page.reload();
    await expect.poll(() => adult.inputValue()).toBe("27500");
    expect(await page.getByLabel(`Tarif Jasa Angkutan ${CHILD}`).inputValue()).toBe("13000");
    expect(browser.errors).toEqual([]);
  }, 120_000);
});
