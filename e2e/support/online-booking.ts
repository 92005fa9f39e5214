import type { Page } from "playwright-core";
import { tomorrow } from "./sales";
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

type Sailing = { id: number; status: string; waktu_berangkat: string; route: { nama_rute: string } };

/**
 * Tomorrow's first sailing (WIB) on the route named `routePrefix`... that the demo customer can book
 * online at any hour: not the demo's cancelled one, departing more than 2 hours from now (online sales
 * close 60 minutes before), and not the demo customer's own waiting booking, which the seed puts on the
 * first sailing a day or more after start-up (their identity number on it again is refused).
 */
export async function onlineSailing(baseUrl: string, routePrefix: string): Promise<number> {
  const response = await fetch(
    `${baseUrl}/api/public/schedules/available?date=${tomorrow()}&sort_by=waktu_berangkat&per_page=50`,
  );
  const { data } = (await response.json()) as { data: Sailing[] };
  const now = Date.now();
  const demoBookedFrom = now + 86_400_000 - 15 * 60_000;
  const demoBookedUntil = now + 86_400_000 + 3 * 3_600_000;
  const sailing = data.find((row) => {
    const departs = Date.parse(row.waktu_berangkat);
    return (
      row.route.nama_rute.startsWith(routePrefix) &&
      row.status !== "batal" &&
      departs > now + 2 * 3_600_000 &&
      !(departs >= demoBookedFrom && departs <= demoBookedUntil)
    );
  });
  if (!sailing) throw new Error(`no ${routePrefix} sailing tomorrow open for online booking`);
  return sailing.id;
}

/** On /info/{id}: 'Pesan Tiket' on the adult economy entry leads to the booking form with it chosen. */
export async function orderAdultSeat(page: Page, sailingId: number): Promise<void> {
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
