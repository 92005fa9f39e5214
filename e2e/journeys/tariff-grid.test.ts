import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { audit, blocking } from "../support/a11y";
import { useBrowser } from "../support/browser";
import { countInput, type InputCount, takeInput } from "../support/input-count";
import { signInThroughForm } from "../support/staff";
import { newPortPair, type TestRoute } from "../support/tariffs";

const bench: { model: { keystroke_seconds: number; click_seconds: number }; target: { seconds: number } } =
  JSON.parse(readFileSync(new URL("../../bench/tariff-setup.json", import.meta.url), "utf8"));

/** A person's input time for what was counted (Keystroke-Level Model, bench/tariff-setup.json). */
const inputSeconds = (input: InputCount) =>
  (input.typed + input.keys) * bench.model.keystroke_seconds + input.clicks * bench.model.click_seconds;

/** The amount typed into an empty cell: by column and row, whole thousands. */
function amountFor(label: string, row: number): string {
  if (label.startsWith("Tarif Jasa Angkutan ")) return String((row + 2) * 10_000);
  if (label.startsWith("Tarif Muat ")) return String((row + 2) * 11_000);
  return String(1_000 + (row % 4) * 500);
}

/** Chooses a route in the grid's select; a pick from a list is a click to open it and one to choose. */
async function chooseRoute(page: Page, route: TestRoute, counted: InputCount) {
  await page.getByLabel("Rute").selectOption(String(route.id));
  counted.clicks += 2;
}

describe("tariff grid (issue 24)", () => {
  const browser = useBrowser();

  it("sets up a new port pair's complete tariff both ways through the grid and its copy in under 3 minutes of input", async () => {
    const page = await browser.open("/login");
    await signInThroughForm(page, "superadmin");
    const { there, back } = await newPortPair(page, "TG");
    await countInput(page);
    await page.goto(new URL("/harga-muatan", page.url()).toString());
    await page.getByRole("heading", { name: "Pilih rute" }).waitFor();
    await takeInput(page);
    const extra: InputCount = { clicks: 0, typed: 0, keys: 0 };

    // One direction: every empty cell typed in place, Tab from cell to cell (the date stays today).
    await chooseRoute(page, there, extra);
    const cells = page.locator("table input");
    await cells.first().waitFor();
    const total = await cells.count();
    await cells.first().click();
    for (let index = 0; index < total; index += 1) {
      const cell = cells.nth(index);
      if ((await cell.inputValue()) === "") {
        const row = Number(await cell.getAttribute("data-row"));
        await page.keyboard.type(amountFor((await cell.getAttribute("aria-label")) ?? "", row));
      }
      if (index < total - 1) await page.keyboard.press("Tab");
    }
    await page.getByRole("button", { name: /^Simpan \(\d+ perubahan\)$/ }).click();
    await page.getByRole("dialog", { name: "Simpan tarif" }).getByRole("button", { name: "Simpan" }).click();
    await page
      .getByText(/^Tarif disimpan:/)
      .first()
      .waitFor();

    // The other direction: the same tariff copied from the same date (the reverse route is preselected).
    await page.getByRole("button", { name: "Salin ke rute lain" }).click();
    const copy = page.getByRole("dialog", { name: "Salin ke rute lain" });
    expect(await copy.getByLabel("Rute tujuan").inputValue()).toBe(String(back.id));
    await copy.getByRole("button", { name: "Salin tarif" }).click();
    await page
      .getByText(/^Tarif disalin:/)
      .first()
      .waitFor();
    const input = await takeInput(page);
    const measured = {
      clicks: input.clicks + extra.clicks,
      typed: input.typed + extra.typed,
      keys: input.keys + extra.keys,
    };

    // Both directions are complete: every cell of the reverse route holds an amount, as typed there.
    await expect.poll(() => page.getByLabel("Rute").inputValue()).toBe(String(back.id));
    await expect.poll(() => cells.count()).toBe(total);
    const values = await cells.evaluateAll((inputs) =>
      inputs.map((item) => (item as HTMLInputElement).value),
    );
    expect(values.filter((value) => value === "")).toEqual([]);
    expect(values[0]).toBe(amountFor("Tarif Jasa Angkutan ", 0));
    await chooseRoute(page, there, extra);
    await expect.poll(() => cells.first().inputValue()).toBe(values[0]);

    // The grid as the staff sees it: no serious or critical violation, every cell labelled.
    const result = await audit(page, "Tarif per Rute (grid)");
    expect(blocking(result)).toEqual([]);
    expect(result.unlabelled).toEqual([]);

    const seconds = Math.round(inputSeconds(measured));
    console.info(
      "Tariff set-up:",
      JSON.stringify({ cells: total, ...measured, seconds, target: bench.target.seconds }),
    );
    expect(seconds).toBeLessThan(bench.target.seconds);
    expect(browser.errors).toEqual([]);
  }, 240_000);
});
