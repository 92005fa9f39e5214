import type { Page } from "playwright-core";
import { DEMO_PASSWORD } from "./staff";

type Json = Record<string, unknown>;

async function call(
  baseUrl: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Json> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Json;
}

/**
 * Turns 'Booking Online' on or off as the demo Super Admin would on /management (the demo data has it on),
 * then signs out again so no session is left behind.
 */
export async function setOnlineBooking(baseUrl: string, aktif: boolean): Promise<void> {
  const login = await call(baseUrl, "POST", "/login", undefined, {
    username: "superadmin",
    password: DEMO_PASSWORD,
    force: true,
  });
  const token = login.token as string;
  if (!token) throw new Error(`superadmin sign-in failed: ${JSON.stringify(login)}`);
  const overview = (await call(baseUrl, "GET", "/settings", token)).data as { online: { values: Json } };
  const saved = await call(baseUrl, "PUT", "/settings/online", token, { ...overview.online.values, aktif });
  if (saved.success !== true)
    throw new Error(`saving the online booking setting failed: ${JSON.stringify(saved)}`);
  await call(baseUrl, "POST", "/logout", token);
}

/** On /info/{id}: 'Pesan Tiket' on the adult economy entry leads to the booking form with it chosen. */
export async function orderAdultSeat(page: Page, sailingId: number | undefined): Promise<void> {
  await page.goto(new URL(`/info/${sailingId}`, page.url()).toString());
  const adultCard = page.getByRole("article").filter({ hasText: "Penumpang Ekonomi Dewasa" });
  await adultCard.getByRole("button", { name: "Pesan Tiket" }).click();
  await page.waitForURL(/\/customer\/booking\?schedule=\d+&entry=\d+/);
}

/** Books what the form holds ('Pesan Sekarang', confirmed) and answers the new booking's code. */
export async function confirmOrder(page: Page): Promise<string> {
  await page.getByTestId("quote-total").waitFor();
  await page.getByRole("button", { name: "Pesan Sekarang" }).click();
  await page
    .getByRole("dialog", { name: "Konfirmasi Pemesanan" })
    .getByRole("button", { name: "Ya, Pesan" })
    .click();
  await page.waitForURL(/\/customer\/history\?code=/);
  return new URL(page.url()).searchParams.get("code") ?? "";
}
