import type { Locator, Page } from "playwright-core";

/** The card of the first sailing on `/embarkasi` whose label contains `route`. */
export function sailingCard(page: Page, route: string): Locator {
  return page.getByRole("article", { name: new RegExp(route) }).first();
}

/**
 * An active passenger ticket of the open sailing on `route`, read through the API with the signed-in
 * officer's token (what a gate officer would find in the ticket search).
 */
export async function activeTicketOfOpenSailing(
  page: Page,
  route: string,
): Promise<{ kode_tiket: string; nama: string }> {
  return page.evaluate(async (routeName) => {
    const headers = { Authorization: `Bearer ${localStorage.getItem("token")}` };
    const open = await (await fetch("/api/boardings/open", { headers })).json();
    const sailing = open.data.find(
      (entry: { schedule: { route: { nama_rute: string } | null } }) =>
        entry.schedule.route?.nama_rute === routeName,
    );
    if (!sailing) throw new Error(`no open sailing on ${routeName}`);
    const query = `schedule_id=${sailing.schedule.id}&jenis=penumpang&status=aktif`;
    const found = await (await fetch(`/api/tickets/search?${query}`, { headers })).json();
    const ticket = found.data[0];
    if (!ticket) throw new Error("no active ticket");
    return { kode_tiket: ticket.kode_tiket as string, nama: ticket.nama as string };
  }, route);
}

/** Types a code into the gate's field, presses Enter and waits for the result panel to show `result`. */
export async function scanByHand(page: Page, code: string, result: string): Promise<Locator> {
  await page.getByLabel("Kode QR atau kode tiket").fill(code);
  await page.getByLabel("Kode QR atau kode tiket").press("Enter");
  const panel = page.locator(`[aria-label="Hasil scan"][data-result="${result}"]`);
  await panel.waitFor();
  return panel;
}
