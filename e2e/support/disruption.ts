import type { Locator, Page } from "playwright-core";
import { signInThroughForm } from "./staff";

/**
 * One call of the API with the signed-in page's token (what the page itself would send): the answer's
 * `data`, or an error with the path and the answer when it is refused.
 */
export async function callApi<T = unknown>(
  page: Page,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem("token")}`,
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = await response.json();
      if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
      return answer.data;
    },
    { method, path, body },
  );
}

/** A sailing the journeys disrupt: its id, route and day (WIB), and the adult fare on it. */
export type Sailing = { id: number; routeId: number; day: string; ticketPriceId: number };

/**
 * As the signed-in staff: the first Ketapang–Gilimanuk sailing `daysAhead` days ahead (no demo sales
 * there, so other journeys are not disturbed).
 */
export async function firstSailing(page: Page, daysAhead: number): Promise<Sailing> {
  const day = new Date(Date.now() + daysAhead * 86_400_000).toLocaleDateString("en-CA", {
    timeZone: "Asia/Jakarta",
  });
  const [sailing] = await callApi<
    {
      id: number;
      route_id: number;
      available_seats: { ticket_price_id: number; cargo_type: { nama: string } }[];
    }[]
  >(page, "GET", `/api/schedules?search=KTP-GLM&date=${day}&sort_by=waktu_berangkat&sort_dir=asc`);
  const adult = sailing?.available_seats.find((seat) => seat.cargo_type.nama === "Penumpang Ekonomi Dewasa");
  if (!sailing || !adult) throw new Error(`no Ketapang–Gilimanuk sailing with adult seats on ${day}`);
  return { id: sailing.id, routeId: sailing.route_id, day, ticketPriceId: adult.ticket_price_id };
}

/** The buyer's e-mail of a counter sale of `nama` (its first name at contoh.id). */
export const emailOf = (nama: string) => `${nama.split(" ")[0]?.toLowerCase()}@contoh.id`;

/**
 * As the signed-in cashier (whose demo shift is open): one booking of one adult per name on `sailing`,
 * quoted and paid in cash through the API (fast: the counter UI has its own journey). Their codes.
 */
export async function counterSales(page: Page, sailing: Sailing, names: string[]): Promise<string[]> {
  const codes: string[] = [];
  for (const nama of names) {
    const sale = {
      schedule_id: sailing.id,
      pemesan_nama: nama,
      pemesan_email: emailOf(nama),
      passengers: [{ ticket_price_id: sailing.ticketPriceId, nama_lengkap: nama, usia: 30 }],
    };
    const quote = await callApi<{ total_harga: number }>(page, "POST", "/api/bookings/quote", sale);
    const booking = await callApi<{ booking_code: string }>(page, "POST", "/api/bookings", {
      ...sale,
      payment: { method: "tunai", amount: quote.total_harga },
    });
    codes.push(booking.booking_code);
  }
  return codes;
}

/**
 * The demo cashier signs in on a page `open` gives, and sells `names` (see `counterSales`) on the first
 * Ketapang–Gilimanuk sailing `daysAhead` days ahead: that sailing and the codes.
 */
export async function soldAtCounter(
  open: (path: string) => Promise<Page>,
  daysAhead: number,
  names: string[],
): Promise<{ sailing: Sailing; codes: string[] }> {
  const cashier = await open("/login");
  await signInThroughForm(cashier, "kasir");
  const sailing = await firstSailing(cashier, daysAhead);
  const codes = await counterSales(cashier, sailing, names);
  await cashier.context().close();
  return { sailing, codes };
}

/** `/jadwal` filtered to the sailing's route and day, first departure first. */
export async function openSchedules(page: Page, sailing: Sailing): Promise<void> {
  const query = `route_id=${sailing.routeId}&date=${sailing.day}&sort_by=waktu_berangkat&sort_dir=asc`;
  await page.goto(new URL(`/jadwal?${query}`, page.url()).toString());
}

/** A two-step change of a sailing on `/jadwal`: its row button (and dialog title), then its confirmation. */
export type SailingChange = { action: string; confirmTitle: string; confirmLabel: string };

export const CANCEL_SAILING: SailingChange = {
  action: "Batalkan jadwal",
  confirmTitle: "Yakin membatalkan jadwal ini?",
  confirmLabel: "Ya, batalkan jadwal",
};

export const DELAY_SAILING: SailingChange = {
  action: "Tunda jadwal",
  confirmTitle: "Yakin menunda jadwal ini?",
  confirmLabel: "Ya, tunda jadwal",
};

/**
 * A two-step change of the first listed sailing on `/jadwal` ('Batalkan jadwal', 'Tunda jadwal'): its row
 * button, the form `fill` completes, 'Lanjut', then the confirmation titled `confirmTitle`; an error when
 * the server refuses it.
 */
export async function changeFirstSailing(
  page: Page,
  sailing: Sailing,
  change: SailingChange,
  fill: (form: Locator) => Promise<void>,
): Promise<void> {
  await openSchedules(page, sailing);
  await page
    .getByRole("button", { name: new RegExp(`^${change.action} KTP-GLM`) })
    .first()
    .click();
  const form = page.getByRole("dialog", { name: change.action });
  await fill(form);
  await form.getByRole("button", { name: "Lanjut" }).click();
  const confirm = page.getByRole("dialog", { name: change.confirmTitle });
  await confirm.getByRole("button", { name: change.confirmLabel }).click();
  await confirm.waitFor({ state: "hidden" });
  // A refusal brings the form back with the reason.
  if (await form.isVisible())
    throw new Error(`${change.action} refused: ${await form.getByRole("alert").textContent()}`);
}
