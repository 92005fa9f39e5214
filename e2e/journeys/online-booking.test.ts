import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { confirmOrder, onlineSailing, orderAdultSeat } from "../support/online-booking";
import { confirmAction, openBooking, selectContaining } from "../support/sales";
import { signInThroughForm } from "../support/staff";

const EMAIL = `online${Date.now()}@contoh.id`;
const PASSWORD = "Ombak12345!";
// A 1x1 PNG: the proof of transfer the customer uploads.
const PROOF = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function api<T>(baseUrl: string, path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    ...init,
    headers: { "content-type": "application/json", ...(init?.headers ?? {}) },
  });
  return (await response.json()) as T;
}

describe("online booking", () => {
  const browser = useBrowser();

  it("a customer books 2 passengers and a motorcycle, uploads the proof, finance approves, the customer downloads the thermal ticket", async () => {
    const base = browser.baseUrl();
    // The demo data turns 'Booking Online' on.
    const setting = await api<{ data: { enabled: boolean } }>(base, "/public/online-booking");
    expect(setting.data.enabled).toBe(true);
    const registered = await api<{ success: boolean }>(base, "/register", {
      method: "POST",
      body: JSON.stringify({
        nama_lengkap: "Dewi Lestari",
        email: EMAIL,
        password: PASSWORD,
        nomor_telepon: "081355501234",
        alamat: "Jl. Dermaga 5, Cilegon",
        tanggal_lahir: "1990-04-12",
        jenis_kelamin: "P",
        nomor_identitas: "3604015204900003",
        jenis_identitas: "KTP",
      }),
    });
    expect(registered.success).toBe(true);
    const sailing = await onlineSailing(base, "Merak");

    // Sign in, then 'Pesan Tiket' on /info/{id} leads to the booking page with the entry chosen.
    const page = await browser.open("/customers/login");
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Masuk", exact: true }).click();
    await page.waitForURL(/\/customer\/dashboard/);
    await orderAdultSeat(page, sailing);

    // The profile is the first passenger; add a second one and a motorcycle.
    const names = page.getByLabel("Nama lengkap");
    await names.first().waitFor();
    expect(await names.first().inputValue()).toBe("Dewi Lestari");
    await page.getByRole("button", { name: "Tambah Penumpang", exact: true }).click();
    await names.nth(1).fill("Bima Lestari");
    await page.getByLabel("Usia (tahun)").nth(1).fill("35");
    await page.getByRole("button", { name: "Tambah Kendaraan" }).click();
    await selectContaining(page.getByLabel("Golongan kendaraan"), "Sepeda motor <");
    await page.getByLabel("Nomor kendaraan").fill("A 4321 BC");
    await page.getByLabel("Nama pemilik").fill("Dewi Lestari");
    const code = await confirmOrder(page);

    // The booking: deadline counting down, bank account, proof upload.
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    await page.getByTestId("countdown").waitFor();
    await page.getByText("1370012345678").waitFor();
    await page
      .getByLabel(/Bukti transfer/)
      .setInputFiles({ name: "bukti.png", mimeType: "image/png", buffer: PROOF });
    await page.getByRole("button", { name: "Kirim Bukti Pembayaran" }).click();
    await page.getByText("Bukti pembayaran sedang diverifikasi petugas.").waitFor();

    // Finance approves the transfer on /booking.
    const finance = await browser.open("/login");
    await signInThroughForm(finance, "keuangan");
    const detail = await openBooking(finance, "/booking", code);
    await confirmAction(finance, detail, {
      button: "Setujui",
      title: "Setujui pembayaran?",
      confirm: "Ya, setujui",
    });
    await detail.getByText("Dikonfirmasi").first().waitFor();

    // The customer finds it confirmed in the history and downloads the thermal ticket.
    await page.goto(new URL("/customer/history", page.url()).toString());
    await page.getByRole("button", { name: new RegExp(code) }).click();
    await page.getByText("Dikonfirmasi", { exact: true }).first().waitFor();
    await page.getByRole("button", { name: "Cetak", exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "Unduh Tiket Thermal 80 mm", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^tiket-thermal-${code}-\\d{14}\\.pdf$`));
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(browser.errors).toEqual([]);
  });
});
