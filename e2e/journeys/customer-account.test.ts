import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { finishRegistration } from "../support/customer";

const EMAIL = `penumpang${Date.now()}@contoh.id`;
const PASSWORD = "Laut12345!";
const NEW_PASSWORD = "Samudra678#";

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await page.getByRole("heading", { name: /Selamat datang, Rina Kartika/ }).waitFor();
  expect(new URL(page.url()).pathname).toBe("/customer/dashboard");
}

describe("customer account", () => {
  const browser = useBrowser();
  /** The page the first journey leaves signed in: the "other device" of the take-over journey. */
  let firstDevice: Page | undefined;

  it("registers, signs in, edits the profile, changes the password, signs out and in again", async () => {
    const page = await browser.open("/customers/register");

    // Step 1: a step that does not validate keeps the wizard where it is.
    await page.getByText("Langkah 1 dari 3").waitFor();
    await page.getByRole("button", { name: "Selanjutnya" }).click();
    await page.getByText("Nama lengkap harus diisi").waitFor();
    await page.getByLabel("Nama Lengkap").fill("Rina Kartika");
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByRole("button", { name: "Selanjutnya" }).click();

    // Step 2.
    await page.getByText("Langkah 2 dari 3").waitFor();
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    expect(await page.getByTestId("password-strength").textContent()).toContain("Kuat");
    await page.getByLabel("Konfirmasi Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Nomor Telepon").fill("081298765432");
    await page.getByRole("button", { name: "Selanjutnya" }).click();

    // Step 3.
    await finishRegistration(page);

    // After 2 s: the login page with the success message and the e-mail filled in.
    await page.getByRole("heading", { name: "Masuk ke Akun Anda" }).waitFor({ timeout: 10_000 });
    await page.getByText(/Registrasi berhasil!/).waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe(EMAIL);
    await signIn(page, EMAIL, PASSWORD);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect(await page.evaluate(() => Boolean(localStorage.getItem("auth_token")))).toBe(true);

    // Profile: edit, save, and see the change after a reload.
    await page
      .getByRole("navigation", { name: "Navigasi pelanggan" })
      .getByRole("link", { name: "Profile" })
      .click();
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.getByLabel("Alamat").fill("Jl. Ketapang Indah 7, Banyuwangi");
    await page.getByRole("button", { name: "Simpan Perubahan" }).click();
    await page.getByText("Profile berhasil diperbarui").first().waitFor();
    await page.reload();
    await page.getByTestId("profile-alamat").getByText("Jl. Ketapang Indah 7, Banyuwangi").waitFor();

    // Change the password.
    await page.goto(`${browser.baseUrl()}/customer/change-password`);
    await page.getByLabel("Password Saat Ini", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Password Baru", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Konfirmasi Password Baru", { exact: true }).fill(NEW_PASSWORD);
    await page.getByTestId("password-match").getByText("Password cocok").waitFor();
    await page.getByRole("button", { name: "Ubah Password" }).last().click();
    await page.getByText("Password berhasil diperbarui").first().waitFor();

    // Sign out through the user menu: lands on /customers/login with the session gone.
    await page.getByRole("button", { name: "Rina Kartika" }).click();
    await page.getByRole("menuitem", { name: "Keluar" }).click();
    await page.getByRole("heading", { name: "Masuk ke Akun Anda" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/customers/login");
    expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();

    // The old password no longer works; the new one does.
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Masuk", exact: true }).click();
    await page.getByText("Email atau password yang Anda masukkan salah.").waitFor();
    await signIn(page, EMAIL, NEW_PASSWORD);
    expect(browser.errors.filter((text) => !text.includes("status of 401"))).toEqual([]);
    firstDevice = page;
  });

  it("ends the session in use on another device after the password is asked again; that device is told", async () => {
    const page = await browser.open("/customers/login");
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Masuk", exact: true }).click();
    const box = page.getByRole("alert").filter({ hasText: "Akun Sedang Digunakan" });
    await box.getByRole("button", { name: "Keluar dari perangkat lain" }).click();
    const confirm = box.getByRole("form", { name: "Keluar dari perangkat lain" });
    await confirm.getByLabel("Password akun", { exact: true }).fill(NEW_PASSWORD);
    await confirm.getByRole("button", { name: "Keluar dari perangkat lain" }).click();
    await page.getByRole("heading", { name: /Selamat datang, Rina Kartika/ }).waitFor();

    // The first device asks the server when its tab is shown again (and every 30 s).
    const other = firstDevice;
    if (!other) throw new Error("the first journey left no signed-in page");
    await other.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await other.getByText("Akun Anda sedang digunakan di perangkat lain. Sesi ini dihentikan.").waitFor();
    expect(new URL(other.url()).pathname).toBe("/customers/login");
    expect(await other.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();
  });

  it("sends a visitor of the customer area to the login page", async () => {
    const page = await browser.open("/customer/profile");
    await page.getByRole("heading", { name: "Masuk ke Akun Anda" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/customers/login");
  });
});
