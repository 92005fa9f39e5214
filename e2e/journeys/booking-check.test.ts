import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { DEMO_PASSWORD } from "../support/staff";

/** The code of a confirmed demo booking (tomorrow's first sailings), read through the API as the cashier. */
async function confirmedBookingCode(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "kasir", password: DEMO_PASSWORD, force: true }),
  }).then((response) => response.json() as Promise<{ token: string }>);
  const headers = { authorization: `Bearer ${login.token}` };
  const list = await fetch(`${baseUrl}/api/bookings?status=confirmed&per_page=1`, { headers }).then(
    (response) => response.json() as Promise<{ data: { booking_code: string }[] }>,
  );
  await fetch(`${baseUrl}/api/logout`, { method: "POST", headers });
  const code = list.data[0]?.booking_code;
  if (!code) throw new Error("no confirmed demo booking");
  return code;
}

describe("booking check", () => {
  const browser = useBrowser();

  it("looks up a confirmed booking on /cek-booking, previews and downloads its thermal ticket", async () => {
    const code = await confirmedBookingCode(browser.baseUrl());
    const page = await browser.open("/cek-booking");
    await page.getByRole("heading", { name: "Masukkan Kode Booking" }).waitFor();
    await page.getByLabel("Kode Booking").fill(` ${code.toLowerCase()}`);
    expect(await page.getByLabel("Kode Booking").inputValue()).toBe(` ${code}`);
    await page.getByRole("button", { name: "Cek Booking" }).click();
    await page.getByTestId("booking-code").getByText(code).waitFor();
    expect(new URL(page.url()).searchParams.get("code")).toBe(code);
    await page.getByText("Dikonfirmasi", { exact: true }).waitFor();
    await page.getByRole("heading", { name: "Tiket Sudah Tersedia" }).waitFor();
    await page.getByRole("region", { name: "Data Penumpang" }).waitFor();

    // Preview: a pop-up window showing the thermal tickets.
    const menuButton = page.getByRole("button", { name: "Cetak", exact: true });
    await menuButton.click();
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("menuitem", { name: "Preview Tiket Thermal 80 mm", exact: true }).click(),
    ]);
    await popup.waitForURL(/^blob:/);
    await popup.getByText(`${code}-P01`).first().waitFor();
    expect(await popup.locator("img").count()).toBeGreaterThan(0);
    await popup.close();

    // Download: the PDF under the shared name tiket-thermal-{code}-{timestamp}.pdf.
    await menuButton.click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "Unduh Tiket Thermal 80 mm", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^tiket-thermal-${code}-\\d{14}\\.pdf$`));
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // The link can be shared, and the page and its open 'Cetak' menu fit 360-412 px phones.
    const shared = await browser.open(`/cek-booking?code=${code}`);
    for (const width of [360, 390, 412]) {
      await shared.setViewportSize({ width, height: 780 });
      await shared.getByRole("heading", { name: "Tiket Sudah Tersedia" }).waitFor();
      expect(await shared.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shared.getByRole("button", { name: "Cetak", exact: true }).click();
      const menu = await shared.getByRole("menu", { name: "Cetak" }).boundingBox();
      expect(menu?.x).toBeGreaterThanOrEqual(0);
      expect((menu?.x ?? 0) + (menu?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(width);
      await shared.keyboard.press("Escape");
    }
    expect(browser.errors).toEqual([]);
  });

  it("shows 'Booking Tidak Ditemukan' for an unknown code", async () => {
    const page = await browser.open("/cek-booking?code=ZZZZ9999");
    await page.getByRole("heading", { name: "Booking Tidak Ditemukan" }).waitFor();
    expect(await page.getByText("Kode booking tidak ditemukan").count()).toBeGreaterThan(0);
  });
});
