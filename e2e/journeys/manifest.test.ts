import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { selectContaining, tomorrow } from "../support/sales";
import { signInThroughForm } from "../support/staff";

const ROUTE = "Ketapang - Gilimanuk";

describe("manifest", () => {
  const browser = useBrowser();

  it("an embarkation officer corrects a passenger's name on tomorrow's first Ketapang - Gilimanuk sailing and sees it in the manifest, with the permit particulars and its Excel download", async () => {
    const page = await browser.open("/login");
    await signInThroughForm(page, "embarkasi");
    await page.goto(new URL(`/manifest-penumpang?date=${tomorrow()}`, page.url()).toString());
    await page.getByRole("heading", { name: "Edit Manifest Penumpang" }).waitFor();
    await page
      .getByRole("option", { name: new RegExp(ROUTE) })
      .first()
      .waitFor({ state: "attached" });
    await selectContaining(page.getByLabel("Jadwal"), ROUTE);

    const first = page.getByRole("button", { name: /^Koreksi / }).first();
    await first.waitFor();
    const oldName = ((await first.getAttribute("aria-label")) ?? "").replace(/^Koreksi /, "");
    expect(oldName).not.toBe("");
    await first.click();
    const form = page.getByRole("form", { name: "Koreksi penumpang" });
    const corrected = `${oldName.split(" ")[0]} Terkoreksi`;
    await form.getByLabel("Nama Lengkap").fill(corrected);
    await form.getByRole("button", { name: "Simpan" }).click();
    await page.getByText("Manifest berhasil dikoreksi").waitFor();
    await page.getByRole("cell", { name: corrected, exact: true }).waitFor();
    expect(await page.getByRole("cell", { name: oldName, exact: true }).count()).toBe(0);

    // The manifest itself shows the corrected name, with the crew on duty.
    await page.getByRole("link", { name: "Lihat manifest" }).click();
    await page.getByRole("heading", { name: "Manifest Penumpang" }).waitFor();
    await page.getByRole("cell", { name: corrected, exact: true }).first().waitFor();
    await page.getByRole("heading", { name: "ABK yang bertugas" }).waitFor();

    // What the sailing permit needs: the ship's particulars and master, and the manifest in Excel.
    const particulars = page.getByRole("region", { name: "Data kapal untuk SPB" });
    await particulars.getByText(/^Y[A-Z]{3}$/).waitFor();
    await particulars.getByText("Belum ditutup").waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Unduh Excel" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^manifest-penumpang-\d+-pre\.xlsx$/);
    const book = await readFile(await download.path());
    expect(book.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
    expect(book.includes("xl/worksheets/sheet1.xml")).toBe(true);
    expect(browser.errors).toEqual([]);
  });
});
