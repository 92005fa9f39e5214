import type { Locator, Page } from "playwright-core";
import { selectContaining } from "./sales";

/**
 * A sailing whose boarding may be opened now: its id, its date in WIB (for `/embarkasi?date=`), its time,
 * its ship (another sailing of the route may leave at the same time) and an active passenger ticket of it
 * (what a gate officer would find in the ticket search).
 */
export type SailingSoon = {
  id: number;
  date: string;
  time: string;
  ship: string;
  ticket: { kode_tiket: string; nama: string };
};

type BoardingEntry = {
  schedule: {
    id: number;
    waktu_berangkat: string;
    route: { nama_rute: string } | null;
    ship: { nama: string } | null;
  };
  boarding: { state: string };
};

/**
 * The first sailing on `route` whose boarding may be opened now and that has active passenger tickets: not
 * yet opened, departing within the boarding window (3 hours). The demo data sells on one two hours after the
 * first start; a sailing of the timetable may come earlier in the window, with nothing sold.
 */
export async function sailingWithinWindow(page: Page, route: string): Promise<SailingSoon> {
  return page.evaluate(async (routeName) => {
    const headers = { Authorization: `Bearer ${localStorage.getItem("token")}` };
    const wib = (instant: number) => new Date(instant + 7 * 3_600_000).toISOString();
    for (const date of [wib(Date.now()).slice(0, 10), wib(Date.now() + 86_400_000).slice(0, 10)]) {
      const day = (await (await fetch(`/api/boardings?date=${date}`, { headers })).json()) as {
        data: BoardingEntry[];
      };
      for (const entry of day.data) {
        const ahead = Date.parse(entry.schedule.waktu_berangkat) - Date.now();
        if (entry.schedule.route?.nama_rute !== routeName || entry.boarding.state !== "belum") continue;
        if (ahead <= 0 || ahead > 3 * 3_600_000) continue;
        const query = `schedule_id=${entry.schedule.id}&jenis=penumpang&status=aktif`;
        const tickets = await (await fetch(`/api/tickets/search?${query}`, { headers })).json();
        const ticket = tickets.data[0];
        if (!ticket) continue;
        return {
          id: entry.schedule.id,
          date,
          time: wib(Date.parse(entry.schedule.waktu_berangkat)).slice(11, 16).replace(":", "."),
          ship: entry.schedule.ship?.nama ?? "",
          ticket: { kode_tiket: ticket.kode_tiket as string, nama: ticket.nama as string },
        };
      }
    }
    throw new Error(`no sailing on ${routeName} with tickets within the boarding window`);
  }, route);
}

/** The card of that sailing on `/embarkasi` (its label: `10.05 WIB · Merak - Bakauheni · KMP ...`). */
export function sailingCard(page: Page, route: string, sailing: SailingSoon): Locator {
  return page.getByRole("article", { name: `${sailing.time} WIB · ${route} · ${sailing.ship}`, exact: true });
}

/** Types a code into the gate's field, presses Enter and waits for the result panel to show `result`. */
export async function scanByHand(page: Page, code: string, result: string): Promise<Locator> {
  await page.getByLabel("Kode QR atau kode tiket").fill(code);
  await page.getByLabel("Kode QR atau kode tiket").press("Enter");
  const panel = page.locator(`[aria-label="Hasil scan"][data-result="${result}"]`);
  await panel.waitFor();
  return panel;
}

/** Opens `/scan-tiket` as the gate `gate` of the open sailing on `route` (the gate's two set-up steps). */
export async function openScanGate(page: Page, route: string, gate: string): Promise<void> {
  await page.goto(new URL("/scan-tiket", page.url()).toString());
  await page
    .getByRole("option", { name: new RegExp(route) })
    .first()
    .waitFor({ state: "attached" });
  await selectContaining(page.getByLabel("Jadwal"), route);
  await page.getByLabel("Nama gerbang").fill(gate);
  await page.getByLabel("Nama gerbang").press("Enter");
}
