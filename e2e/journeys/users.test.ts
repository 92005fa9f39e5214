import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { pokeValidation, signInThroughForm } from "../support/staff";

describe("system users", () => {
  const browser = useBrowser();

  it("creates a cashier with the Kasir role who sees only the sales menu, then forces them out", async () => {
    const admin = await browser.open("/login");
    await signInThroughForm(admin, "superadmin");
    await admin.goto(new URL("/pengguna", admin.url()).toString());
    await admin.getByRole("button", { name: "Tambah" }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel("Username").fill("kasir_baru");
    await dialog.getByLabel("Nama lengkap").fill("Kasir Baru");
    await dialog.getByLabel("Tipe pengguna").selectOption({ label: "Kasir" });
    await dialog.getByLabel("Kasir", { exact: true }).check();
    await dialog.getByLabel("Password", { exact: true }).fill("kasirBaru1");
    await dialog.getByLabel("Konfirmasi password").fill("kasirBaru1");
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await admin.getByText("Pengguna berhasil ditambahkan").waitFor();

    const cashier = await browser.open("/login");
    await signInThroughForm(cashier, "kasir_baru", "kasirBaru1");
    const menu = cashier.getByRole("complementary", { name: "Menu back-office" });
    expect(await menu.getByText("Penjualan").count()).toBeGreaterThan(0);
    expect(await menu.getByText("Pengguna Sistem").count()).toBe(0);
    expect(await menu.getByText("Manajemen Kapal").count()).toBe(0);

    await admin.getByRole("searchbox").fill("kasir_baru");
    await admin.getByRole("button", { name: "Logout paksa kasir_baru" }).click();
    await admin.getByRole("button", { name: "Ya, lanjutkan" }).click();
    await admin.getByText("Pengguna berhasil di-logout paksa").waitFor();

    await pokeValidation(cashier);
    const modal = cashier.getByRole("dialog", { name: "Logout Paksa" });
    await modal.getByRole("button", { name: "Login Kembali" }).click();
    // A full page load to the login page, which says why the session ended.
    await cashier.getByRole("heading", { name: "Login Staf" }).waitFor();
    await cashier.getByText("Anda telah di-logout paksa oleh IT PT Penyeberangan Nusantara").waitFor();
  });

  it("takes a permission away on /permission and the open menu loses the entry at the next poll", async () => {
    const admin = await browser.open("/login");
    await signInThroughForm(admin, "superadmin");
    await admin.goto(new URL("/permission", admin.url()).toString());
    await admin.getByLabel("Nama peran baru").fill("Kasir Uji");
    await admin.getByRole("button", { name: "Tambah", exact: true }).click();
    await expect.poll(() => admin.getByLabel("Nama peran", { exact: true }).inputValue()).toBe("Kasir Uji");
    for (const name of ["manage penjualan", "view penjualan umum", "view penjualan ekspedisi"]) {
      await admin.getByLabel(name, { exact: true }).check();
    }
    await admin.getByRole("button", { name: "Simpan Hak Akses" }).click();
    await admin.getByText("berhasil").first().waitFor();

    await admin.goto(new URL("/pengguna", admin.url()).toString());
    await admin.getByRole("button", { name: "Tambah" }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel("Username").fill("kasir_uji");
    await dialog.getByLabel("Nama lengkap").fill("Kasir Uji");
    await dialog.getByLabel("Tipe pengguna").selectOption({ label: "Kasir" });
    await dialog.getByLabel("Kasir Uji", { exact: true }).check();
    await dialog.getByLabel("Password", { exact: true }).fill("kasirUji12");
    await dialog.getByLabel("Konfirmasi password").fill("kasirUji12");
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await admin.getByText("Pengguna berhasil ditambahkan").waitFor();

    const cashier = await browser.open("/login");
    await signInThroughForm(cashier, "kasir_uji", "kasirUji12");
    const menu = cashier.getByRole("complementary", { name: "Menu back-office" });
    await menu.getByText("Penjualan", { exact: true }).click();
    await menu.getByRole("link", { name: "Penjualan Ekspedisi" }).waitFor();

    await admin.goto(new URL("/permission", admin.url()).toString());
    await admin.getByRole("button", { name: /^Kasir Uji/ }).click();
    await admin.getByLabel("view penjualan ekspedisi", { exact: true }).uncheck();
    await admin.getByRole("button", { name: "Simpan Hak Akses" }).click();
    await admin.getByText("berhasil").first().waitFor();

    await pokeValidation(cashier);
    await menu.getByRole("link", { name: "Penjualan Ekspedisi" }).waitFor({ state: "detached" });
    expect(await menu.getByRole("link", { name: "Penjualan Umum" }).count()).toBe(1);
  });
});
