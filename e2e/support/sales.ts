import type { Locator, Page } from "playwright-core";

/** Tomorrow in the operator's zone (Asia/Jakarta), as the date input takes it. */
export function tomorrow(): string {
  const jakarta = new Date(Date.now() + 7 * 3_600_000 + 86_400_000);
  return jakarta.toISOString().slice(0, 10);
}

/** Picks the option of a select whose text contains `text`, once the select's options have loaded. */
export async function selectContaining(select: Locator, text: string): Promise<void> {
  const option = select.locator("option", { hasText: text }).first();
  await option.waitFor({ state: "attached" });
  const value = await option.evaluate((element) => (element as HTMLOptionElement).value);
  await select.selectOption(value);
}

/** Chooses tomorrow's first sailing from `origin` in the sale form. */
export async function pickTomorrowsSailing(page: Page, origin: string): Promise<void> {
  await page.getByLabel("Tanggal berangkat").fill(tomorrow());
  await selectContaining(page.getByLabel("Pelabuhan asal"), origin);
  const sailings = page.getByRole("list", { name: "Jadwal tersedia" }).getByRole("button");
  await sailings.first().waitFor();
  await sailings.first().click();
}

/** The booking code the sale form shows once the sale is saved. */
export async function savedBookingCode(page: Page): Promise<string> {
  const code = page.getByTestId("booking-code");
  await code.waitFor();
  return (await code.textContent())?.trim() ?? "";
}

/** Opens a booking's detail from a list filtered by its code. */
export async function openBooking(page: Page, path: string, code: string): Promise<Locator> {
  await page.goto(new URL(`${path}${path.includes("?") ? "&" : "?"}code=${code}`, page.url()).toString());
  await page.getByRole("cell", { name: code }).first().waitFor();
  await page.getByRole("button", { name: "Detail", exact: true }).first().click();
  const detail = page.getByRole("dialog", { name: "Detail booking" });
  await detail.getByText(code).first().waitFor();
  return detail;
}

/** Clicks an action that asks for confirmation in a dialog titled `title`, and confirms it. */
export async function confirmAction(
  page: Page,
  scope: Locator,
  action: { button: string; title: string; confirm: string },
): Promise<void> {
  await scope.getByRole("button", { name: action.button, exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: action.title });
  await dialog.getByRole("button", { name: action.confirm, exact: true }).click();
  await dialog.waitFor({ state: "hidden" });
}
