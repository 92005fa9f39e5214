import type { Page } from "playwright-core";

/** Step 3 of /customers/register: address, birth date, sex, identity number, terms; then 'Daftar Sekarang'. */
export async function finishRegistration(page: Page): Promise<void> {
  await page.getByText("Langkah 3 dari 3").waitFor();
  await page.getByLabel("Alamat").fill("Jl. Pantai Boom 12, Banyuwangi");
  await page.getByLabel("Tanggal Lahir").fill("1993-08-21");
  await page.getByLabel("Jenis Kelamin").selectOption("P");
  await page.getByLabel("Nomor Identitas").fill("3510012108930002");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Daftar Sekarang" }).click();
  await page.getByRole("heading", { name: "Registrasi Berhasil!" }).waitFor();
}
