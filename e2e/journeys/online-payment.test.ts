import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MidtransDouble, startMidtransDouble } from "../../apps/server/src/test/midtrans-double";
import { useBrowser } from "../support/browser";
import { confirmOrder, onlineSailing, orderAdultSeat } from "../support/online-booking";
import { startServer } from "../support/server";
import { DEMO_PASSWORD } from "../support/staff";

const SERVER_KEY = "SB-Mid-server-e2e-journey";

/**
 * A server of its own with the Midtrans gateway on, pointed at a local double of the Core API (the run's
 * server has no gateway, as a fresh install).
 */
describe("online payment at the gateway", () => {
  const browser = useBrowser();
  let double: MidtransDouble;
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    double = await startMidtransDouble(SERVER_KEY);
    server = await startServer({
      MIDTRANS_SERVER_KEY: SERVER_KEY,
      MIDTRANS_CLIENT_KEY: "SB-Mid-client-e2e-journey",
      MIDTRANS_BASE_URL: double.url,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await double?.close();
  });

  it("a customer books, pays by QRIS, the gateway notifies the settlement, and the page shows the e-ticket", async () => {
    const base = server.baseUrl;
    const sailing = await onlineSailing(base, "Ketapang");

    // The demo customer books one seat (the profile is the passenger).
    const page = await browser.open("/customers/login", { baseUrl: base });
    await page.getByLabel("Email").fill("pelanggan@example.com");
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Masuk", exact: true }).click();
    await page.waitForURL(/\/customer\/dashboard/);
    await orderAdultSeat(page, sailing);
    const code = await confirmOrder(page);

    // Bayar Online: QRIS, shown as a QR code with its deadline.
    await page.getByRole("button", { name: "QRIS", exact: true }).click();
    await page.getByRole("img", { name: "Kode QRIS untuk dipindai" }).waitFor();
    await page
      .getByText(/Bayar sebelum .* WIB/)
      .first()
      .waitFor();
    const orderId = `${code}-1`;
    expect(double.transactions.get(orderId)?.payment_type).toBe("qris");

    // The customer pays in their app; Midtrans notifies the server (signed), the page turns by itself.
    const notified = await fetch(`${base}/api/payments/midtrans/notification`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(double.notification(orderId, "settlement")),
    });
    expect(notified.status).toBe(200);
    await page.getByText(`${code}-P01`).waitFor({ timeout: 15_000 });
    await page.getByText("Dikonfirmasi", { exact: true }).first().waitFor();
    expect(await page.getByTestId("gateway-active").count()).toBe(0);
    expect(browser.errors).toEqual([]);
  });
});
