import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { pickTomorrowsSailing, savedBookingCode } from "../support/sales";
import { signInThroughForm } from "../support/staff";

/** Whole rupiah from a cell such as `Rp 211.400`. */
const rupiahIn = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

describe("cashier shift", () => {
  const browser = useBrowser();

  // The Super Admin sells here (the demo `kasir` keeps its open shift for the other journeys).
  it("opens with a float, sells at the counter, closes short with the keyboard and is approved by finance", async () => {
    const cashier = await browser.open("/login");
    await signInThroughForm(cashier, "superadmin");
    await cashier.goto(new URL("/booking/create", cashier.url()).toString());
    await cashier.getByRole("heading", { name: "Shift kasir belum dibuka" }).waitFor();
    await cashier.getByRole("link", { name: "Buka shift" }).click();

    await cashier.getByLabel("Nama loket").fill("Loket 3 Merak");
    await cashier.keyboard.press("Tab");
    await cashier.keyboard.type("200000");
    await cashier.keyboard.press("Enter");
    await cashier.getByRole("region", { name: "Shift berjalan" }).waitFor();

    await cashier.goto(new URL("/booking/create", cashier.url()).toString());
    await pickTomorrowsSailing(cashier, "Merak");
    await cashier.getByLabel("Nama lengkap").first().fill("Rudi Hartono");
    await cashier.getByRole("button", { name: "Sama dengan penumpang pertama" }).click();
    await cashier.getByLabel("Metode pembayaran").selectOption({ label: "Tunai" });
    await cashier.getByRole("button", { name: "Simpan & Bayar" }).click();
    expect(await savedBookingCode(cashier)).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

    await cashier.goto(new URL("/shift-kasir", cashier.url()).toString());
    const close = cashier.locator("form", { hasText: "Tutup Shift" });
    const cashRow = close.getByRole("row", { name: /Tunai/ });
    const expected = rupiahIn(await cashRow.getByRole("cell").nth(0).textContent());
    expect(expected).toBeGreaterThan(200_000);
    await close.getByLabel("Tunai dihitung").fill(String(expected - 1_000));
    await cashRow.getByText("-Rp 1.000").waitFor();
    await close.getByLabel("Transfer Bank dihitung").focus();
    await cashier.keyboard.type("0");
    await cashier.keyboard.press("Tab");
    await cashier.keyboard.type("0");
    await cashier.keyboard.press("Enter");
    const closed = cashier.getByRole("region", { name: "Shift ditutup" });
    await closed.getByText("Menunggu Persetujuan").waitFor();
    await closed.getByRole("button", { name: "Cetak Thermal" }).waitFor();
    const code = (await closed.getByRole("heading").textContent())?.match(/SK-\d+/)?.[0] ?? "";

    await cashier.goto(new URL("/shift-kasir/persetujuan?status=ditutup", cashier.url()).toString());
    await cashier.getByRole("cell", { name: code }).waitFor();
    await cashier.getByRole("row", { name: code }).getByRole("button", { name: "Periksa & Setujui" }).click();
    const own = cashier.getByRole("dialog", { name: `Setujui penutupan shift ${code}?` });
    await own.getByRole("button", { name: "Ya, setujui" }).click();
    await own.getByRole("alert").getByText("Penutupan shift harus disetujui oleh petugas lain").waitFor();

    const finance = await browser.open("/login");
    await signInThroughForm(finance, "keuangan");
    await finance.goto(new URL("/shift-kasir/persetujuan?status=ditutup", finance.url()).toString());
    await finance.getByRole("cell", { name: code }).waitFor();
    await finance.getByRole("row", { name: code }).getByRole("button", { name: "Periksa & Setujui" }).click();
    const check = finance.getByRole("dialog", { name: `Setujui penutupan shift ${code}?` });
    await check.getByText("-Rp 1.000").first().waitFor();
    await check.getByRole("button", { name: "Ya, setujui" }).click();
    await check.waitFor({ state: "hidden" });
    await finance.goto(new URL("/shift-kasir/persetujuan?status=disetujui", finance.url()).toString());
    await finance.getByRole("cell", { name: code }).waitFor();
    await finance.getByRole("region", { name: "Rekap harian shift" }).getByText("Loket 3 Merak").waitFor();
    expect(browser.errors).toEqual([]);
  });
});
