import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { CANCEL_SAILING, callApi, changeFirstSailing, soldAtCounter } from "../support/disruption";
import { useMailWorld } from "../support/mail";
import { signInThroughForm } from "../support/staff";

const REASON = "Cuaca buruk: gelombang tinggi";
/** Twenty sales through the API, then cancel, an agent's refund, the move and the mail in the browser. */
const JOURNEY_TIMEOUT_MS = 240_000;

/** The buyers at the counter: 19 bookings of one adult each, Wayan Putra first. */
const BUYERS = [
  "Wayan Putra",
  ...Array.from({ length: 18 }, (_, index) => `Penumpang${String(index + 1).padStart(2, "0")} Feri`),
];

/** The first rupiah amount of a text ('… Rp 65.000 …') as a number. */
const rupiah = (text: string) => Number(/Rp\s?([\d.]+)/.exec(text)?.[1]?.replaceAll(".", "") ?? Number.NaN);

describe("a sailing cancelled for bad weather", () => {
  const browser = useBrowser();
  // A server of its own that e-mails through a real SMTP server: the buyers' notices are read there.
  const world = useMailWorld(browser);
  const open = world.open;
  const goto = (page: Awaited<ReturnType<typeof open>>, path: string) =>
    page.goto(new URL(path, page.url()).toString());

  it(
    "is cancelled with its reason, an agent's booking refunded in full, the others moved at once, the buyers told",
    async () => {
      // 19 bookings at the counter (the cashier's demo shift is open) five days ahead.
      const { sailing, codes } = await soldAtCounter(open, 5, BUYERS);

      // One more sold by the demo agent from its balance.
      const agent = await open("/login");
      await signInThroughForm(agent, "agen");
      const saldo = async () => (await callApi<{ saldo: number }>(agent, "GET", "/api/agents/me")).saldo;
      const saldoBefore = await saldo();
      const agentBooking = await callApi<{ booking_code: string; total_harga: number }>(
        agent,
        "POST",
        "/api/bookings",
        {
          schedule_id: sailing.id,
          pemesan_nama: "Ketut Wisata",
          passengers: [{ ticket_price_id: sailing.ticketPriceId, nama_lengkap: "Ketut Wisata", usia: 40 }],
        },
      );
      const agentCode = agentBooking.booking_code;
      const paid = Number(agentBooking.total_harga);
      expect(await saldo()).toBe(saldoBefore - paid);

      // The super admin cancels the sailing for the weather.
      const page = await open("/login");
      await signInThroughForm(page, "superadmin");
      await changeFirstSailing(page, sailing, CANCEL_SAILING, (form) =>
        form.getByLabel("Alasan (dibaca penumpang)").fill(REASON),
      );
      await page
        .getByText("Jadwal berhasil dibatalkan: 20 booking terdampak, 0 booking belum lunas dibatalkan")
        .waitFor();
      await page.getByRole("link", { name: "Penumpang terdampak" }).first().click();
      await page.getByText(`Dibatalkan: ${REASON}`).waitFor();
      await page.getByText("Menunggu dipindah atau direfund (20)").waitFor();
      const affected = page.url();

      // The agent's booking is refunded in full: requested by the super admin, no fee...
      await goto(page, "/refund-penumpang");
      await page.getByLabel("Kode booking").fill(agentCode);
      await page.getByRole("button", { name: "Cari" }).click();
      await page.getByRole("checkbox", { name: new RegExp(`${agentCode}-P01`) }).check();
      await page.getByRole("button", { name: "Hitung Refund" }).click();
      const quote = page.getByRole("region", { name: "Rincian refund" });
      const back = quote.getByText(/^Dikembalikan: Rp/);
      await back.waitFor();
      expect(rupiah((await back.textContent()) ?? "")).toBe(paid);
      await quote.getByText(/^Potongan \(0%\): Rp\s?0$/).waitFor();
      await quote.getByLabel("Alasan refund").fill(REASON);
      await quote.getByRole("button", { name: "Ajukan Refund" }).click();
      await page.getByText("Permintaan refund berhasil diajukan").waitFor();

      // ...and approved by finance (four eyes: another user than the requester) with 'Setujui terpilih'.
      const finance = await open("/login");
      await signInThroughForm(finance, "keuangan");
      await goto(finance, "/refund-penumpang");
      await finance.getByRole("checkbox", { name: `Pilih refund ${agentCode}` }).check();
      await finance.getByRole("button", { name: "Setujui terpilih (1)" }).click();
      await finance
        .getByRole("dialog", { name: "Setujui refund terpilih?" })
        .getByRole("button", { name: "Ya, setujui semua" })
        .click();
      const approved = finance.getByRole("region", { name: "Hasil persetujuan" });
      await approved.getByText("1 disetujui, 0 gagal").waitFor();
      expect(rupiah((await approved.getByText(`${agentCode}:`).textContent()) ?? "")).toBe(paid);
      await finance.context().close();

      // The agent's balance is whole again, and its ledger says why.
      expect(await saldo()).toBe(saldoBefore);
      await goto(agent, "/history-plafon");
      await agent.getByText(`Refund booking ${agentCode}`).waitFor();
      await agent.context().close();

      // The 19 others move at once to the next sailing.
      await page.goto(affected);
      await page.getByText("Menunggu dipindah atau direfund (19)").waitFor();
      for (const code of codes) await page.getByRole("cell", { name: code }).waitFor();
      expect(await page.getByRole("cell", { name: agentCode }).count()).toBe(0);
      await page.getByRole("radio").first().check();
      await page.getByRole("button", { name: "Pindahkan semua" }).click();
      await page
        .getByRole("dialog", { name: "Pindahkan semua booking terdampak?" })
        .getByRole("button", { name: "Ya, pindahkan" })
        .click();
      const result = page.getByRole("region", { name: "Hasil pemindahan" });
      await result.getByText(/^19 booking dipindahkan ke KTP-GLM/).waitFor();
      await page.getByText("Sudah dipindahkan (19)").waitFor();

      const first = codes[0] ?? "";
      const cancelMail = await world.mailTo("wayan@contoh.id", `Jadwal booking ${first} dibatalkan`);
      expect(cancelMail.text).toContain(`Alasan: ${REASON}`);
      expect(cancelMail.text).toContain("refund penuh tanpa potongan dan tanpa batas waktu");
      expect(cancelMail.text).toContain(`Cek booking: ${world.baseUrl()}/cek-booking?code=${first}`);
      const moveMail = await world.mailTo("wayan@contoh.id", `Booking ${first} dipindah ke pelayaran lain`);
      expect(moveMail.text).toMatch(/Jadwal baru: KTP-GLM \d{2}\/\d{2}\/\d{4} \d{2}\.\d{2} WIB/);
      await world.mailTo("wayan@contoh.id", `Jadwal baru booking ${first}`);
      // The outbox page lists them too.
      await goto(page, `/notifikasi-keluar?search=${first}`);
      await page.getByText(`Jadwal booking ${first} dibatalkan`).first().waitFor();

      await goto(page, `/cek-booking?code=${first}`);
      await page.getByTestId("booking-code").getByText(first).waitFor();
      expect(await page.getByText(`Dibatalkan: ${REASON}`).count()).toBe(0);
      expect(browser.errors).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
