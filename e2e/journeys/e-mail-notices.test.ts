import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { finishRegistration } from "../support/customer";
import { linksOf, startMailWorld } from "../support/mail";
import { pickTomorrowsSailing, savedBookingCode } from "../support/sales";
import { signInThroughForm } from "../support/staff";

const PASSWORD = "Laut12345!";
/** A sale in the browser, then the delivery job's next run and the mail server's answer. */
const JOURNEY_TIMEOUT_MS = 150_000;

describe("e-mail to passengers through a real SMTP server", () => {
  const browser = useBrowser();
  let world: Awaited<ReturnType<typeof startMailWorld>>;
  beforeAll(async () => {
    world = await startMailWorld();
  });
  afterAll(() => world?.stop());
  const open = (path: string) => browser.open(path, { baseUrl: world.baseUrl });

  /** A cashier sells one adult at the counter for cash, the buyer giving `email`; answers the code. */
  async function counterSale(email: string): Promise<string> {
    const page = await open("/login");
    await signInThroughForm(page, "kasir");
    await page.goto(`${world.baseUrl}/booking/create`);
    await pickTomorrowsSailing(page, "Merak");
    await page.getByLabel("Nama lengkap").first().fill("Wulan Sari");
    await page.getByRole("button", { name: "Sama dengan penumpang pertama" }).click();
    await page.getByLabel("Email pemesan").fill(email);
    // Ticked by the form once it holds an address (its next render): asked until it shows.
    await expect.poll(() => page.getByRole("checkbox", { name: /Kirim e-tiket/ }).isChecked()).toBe(true);
    await page.getByLabel("Metode pembayaran").selectOption({ label: "Tunai" });
    await page.getByRole("button", { name: "Simpan & Bayar" }).click();
    const code = await savedBookingCode(page);
    await page.getByText("Dikonfirmasi").first().waitFor();
    await page.context().close();
    return code;
  }

  it(
    "delivers a counter sale's e-tickets by e-mail, and the mail's link opens the booking",
    async () => {
      const code = await counterSale("wulan@contoh.id");
      const mail = await world.mailTo("wulan@contoh.id", `E-tiket booking ${code}`);

      expect(mail.from?.text).toBe('"PT Ferry Nusantara" <tiket@ferry.example>');
      const pdfs = mail.attachments.filter((file) => file.contentType === "application/pdf");
      expect(pdfs.map((file) => file.filename)).toEqual([`booking-${code}.pdf`, `tiket-${code}.pdf`]);
      const link = `${world.baseUrl}/cek-booking?code=${code}`;
      expect(mail.text).toContain(`Cek booking: ${link}`);
      expect(linksOf(mail)).toContain(link);

      const page = await open(new URL(link).pathname + new URL(link).search);
      await page.getByTestId("booking-code").getByText(code).waitFor();
      await page.getByText("Dikonfirmasi", { exact: true }).waitFor();
      expect(browser.errors).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    "a customer verifies the address from the mail and then sees the counter booking under it",
    async () => {
      const email = `rina${Date.now()}@contoh.id`;
      const code = await counterSale(email);

      const page = await open("/customers/register");
      await page.getByLabel("Nama Lengkap").fill("Rina Kartika");
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Selanjutnya" }).click();
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByLabel("Konfirmasi Password", { exact: true }).fill(PASSWORD);
      await page.getByLabel("Nomor Telepon").fill("081298765432");
      await page.getByRole("button", { name: "Selanjutnya" }).click();
      await finishRegistration(page);
      await page.getByRole("heading", { name: "Masuk ke Akun Anda" }).waitFor({ timeout: 10_000 });
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Masuk", exact: true }).click();
      await page.getByRole("heading", { name: /Selamat datang, Rina Kartika/ }).waitFor();

      // Not verified yet: the counter booking under the address is not the account's.
      await page.getByText("Alamat e-mail Anda belum terverifikasi").waitFor();
      expect(await page.getByText(`Pemesanan ${code}`).count()).toBe(0);

      const mail = await world.mailTo(email, "Verifikasi alamat e-mail Anda");
      const link = linksOf(mail).find((href) => href.startsWith(`${world.baseUrl}/customers/verify?token=`));
      if (!link) throw new Error("no verification link in the e-mail");
      await page.goto(link);
      await page.getByText("Alamat e-mail Anda sudah terverifikasi").waitFor();

      await page.goto(`${world.baseUrl}/customer/dashboard`);
      await page.getByRole("link", { name: `Pemesanan ${code}` }).waitFor();
      expect(await page.getByText("Alamat e-mail Anda belum terverifikasi").count()).toBe(0);
      expect(browser.errors).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
