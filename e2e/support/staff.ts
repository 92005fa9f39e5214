import type { Page } from "playwright-core";

export const DEMO_PASSWORD = "Demo#2026";

/** Signs in through the /login form (taking over a session left by an earlier journey) and waits for the dashboard. */
export async function signInThroughForm(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(new URL("/login", page.url()).toString());
  await page.getByLabel("Username atau Email").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Masuk" }).click();
  const welcome = page.getByRole("heading", { name: /^Selamat datang/ });
  const takeOver = page.getByRole("button", { name: "Ambil Alih Sesi" });
  await welcome.or(takeOver).waitFor();
  if (await takeOver.isVisible()) await takeOver.click();
  await welcome.waitFor();
}

/** Makes the page run its session validation now (it also runs every 30 s). */
export async function pokeValidation(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
}
