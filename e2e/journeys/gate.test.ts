import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { openScanGate, sailingCard, sailingWithinWindow, scanByHand } from "../support/gate";
import { confirmAction } from "../support/sales";
import { signInThroughForm } from "../support/staff";

const ROUTE = "Merak - Bakauheni";

describe("gate", () => {
  const browser = useBrowser();

  it("an embarkation officer opens boarding, admits a ticket typed by hand, sees it refused the second time, closes boarding", async () => {
    const page = await browser.open("/login");
    await signInThroughForm(page, "embarkasi");
    // Boarding opens at most 3 hours before departure: the demo's Merak sailing soon after the start.
    const sailing = await sailingWithinWindow(page, ROUTE);
    await page.goto(new URL(`/embarkasi?date=${sailing.date}`, page.url()).toString());
    const card = sailingCard(page, ROUTE, sailing);
    await card.waitFor();
    await card.getByText("Nakhoda aktif dengan sertifikat berlaku").waitFor();
    await confirmAction(page, card, {
      button: "Buka Boarding",
      title: "Buka boarding?",
      confirm: "Ya, Buka Boarding",
    });
    await card.getByText(/^Boarding dibuka/).waitFor();

    const { ticket } = sailing;
    await openScanGate(page, ROUTE, "Gerbang 1");

    const admitted = await scanByHand(page, ticket.kode_tiket, "diterima");
    expect(await admitted.textContent()).toContain(ticket.nama);
    const refused = await scanByHand(page, ticket.kode_tiket, "sudah_digunakan");
    expect(await refused.textContent()).toMatch(/Tiket sudah digunakan pada .* di Gerbang 1/);
    await page
      .getByRole("list", { name: "Scan terakhir" })
      .getByText("Sudah digunakan", { exact: true })
      .waitFor();

    await page.goto(new URL(`/embarkasi?date=${sailing.date}`, page.url()).toString());
    await card.getByText(/^Boarding dibuka/).waitFor();
    await confirmAction(page, card, {
      button: "Tutup Boarding",
      title: "Tutup boarding?",
      confirm: "Ya, Tutup & Berangkat",
    });
    await card.getByText(/^Boarding ditutup/).waitFor();
    await card.getByText("Berangkat", { exact: true }).waitFor();
    expect(browser.errors).toEqual([]);
  });
});
