import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { DEMO_PASSWORD, pokeValidation, signInThroughForm } from "../support/staff";

/** Changes the signed-in finance user's password through the top bar's menu. */
async function changePassword(page: Page, current: string, next: string): Promise<void> {
  await page.getByRole("button", { name: /Dewi Lestari/ }).click();
  await page.getByRole("menuitem", { name: "Ubah Password" }).click();
  const dialog = page.getByRole("dialog", { name: "Ubah Password" });
  await dialog.getByLabel("Password Saat Ini").fill(current);
  await dialog.getByLabel("Password Baru", { exact: true }).fill(next);
  expect(await dialog.getByTestId("password-strength").textContent()).toContain("Kuat");
  await dialog.getByLabel("Konfirmasi Password Baru").fill(next);
  await dialog.getByRole("button", { name: "Simpan Password" }).click();
  await page.getByText("Password berhasil diperbarui").waitFor();
  await dialog.waitFor({ state: "hidden" });
}

/** Lets the page believe its token ran out a second ago, and makes it check now (the tab became visible). */
async function expireTokenInBrowser(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem("token_expiry", String(Date.now() - 1000)));
  await pokeValidation(page);
}

describe("staff sign-in and session", () => {
  const browser = useBrowser();

  it("signs in, changes the password, logs out and signs in with the new password", async () => {
    const page = await browser.open("/login");
    await signInThroughForm(page, "keuangan");
    expect(await page.getByTestId("user-name").textContent()).toBe("Dewi Lestari");

    await changePassword(page, DEMO_PASSWORD, "Keuangan#2027");

    await page.getByRole("button", { name: /Dewi Lestari/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page
      .getByRole("dialog", { name: "Konfirmasi Logout" })
      .getByRole("button", { name: "Logout" })
      .click();
    await page.getByText("Mengakhiri sesi di server...").waitFor();
    await page.getByRole("heading", { name: "Login Staf" }).waitFor({ timeout: 10_000 });
    expect(
      await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("hasLoggedOut")]),
    ).toEqual([null, "true"]);

    await signInThroughForm(page, "keuangan", "Keuangan#2027");
    // Back to the demo password: later journeys sign in as keuangan too.
    await changePassword(page, "Keuangan#2027", DEMO_PASSWORD);
  });

  it("hides the ship menu from a cashier and answers /kapal with the 403 page", async () => {
    const page = await browser.open("/login");
    await signInThroughForm(page, "kasir");
    const menu = page.getByRole("complementary", { name: "Menu back-office" });
    expect(await menu.getByText("Manajemen Kapal").count()).toBe(0);
    expect(await menu.getByText("Penjualan").count()).toBeGreaterThan(0);
    await page.goto(`${browser.baseUrl()}/kapal`);
    await page.getByRole("heading", { name: "Akses dibatasi" }).waitFor();
    expect(page.url()).toMatch(/\/unauthorized$/);
    // A signed-in staff member's 403 page keeps the back-office layout.
    expect(await menu.isVisible()).toBe(true);
  });

  it("ends an idle tab whose token expired as 'Session Berakhir' and says why on the login page", async () => {
    const page = await browser.open("/login");
    await signInThroughForm(page, "kasir");
    await expireTokenInBrowser(page);
    const modal = page.getByRole("dialog", { name: "Session Berakhir" });
    await modal.waitFor();
    await modal.getByRole("button", { name: "Login Kembali" }).click();
    await page.getByRole("heading", { name: "Login Staf" }).waitFor();
    await page.getByText("Sesi Anda telah berakhir. Silakan login kembali untuk melanjutkan.").waitFor();
  });

  it("refreshes the expired token of a tab someone is using", async () => {
    const page = await browser.open("/login");
    await signInThroughForm(page, "kasir");
    const before = await page.evaluate(() => localStorage.getItem("token"));
    await page.keyboard.press("Shift");
    await expireTokenInBrowser(page);
    await page.waitForFunction((old) => localStorage.getItem("token") !== old, before);
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await page.getByRole("heading", { name: /^Selamat datang/ }).isVisible()).toBe(true);
  });

  it("tells a visitor who opens a back-office page, in Indonesian, to sign in", async () => {
    const page = await browser.open("/dashboard");
    await page.getByRole("heading", { name: "Login Staf" }).waitFor();
    await page.getByText("Silakan login terlebih dahulu untuk membuka halaman ini.").waitFor();
  });

  it("shows 'Session Ganda Terdeteksi' in the first browser when a second one takes the account over", async () => {
    const first = await browser.open("/login");
    await signInThroughForm(first, "operasional");

    const second = await browser.open("/login");
    await second.getByLabel("Username atau Email").fill("operasional");
    await second.getByLabel("Password").fill(DEMO_PASSWORD);
    await second.getByRole("button", { name: "Masuk" }).click();
    await second.getByText("Akun sedang digunakan di tempat lain").waitFor();
    await second.getByRole("button", { name: "Ambil Alih Sesi" }).click();
    await second.getByRole("heading", { name: /^Selamat datang/ }).waitFor();

    await pokeValidation(first);
    const modal = first.getByRole("dialog", { name: "Session Ganda Terdeteksi" });
    await modal.waitFor();
    await modal.getByRole("button", { name: "Login Kembali" }).click();
    await first.getByRole("heading", { name: "Login Staf" }).waitFor();
  });

  it("shows 'Logout Paksa' with its countdown when an administrator forces the user out", async () => {
    const page = await browser.open("/login");
    await signInThroughForm(page, "embarkasi");
    const userId = await page.evaluate(() => localStorage.getItem("user_id"));

    const admin = await fetch(`${browser.baseUrl()}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "superadmin", password: DEMO_PASSWORD, force: true }),
    }).then((response) => response.json() as Promise<{ token: string }>);
    const forced = await fetch(`${browser.baseUrl()}/api/users/${userId}/force-logout`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(forced.status).toBe(200);

    await pokeValidation(page);
    await page.getByText("Anda telah di-logout paksa oleh IT PT Penyeberangan Nusantara").first().waitFor();
    const modal = page.getByRole("dialog", { name: "Logout Paksa" });
    await modal.waitFor();
    await modal.getByText(/Auto redirect ke login dalam \d+ detik/).waitFor();
    await modal.getByRole("button", { name: "Kembali ke Informasi" }).click();
    await page.waitForFunction(() => window.location.pathname === "/jadwal-publik");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });
});
