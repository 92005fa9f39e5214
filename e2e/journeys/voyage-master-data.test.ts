import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { signInThroughForm } from "../support/staff";

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function addThroughForm(
  page: Page,
  path: string,
  fill: (dialog: ReturnType<Page["getByRole"]>) => Promise<void>,
) {
  await page.goto(new URL(path, page.url()).toString());
  await page.getByRole("button", { name: "Tambah" }).click();
  const dialog = page.getByRole("dialog");
  await fill(dialog);
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await page.getByText("berhasil ditambahkan").first().waitFor();
}

describe("voyage master data", () => {
  const browser = useBrowser();

  it("builds a crossing with a ship, capacity and price, generates a week of schedules and lists them with quota", async () => {
    const page = await browser.open("/login");
    await signInThroughForm(page, "superadmin");

    for (const [nama, kode, zona] of [
      ["Pelabuhan Uji Asal", "UJA", "WIB (Asia/Jakarta)"],
      ["Pelabuhan Uji Tujuan", "UJB", "WITA (Asia/Makassar)"],
    ] as const) {
      await addThroughForm(page, "/pelabuhan", async (dialog) => {
        await dialog.getByLabel("Nama pelabuhan").fill(nama);
        await dialog.getByLabel("Kode").fill(kode.toLowerCase());
        await dialog.getByLabel("Kota").fill("Kota Uji");
        await dialog.getByLabel("Zona waktu").selectOption({ label: zona });
      });
    }
    expect(await page.getByRole("cell", { name: "UJB" }).count()).toBe(1);

    await addThroughForm(page, "/rute", async (dialog) => {
      await dialog.getByLabel("Kode rute").fill("UJA-UJB");
      await dialog.getByLabel("Nama rute").fill("Uji Asal - Uji Tujuan");
      await dialog.getByLabel("Pelabuhan asal").selectOption({ label: "Pelabuhan Uji Asal (UJA)" });
      await dialog.getByLabel("Pelabuhan tujuan").selectOption({ label: "Pelabuhan Uji Tujuan (UJB)" });
      await dialog.getByLabel("Jarak (mil laut)").fill("5");
      await dialog.getByLabel("Durasi (menit)").fill("60");
    });

    await addThroughForm(page, "/kapal", async (dialog) => {
      await dialog.getByLabel("Nama kapal").fill("KMP Uji Coba");
      await dialog.getByLabel("Kode kapal").fill("KUC");
      await dialog.getByLabel("Gross tonnage (GT)").fill("1200");
      await dialog.getByLabel("Tahun pembuatan").fill("2020");
      await dialog.getByLabel("Toilet").check();
    });

    await page.goto(new URL("/kapasitas", page.url()).toString());
    await page.getByLabel("Kapal").selectOption({ label: "KMP Uji Coba (KUC)" });
    await page.getByLabel("Kuota Penumpang Ekonomi Dewasa").fill("50");
    await page.getByRole("button", { name: "Simpan Kapasitas" }).click();
    await page.getByText("Kapasitas kapal berhasil disimpan").waitFor();

    await addThroughForm(page, "/harga-muatan?tab=riwayat", async (dialog) => {
      await dialog.getByLabel("Rute").selectOption({ label: "UJA-UJB · Uji Asal - Uji Tujuan" });
      await dialog.getByLabel("Jenis muatan").selectOption({ label: "Penumpang Ekonomi Dewasa" });
      await dialog.getByLabel("Harga (Rp)").fill("15000");
      await dialog.getByLabel("Berlaku mulai").fill(isoDay(-1));
    });

    await page.goto(new URL("/jadwal", page.url()).toString());
    await page.getByRole("button", { name: "Buat Jadwal Massal" }).click();
    const bulk = page.getByRole("dialog", { name: "Buat Jadwal Massal" });
    await bulk.getByLabel("Rute").selectOption({ label: "UJA-UJB · Uji Asal - Uji Tujuan" });
    await bulk.getByLabel("Kapal").selectOption({ label: "KMP Uji Coba (KUC)" });
    await bulk.getByLabel(/Jam berangkat/).fill("09:00");
    await bulk.getByLabel("Tanggal mulai").fill(isoDay(1));
    await bulk.getByLabel("Tanggal selesai").fill(isoDay(7));
    await bulk.getByRole("button", { name: "Buat Jadwal" }).click();
    await page.getByText("7 jadwal berhasil dibuat").waitFor();

    await page.getByLabel("Rute").selectOption({ label: "UJA-UJB · Uji Asal - Uji Tujuan" });
    await page.getByText(/^7 data ·/).waitFor();
    const rows = page.locator("tbody tr");
    expect(await rows.count()).toBe(7);
    expect(await rows.first().textContent()).toContain("09.00 WIB");
    expect(await rows.first().textContent()).toContain("KMP Uji Coba");
    // Places left by kind: this ship carries only passengers on this route.
    expect((await rows.first().locator("td").nth(5).textContent())?.trim()).toBe("50 kursi penumpang");
    await rows.first().click();
    await page.getByRole("cell", { name: "Rp 15.000", exact: true }).first().waitFor();
  });
});
