import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { startGoogleWorld } from "../support/google";

const DEWI = { sub: "e2e-google-dewi", email: "dewi.google@example.com", name: "Dewi Lestari" };

describe("Google sign-in through the pop-up", () => {
  const browser = useBrowser();
  let world: Awaited<ReturnType<typeof startGoogleWorld>>;
  beforeAll(async () => {
    world = await startGoogleWorld();
  });
  afterAll(() => world?.stop());

  it("signs up with Google when its script cannot load, signs out, and signs in with Google again", async () => {
    const open = (path: string) =>
      browser.open(path, { baseUrl: world.baseUrl, prepare: world.playGoogle(DEWI) });

    // Google's script is unreachable: the page's own button opens Google's sign-in in a pop-up.
    const page = await open("/customers/register");
    const signUp = page.getByRole("button", { name: "Daftar dengan Google" });
    const popup = page.waitForEvent("popup");
    await signUp.click();
    await popup;
    await page.getByRole("heading", { name: "Selamat datang, Dewi Lestari!" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/customer/dashboard");

    await page.getByRole("button", { name: "Dewi Lestari" }).click();
    await page.getByRole("menuitem", { name: "Keluar" }).click();
    await page.getByRole("heading", { name: "Masuk ke Akun Anda" }).waitFor();

    // The account is linked to the Google identity: 'Masuk dengan Google' signs it in, and since Google
    // gave only a name and an e-mail, the profile page asks for the rest.
    await page.getByRole("button", { name: "Masuk dengan Google" }).click();
    await page.getByRole("heading", { name: "Profile Saya" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/customer/profile");
    expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeTruthy();
  });
});
