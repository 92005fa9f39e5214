import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import {
  audit,
  blocking,
  checkModal,
  type ModalCheck,
  type PageAudit,
  writeA11yResults,
} from "../support/a11y";
import { useBrowser } from "../support/browser";
import { DEMO_PASSWORD, signInThroughForm } from "../support/staff";

/**
 * axe-core (WCAG 2.1 A/AA) on the main public, customer and staff pages: no serious or critical
 * violation, every form field labelled; modals take focus, keep it, and close with Escape where allowed.
 * The figures go to e2e/.results/a11y.json for the quality report.
 */
const pages: PageAudit[] = [];
const modals: ModalCheck[] = [];
afterAll(() => writeA11yResults(pages, modals));

async function settle(page: Page): Promise<void> {
  await page.locator("h1, h2").first().waitFor();
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => {});
  await page.waitForTimeout(300);
}

async function check(page: Page, name: string): Promise<void> {
  await settle(page);
  const result = await audit(page, name);
  pages.push(result);
  expect.soft(blocking(result), `${name} (${result.path})`).toEqual([]);
  expect.soft(result.unlabelled, `${name}: fields without a label`).toEqual([]);
}

async function api<T>(baseUrl: string, path: string, init: { body?: object; token?: string } = {}) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: init.body ? "POST" : "GET",
    headers: {
      "content-type": "application/json",
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return (await response.json()) as T;
}

/** A schedule id and the code of a confirmed demo booking. */
async function demoData(baseUrl: string) {
  const schedules = await api<{ data: { id: number }[] }>(baseUrl, "/public/schedules/available?per_page=1");
  const login = await api<{ token: string }>(baseUrl, "/login", {
    body: { username: "kasir", password: DEMO_PASSWORD, force: true },
  });
  const list = await api<{ data: { booking_code: string }[] }>(
    baseUrl,
    "/bookings?status=confirmed&per_page=1",
    {
      token: login.token,
    },
  );
  await fetch(`${baseUrl}/api/logout`, {
    method: "POST",
    headers: { authorization: `Bearer ${login.token}` },
  });
  return { scheduleId: schedules.data[0]?.id, bookingCode: list.data[0]?.booking_code };
}

describe("accessibility", () => {
  const browser = useBrowser();

  it("public pages have no serious or critical violation and labelled fields", async () => {
    const { scheduleId, bookingCode } = await demoData(browser.baseUrl());
    expect(scheduleId).toBeDefined();
    expect(bookingCode).toBeDefined();
    const page = await browser.open("/");
    await check(page, "Beranda");
    for (const [name, path] of [
      ["Jadwal Pelayaran", "/info"],
      ["Detail Jadwal", `/info/${scheduleId}`],
      ["Berita", "/berita"],
      ["Kontak", "/kontak"],
      ["Masuk Pelanggan", "/customers/login"],
      ["Daftar Pelanggan", "/customers/register"],
    ] as const) {
      await page.goto(`${browser.baseUrl()}${path}`);
      await check(page, name);
    }
    await page.goto(`${browser.baseUrl()}/cek-booking`);
    await page.getByLabel("Kode Booking").fill(bookingCode ?? "");
    await page.getByRole("button", { name: "Cek Booking" }).click();
    await page.getByTestId("booking-code").waitFor();
    await check(page, "Cek Booking (ditemukan)");
  });

  it("the 'Daftar' modal takes focus, keeps it and closes with Escape", async () => {
    const page = await browser.open("/");
    await settle(page);
    await page.getByRole("button", { name: "Daftar" }).first().click();
    await page.getByRole("dialog", { name: "Daftar" }).waitFor();
    const result = await audit(page, "Modal Daftar", '[role="dialog"]');
    pages.push(result);
    expect(blocking(result)).toEqual([]);
    const modal = await checkModal(page, "Daftar (publik)");
    modals.push(modal);
    expect(modal).toEqual({ name: "Daftar (publik)", focusInside: true, trapped: true, escapeCloses: true });
  });

  it("the customer area has no serious or critical violation", async () => {
    const email = `a11y${Date.now()}@contoh.id`;
    const password = "Laut12345!";
    await api(browser.baseUrl(), "/register", {
      body: {
        nama_lengkap: "Rina Aksesibel",
        email,
        password,
        nomor_telepon: "081298765432",
        alamat: "Jl. Pantai Boom 12, Banyuwangi",
        tanggal_lahir: "1993-08-21",
        jenis_kelamin: "P",
        nomor_identitas: "3510012108930002",
      },
    });
    const session = await api<{
      token: string;
      user: unknown;
      pelanggan: unknown;
      expires_at: string;
    }>(browser.baseUrl(), "/customer/login", { body: { login_field: email, password } });
    expect(session.token).toBeTruthy();
    const page = await browser.open("/");
    await page.evaluate((stored) => {
      localStorage.setItem("auth_token", stored.token);
      localStorage.setItem("auth_user", JSON.stringify(stored.user));
      localStorage.setItem("auth_customer", JSON.stringify(stored.pelanggan));
      localStorage.setItem("auth_expires_at", stored.expires_at);
    }, session);
    await page.goto(`${browser.baseUrl()}/customer/dashboard`);
    await page.getByRole("heading", { name: /Selamat datang, Rina Aksesibel/ }).waitFor();
    await check(page, "Dashboard Pelanggan");
    await page.goto(`${browser.baseUrl()}/customer/profile`);
    await page.getByTestId("profile-alamat").waitFor();
    await check(page, "Profil Pelanggan");
  });

  it("staff pages have no serious or critical violation, and their modals behave", async () => {
    const page = await browser.open("/login");
    await check(page, "Masuk Staf");
    await signInThroughForm(page, "superadmin");
    await check(page, "Dashboard");
    for (const [name, path] of [
      ["Penjualan Loket", "/booking/create"],
      ["Daftar Booking", "/booking"],
      ["Pelabuhan", "/pelabuhan"],
      ["Scan Tiket", "/scan-tiket"],
      ["Pengguna", "/pengguna"],
    ] as const) {
      await page.goto(`${browser.baseUrl()}${path}`);
      await check(page, name);
    }

    // A master-data form in a modal: labelled fields, focus kept inside, Escape closes.
    await page.goto(`${browser.baseUrl()}/pelabuhan`);
    await settle(page);
    await page
      .getByRole("button", { name: /Tambah/ })
      .first()
      .click();
    await page.getByRole("dialog").waitFor();
    const form = await audit(page, "Form Pelabuhan (modal)", '[role="dialog"]');
    pages.push(form);
    expect(blocking(form)).toEqual([]);
    expect(form.unlabelled).toEqual([]);
    const formModal = await checkModal(page, "Form Pelabuhan");
    modals.push(formModal);
    expect(formModal).toEqual({
      name: "Form Pelabuhan",
      focusInside: true,
      trapped: true,
      escapeCloses: true,
    });

    // The booking detail panel.
    await page.goto(`${browser.baseUrl()}/booking`);
    await settle(page);
    await page.getByRole("button", { name: "Detail", exact: true }).first().click();
    await page.getByRole("dialog", { name: "Detail booking" }).waitFor();
    const drawer = await checkModal(page, "Detail booking");
    modals.push(drawer);
    expect(drawer).toEqual({ name: "Detail booking", focusInside: true, trapped: true, escapeCloses: true });
  });
});
