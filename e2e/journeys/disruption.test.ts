import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { startMailWorld } from "../support/mail";
import { signInThroughForm } from "../support/staff";

const REASON = "Cuaca buruk: gelombang tinggi";
/** Three sales through the API, then cancel, move and the outbox in the browser. */
const JOURNEY_TIMEOUT_MS = 150_000;

/**
 * As the signed-in cashier (whose demo shift is open): the first Ketapang–Gilimanuk sailing five days ahead
 * (no demo sales, so other journeys are not disturbed) and three bookings paid in cash on it.
 */
async function sailingWithSales(page: Page) {
  return page.evaluate(async () => {
    const headers = {
      Authorization: `Bearer ${localStorage.getItem("token")}`,
      "Content-Type": "application/json",
    };
    const get = async (path: string) => (await (await fetch(path, { headers })).json()).data;
    const post = async (path: string, body: unknown) => {
      const response = await fetch(path, { method: "POST", headers, body: JSON.stringify(body) });
      const answer = await response.json();
      if (!response.ok) throw new Error(`${path}: ${JSON.stringify(answer)}`);
      return answer.data;
    };
    const day = new Date(Date.now() + 5 * 86_400_000).toLocaleDateString("en-CA", {
      timeZone: "Asia/Jakarta",
    });
    const [sailing] = await get(
      `/api/schedules?search=KTP-GLM&date=${day}&sort_by=waktu_berangkat&sort_dir=asc`,
    );
    const adult = sailing.available_seats.find(
      (seat: { cargo_type: { nama: string } }) => seat.cargo_type.nama === "Penumpang Ekonomi Dewasa",
    );
    const codes: string[] = [];
    for (const nama of ["Wayan Putra", "Nengah Sari", "Komang Adi"]) {
      const sale = {
        schedule_id: sailing.id,
        pemesan_nama: nama,
        pemesan_email: `${nama.split(" ")[0]?.toLowerCase()}@contoh.id`,
        passengers: [{ ticket_price_id: adult.ticket_price_id, nama_lengkap: nama, usia: 30 }],
      };
      const quote = await post("/api/bookings/quote", sale);
      const booking = await post("/api/bookings", {
        ...sale,
        payment: { method: "tunai", amount: quote.total_harga },
      });
      codes.push(booking.booking_code);
    }
    return { routeId: sailing.route_id as number, day, codes };
  });
}

describe("a sailing cancelled for bad weather", () => {
  const browser = useBrowser();
  // A server of its own that e-mails through a real SMTP server: the buyers' notices are read there.
  let world: Awaited<ReturnType<typeof startMailWorld>>;
  beforeAll(async () => {
    world = await startMailWorld();
  });
  afterAll(() => world?.stop());
  const open = (path: string) => browser.open(path, { baseUrl: world.baseUrl });

  it(
    "is cancelled with its reason, its passengers moved all at once, and the buyers told",
    async () => {
      const cashier = await open("/login");
      await signInThroughForm(cashier, "kasir");
      const { routeId, day, codes } = await sailingWithSales(cashier);
      await cashier.context().close();

      const page = await open("/login");
      await signInThroughForm(page, "superadmin");
      await page.goto(
        new URL(
          `/jadwal?route_id=${routeId}&date=${day}&sort_by=waktu_berangkat&sort_dir=asc`,
          page.url(),
        ).toString(),
      );
      await page
        .getByRole("button", { name: /^Batalkan jadwal KTP-GLM/ })
        .first()
        .click();
      const dialog = page.getByRole("dialog", { name: "Batalkan jadwal" });
      await dialog.getByLabel("Alasan (dibaca penumpang)").fill(REASON);
      await dialog.getByRole("button", { name: "Lanjut" }).click();
      await page
        .getByRole("dialog", { name: "Yakin membatalkan jadwal ini?" })
        .getByRole("button", { name: "Ya, batalkan jadwal" })
        .click();
      await page
        .getByText("Jadwal berhasil dibatalkan: 3 booking terdampak, 0 booking belum lunas dibatalkan")
        .waitFor();

      await page.getByRole("link", { name: "Penumpang terdampak" }).first().click();
      await page.getByText(`Dibatalkan: ${REASON}`).waitFor();
      await page.getByText("Menunggu dipindah atau direfund (3)").waitFor();
      for (const code of codes) await page.getByRole("cell", { name: code }).waitFor();
      await page.getByRole("radio").first().check();
      await page.getByRole("button", { name: "Pindahkan semua" }).click();
      await page
        .getByRole("dialog", { name: "Pindahkan semua booking terdampak?" })
        .getByRole("button", { name: "Ya, pindahkan" })
        .click();
      const result = page.getByRole("region", { name: "Hasil pemindahan" });
      await result.getByText(/^3 booking dipindahkan ke KTP-GLM/).waitFor();
      await page.getByText("Sudah dipindahkan (3)").waitFor();

      const first = codes[0] ?? "";
      const cancelMail = await world.mailTo("wayan@contoh.id", `Jadwal booking ${first} dibatalkan`);
      expect(cancelMail.text).toContain(`Alasan: ${REASON}`);
      expect(cancelMail.text).toContain("refund penuh tanpa potongan dan tanpa batas waktu");
      expect(cancelMail.text).toContain(`Cek booking: ${world.baseUrl}/cek-booking?code=${first}`);
      const moveMail = await world.mailTo("wayan@contoh.id", `Booking ${first} dipindah ke pelayaran lain`);
      expect(moveMail.text).toMatch(/Jadwal baru: KTP-GLM \d{2}\/\d{2}\/\d{4} \d{2}\.\d{2} WIB/);
      await world.mailTo("wayan@contoh.id", `Jadwal baru booking ${first}`);
      // The outbox page lists them too.
      await page.goto(new URL(`/notifikasi-keluar?search=${first}`, page.url()).toString());
      await page.getByText(`Jadwal booking ${first} dibatalkan`).first().waitFor();

      await page.goto(new URL(`/cek-booking?code=${codes[0]}`, page.url()).toString());
      await page
        .getByTestId("booking-code")
        .getByText(codes[0] ?? "")
        .waitFor();
      expect(await page.getByText(`Dibatalkan: ${REASON}`).count()).toBe(0);
      expect(browser.errors).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
