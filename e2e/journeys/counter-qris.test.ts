import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MidtransDouble, startMidtransDouble } from "../../apps/server/src/test/midtrans-double";
import { useBrowser } from "../support/browser";
import { printRequests, stubPrinter } from "../support/printer";
import { pickTomorrowsSailing, savedBookingCode } from "../support/sales";
import { startServer } from "../support/server";
import { signInThroughForm } from "../support/staff";

const SERVER_KEY = "SB-Mid-server-e2e-counter";

/**
 * A server of its own with the gateway on and the counter's QRIS through it (`QRIS_LOKET_VIA_GATEWAY`),
 * pointed at a local double of the Midtrans Core API that notifies the server itself (`PUBLIC_URL`).
 */
describe("counter QRIS through the gateway (decision 035)", () => {
  const browser = useBrowser();
  let double: MidtransDouble;
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    double = await startMidtransDouble(SERVER_KEY);
    server = await startServer((baseUrl) => ({
      MIDTRANS_SERVER_KEY: SERVER_KEY,
      MIDTRANS_CLIENT_KEY: "SB-Mid-client-e2e-counter",
      MIDTRANS_BASE_URL: double.url,
      QRIS_LOKET_VIA_GATEWAY: "1",
      PUBLIC_URL: baseUrl,
    }));
  });
  afterAll(async () => {
    await server?.stop();
    await double?.close();
  });

  it("the cashier sells by QRIS, the customer display shows the QR, the gateway is paid and the counter prints", async () => {
    const page = await browser.open("/login", { baseUrl: server.baseUrl });
    await stubPrinter(page);
    await signInThroughForm(page, "kasir");

    await page.goto(`${server.baseUrl}/booking/create`);
    await pickTomorrowsSailing(page, "Merak");
    await page.getByLabel("Nama lengkap").first().fill("Rina Wulandari");
    await page.getByLabel("Metode pembayaran").selectOption({ label: "QRIS" });
    await page.getByText(/QRIS dinamis: setelah disimpan/).waitFor();
    expect(await page.getByLabel("Nomor referensi").count()).toBe(0);
    await page.getByRole("button", { name: "Simpan & Bayar" }).click();

    // The dynamic QR, at the counter and large on the customer display.
    const panel = page.getByTestId("counter-qris");
    await panel.getByRole("img", { name: "Kode QRIS untuk dipindai" }).waitFor();
    await panel.getByText(/Bayar sebelum \d{2}\.\d{2} WIB/).waitFor();
    // The customer display: a second window of the counter's browser on the screen facing the buyer,
    // opened now from the panel; it asks the counter for what to show.
    const [display] = await Promise.all([
      page.context().waitForEvent("page"),
      panel.getByRole("button", { name: "Buka Layar Pelanggan" }).click(),
    ]);
    if (!display) throw new Error("no customer display window");
    await display.waitForURL(/\/layar-pelanggan$/);
    await display.getByRole("img", { name: "Kode QRIS untuk dipindai" }).waitFor();
    await display.getByText(/bayar sebelum \d{2}\.\d{2} WIB/).waitFor();
    const [order] = [...double.transactions.values()];
    expect(order?.payment_type).toBe("qris");
    const code = order?.order_id.replace(/-1$/, "") ?? "";
    await display.getByText(code).waitFor();
    expect(await printRequests(page)).toBe(0);

    // The buyer pays in their app; Midtrans notifies the server (signed); the counter prints by itself.
    expect(await double.notify(`${code}-1`, "settlement")).toBe(200);
    expect(await savedBookingCode(page)).toBe(code);
    await page.getByText("Dikonfirmasi").first().waitFor();
    await expect.poll(() => printRequests(page), { timeout: 10_000 }).toBe(1);
    await display.getByRole("heading", { name: "Pembayaran diterima" }).waitFor();
    expect(browser.errors).toEqual([]);
  });
});
