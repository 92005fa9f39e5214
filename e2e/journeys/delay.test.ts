import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { changeFirstSailing, DELAY_SAILING, soldAtCounter } from "../support/disruption";
import { useMailWorld } from "../support/mail";
import { signInThroughForm } from "../support/staff";

const REASON = "Menunggu cuaca membaik";
/** One sale through the API, then the delay in the browser, the booking check and the mail. */
const JOURNEY_TIMEOUT_MS = 120_000;

/** `date` (YYYY-MM-DD) and `time` (HH:MM) moved by `minutes`, as the date and time inputs take them. */
function later(date: string, time: string, minutes: number) {
  const moved = new Date(Date.parse(`${date}T${time}:00Z`) + minutes * 60_000).toISOString();
  return { date: moved.slice(0, 10), time: moved.slice(11, 16) };
}

describe("a sailing delayed", () => {
  const browser = useBrowser();
  // A server of its own that e-mails through a real SMTP server: the buyer's notice is read there.
  const world = useMailWorld(browser);
  const open = world.open;

  it(
    "shows 'Ditunda' with the new time and its reason to the passenger, and tells the buyer",
    async () => {
      const { sailing, codes } = await soldAtCounter(open, 6, ["Wayan Putra"]);
      const code = codes[0] ?? "";

      const page = await open("/login");
      await signInThroughForm(page, "superadmin");
      await changeFirstSailing(page, sailing, DELAY_SAILING, async (form) => {
        const date = form.getByLabel("Tanggal berangkat baru");
        const time = form.getByLabel("Jam berangkat baru (waktu pelabuhan asal)");
        // A quarter of an hour: the ship's return sailing leaves soon after the crossing.
        const moved = later(await date.inputValue(), await time.inputValue(), 15);
        await date.fill(moved.date);
        await time.fill(moved.time);
        await form.getByLabel("Alasan (dibaca penumpang)").fill(REASON);
      });

      // The passenger checking the booking sees the delay.
      await page.goto(new URL(`/cek-booking?code=${code}`, page.url()).toString());
      await page.getByTestId("booking-code").getByText(code).waitFor();
      const notice = page.getByRole("status").filter({ hasText: /^Ditunda ke / });
      await notice.waitFor();
      expect(await notice.textContent()).toMatch(
        new RegExp(`^Ditunda ke \\d{2}/\\d{2}/\\d{4} \\d{2}\\.\\d{2} WIB \\(semula .+\\): ${REASON}$`),
      );

      const mail = await world.mailTo("wayan@contoh.id", `Jadwal booking ${code} ditunda`);
      expect(mail.text).toContain(`Alasan: ${REASON}`);
      expect(mail.text).toContain("Booking dan tiket Anda tetap berlaku untuk waktu yang baru");
      expect(browser.errors).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
