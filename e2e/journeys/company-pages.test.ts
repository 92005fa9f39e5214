import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { signInThroughForm } from "../support/staff";

describe("company information pages", () => {
  const browser = useBrowser();

  it.each([
    ["/syarat", "Syarat & Ketentuan", "Syarat & Ketentuan Perjalanan"],
    ["/kontak", "Kontak Kami", "Layanan Pelanggan 24 Jam"],
    ["/faq", "FAQ", "Kapan saya harus tiba di pelabuhan?"],
    [
      "/tentang?category=visi_misi",
      "Visi & Misi",
      "Visi: menjadi operator penyeberangan paling andal di Indonesia.",
    ],
  ])("%s shows '%s' with its items and the company sidebar", async (path, title, text) => {
    const page = await browser.open(path);
    await page.getByRole("heading", { name: title, exact: true, level: 1 }).waitFor();
    await page.getByText(text).first().waitFor();
    expect(await page.title()).toBe(title);
    const sidebar = page.getByRole("navigation", { name: "Informasi perusahaan" });
    expect(await sidebar.getByRole("link").count()).toBe(7);
  });

  it("lets the company details edited in /perusahaan reach the public footer", async () => {
    const page = await browser.open("/login");
    await signInThroughForm(page, "superadmin");
    await page.goto(new URL("/perusahaan", page.url()).toString());
    await page.getByLabel("Telepon").fill("(0333) 777 888");
    await page.getByRole("button", { name: "Simpan" }).click();
    await page.getByText("Pengaturan perusahaan berhasil disimpan").waitFor();
    await page.goto(new URL("/kontak", page.url()).toString());
    await page.locator("footer").getByText("Telp. (0333) 777 888").waitFor();
  });
});
