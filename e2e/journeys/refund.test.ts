import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { signInThroughForm } from "../support/staff";

/** The demo family booking on tomorrow's first Ketapang–Gilimanuk sailing (confirmed, paid in cash). */
async function demoBooking(page: Page): Promise<{ code: string; scheduleId: number }> {
  return page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem("token")}` };
    const found = await (
      await fetch("/api/bookings?search=Made%20Wirawan&status=confirmed", { headers })
    ).json();
    const booking = found.data[0];
    if (!booking) throw new Error("demo booking of Made Wirawan missing");
    return { code: booking.booking_code as string, scheduleId: booking.schedule_id ?? booking.schedule.id };
  });
}

/** The remaining seats the public sailing page shows, summed over its entries. */
async function seatsLeftOnPublicPage(page: Page, scheduleId: number): Promise<number> {
  await page.goto(new URL(`/info/${scheduleId}`, page.url()).toString());
  const bars = page.getByRole("progressbar", { name: /^Sisa kuota/ });
  await bars.first().waitFor();
  const values = await bars.evaluateAll((nodes) =>
    nodes.map((node) => Number(node.getAttribute("aria-valuenow"))),
  );
  return values.reduce((sum, value) => sum + value, 0);
}

describe("refund", () => {
  const browser = useBrowser();

  it("one officer requests a passenger ticket's refund, finance approves it, and the public page shows the seat back", async () => {
    // Four eyes (decision 026): whoever requested a refund cannot approve it.
    const requester = await browser.open("/login");
    await signInThroughForm(requester, "superadmin");
    const { code, scheduleId } = await demoBooking(requester);
    const before = await seatsLeftOnPublicPage(requester, scheduleId);

    await requester.goto(new URL("/refund-penumpang", requester.url()).toString());
    await requester.getByLabel("Kode booking").fill(code);
    await requester.getByRole("button", { name: "Cari" }).click();
    await requester.getByRole("checkbox", { name: new RegExp(`${code}-P01`) }).check();
    await requester.getByRole("button", { name: "Hitung Refund" }).click();
    const quote = requester.getByRole("region", { name: "Rincian refund" });
    await quote.getByText(/^Dikembalikan: Rp/).waitFor();
    await quote.getByLabel("Alasan refund").fill("Batal berangkat karena sakit");
    await quote.getByRole("button", { name: "Ajukan Refund" }).click();
    await requester.getByText("Permintaan refund berhasil diajukan").waitFor();

    const page = await browser.open("/login");
    await signInThroughForm(page, "keuangan");
    await page.goto(new URL("/refund-penumpang", page.url()).toString());
    const row = page.getByRole("row").filter({ hasText: "Batal berangkat karena sakit" });
    await row.getByRole("button", { name: "Setujui" }).click();
    const dialog = page.getByRole("dialog", { name: "Setujui Refund" });
    await dialog.getByLabel("Metode pengembalian").selectOption("tunai");
    await dialog.getByRole("button", { name: "Ya, setujui" }).click();
    await page.getByText("Refund disetujui").first().waitFor();

    const after = await seatsLeftOnPublicPage(page, scheduleId);
    expect(after).toBe(before + 1);
    expect(browser.errors).toEqual([]);
  });
});
