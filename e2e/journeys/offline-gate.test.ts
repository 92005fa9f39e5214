import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { callApi, counterSales } from "../support/disruption";
import { sailingCard, sailingWithinWindow } from "../support/gate";
import { confirmAction, selectContaining } from "../support/sales";
import { startServer } from "../support/server";
import { signInThroughForm } from "../support/staff";

const ROUTE = "Merak - Bakauheni";

type Ticket = { id: number; kode_tiket: string; nama: string };

/** Sets up /scan-tiket on a device: the open sailing, the gate's and the device's names; waits for the gate list. */
async function setUpGate(page: Page, gate: string, device: string): Promise<void> {
  await page.goto(new URL("/scan-tiket", page.url()).toString());
  await page
    .getByRole("option", { name: new RegExp(ROUTE) })
    .first()
    .waitFor({ state: "attached" });
  await selectContaining(page.getByLabel("Jadwal"), ROUTE);
  const names: [string, string][] = [
    ["Nama gerbang", gate],
    ["Nama perangkat", device],
  ];
  for (const [label, value] of names) {
    await page.getByLabel(label).fill(value);
    await page.getByLabel(label).press("Enter");
  }
  await link(page)
    .getByText(/^Sinkron terakhir \d{2}\/\d{2}\/\d{4} \d{2}\.\d{2} WIB$/)
    .waitFor();
}

const link = (page: Page) => page.getByRole("region", { name: "Status jaringan gerbang" });

/** Types a ticket code and waits for the verdict about that ticket. */
async function scan(page: Page, ticket: Ticket, result: string) {
  await page.getByLabel("Kode QR atau kode tiket").fill(ticket.kode_tiket);
  await page.getByLabel("Kode QR atau kode tiket").press("Enter");
  const panel = page
    .locator(`[aria-label="Hasil scan"][data-result="${result}"]`)
    .filter({ hasText: ticket.kode_tiket });
  await panel.waitFor();
  return panel;
}

const pending = (page: Page, count: number) =>
  page.getByTestId("pending-scans").getByText(`${count} scan belum terkirim`).waitFor();

describe("offline gate", () => {
  const browser = useBrowser();
  // Its own server: this journey opens the demo's soon sailing, which the gate journey closes.
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());
  const open = (path: string) => browser.open(path, { baseUrl: server.baseUrl });

  it("keeps scanning with the network cut, decides like the server, syncs on reconnection and shows a second device's conflicts", async () => {
    const gate1 = await open("/login");
    await gate1.setViewportSize({ width: 360, height: 780 });
    await signInThroughForm(gate1, "embarkasi");
    const sailing = await sailingWithinWindow(gate1, ROUTE);
    await gate1.goto(new URL(`/embarkasi?date=${sailing.date}`, gate1.url()).toString());
    const card = sailingCard(gate1, ROUTE, sailing);
    await confirmAction(gate1, card, {
      button: "Buka Boarding",
      title: "Buka boarding?",
      confirm: "Ya, Buka Boarding",
    });
    await card.getByText(/^Boarding dibuka/).waitFor();
    const scheduleId = sailing.id;

    // Two more passengers sold at the counter, so the sailing has four tickets to play with.
    const cashier = await open("/login");
    await signInThroughForm(cashier, "kasir");
    const schedule = await callApi<{
      available_seats: { ticket_price_id: number; cargo_type: { nama: string } }[];
    }>(cashier, "GET", `/api/schedules/${scheduleId}`);
    const adult = schedule.available_seats.find(
      (seat) => seat.cargo_type.nama === "Penumpang Ekonomi Dewasa",
    );
    const sold = {
      id: scheduleId,
      routeId: 0,
      day: sailing.date,
      ticketPriceId: adult?.ticket_price_id ?? 0,
    };
    await counterSales(cashier, sold, ["Dewi Lestari", "Rudi Setiawan"]);
    await cashier.context().close();
    const tickets = await callApi<Ticket[]>(
      gate1,
      "GET",
      `/api/tickets/search?schedule_id=${scheduleId}&jenis=penumpang&per_page=50`,
    );
    const named = (nama: string) => {
      const found = tickets.find((ticket) => ticket.nama === nama);
      if (!found) throw new Error(`no ticket of ${nama}`);
      return found;
    };
    const [ahmad, laila, dewi, rudi] = ["Ahmad Fauzi", "Laila Fauzi", "Dewi Lestari", "Rudi Setiawan"].map(
      named,
    );
    if (!ahmad || !laila || !dewi || !rudi) throw new Error("tickets missing");
    const cancel = (page: Page, ticket: Ticket) =>
      page.evaluate(
        async ({ id }) =>
          (
            await fetch(`/api/passenger-tickets/${id}/status`, {
              method: "PATCH",
              headers: {
                Authorization: `Bearer ${localStorage.getItem("token")}`,
                "Content-Type": "application/json",
              },
              body: JSON.stringify({ status: "dibatalkan", notes: "Refund penumpang" }),
            })
          ).status,
        ticket,
      );
    expect(await cancel(gate1, dewi)).toBe(200);

    // Device 1 downloads the gate list, admits Laila online; its form fits the 360 px phone.
    await setUpGate(gate1, "Gerbang 1", "HP Gerbang 1");
    for (const control of [
      gate1.getByLabel("Kode QR atau kode tiket"),
      gate1.getByRole("button", { name: "Kamera" }),
    ]) {
      const box = await control.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(360);
    }
    await scan(gate1, laila, "diterima");
    expect(await gate1.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(
      true,
    );
    await gate1.context().setOffline(true);

    // Device 2 (another officer) learns Rudi was cancelled after device 1 went offline, then loses the network too.
    const gate2 = await open("/login");
    await signInThroughForm(gate2, "superadmin");
    expect(await cancel(gate2, rudi)).toBe(200);
    await setUpGate(gate2, "Gerbang 2", "Tablet Gerbang 2");
    await gate2.context().setOffline(true);

    // Offline, device 1 decides by itself with the server's rules and queues every scan.
    const valid = await scan(gate1, ahmad, "diterima");
    expect(await valid.textContent()).toContain("Diputuskan di perangkat (offline)");
    await link(gate1).getByText("Offline", { exact: true }).waitFor();
    expect(await (await scan(gate1, laila, "sudah_digunakan")).textContent()).toMatch(
      /Tiket sudah digunakan pada .* WIB di Gerbang 1/,
    );
    await scan(gate1, dewi, "batal");
    await scan(gate1, rudi, "diterima");
    await pending(gate1, 4);
    // Reloaded without a network, the installed app starts from its service worker and its stored list.
    await gate1.reload();
    await gate1
      .getByRole("option", { name: new RegExp(ROUTE) })
      .first()
      .waitFor({ state: "attached" });
    await selectContaining(gate1.getByLabel("Jadwal"), ROUTE);
    await link(gate1).getByText("Offline", { exact: true }).waitFor();
    await pending(gate1, 4);
    await scan(gate1, ahmad, "sudah_digunakan");
    await pending(gate1, 5);
    await scan(gate2, ahmad, "diterima");
    await pending(gate2, 1);

    // Back online: the queues go up by themselves.
    await gate1.context().setOffline(false);
    await link(gate1).getByText("Online", { exact: true }).waitFor();
    await pending(gate1, 0);
    await gate2.context().setOffline(false);
    await pending(gate2, 0);

    // The supervisor sees both conflicts with both scans on /embarkasi.
    await gate1.goto(new URL(`/embarkasi?date=${sailing.date}`, gate1.url()).toString());
    const conflicts = card.getByRole("region", { name: "Konflik scan offline" });
    await conflicts.getByText("2 konflik scan offline").waitFor();
    await conflicts.getByText(`Diterima dua kali: Ahmad Fauzi ${ahmad.kode_tiket}`).waitFor();
    await conflicts.getByText(/Scan offline: .* WIB · Gerbang 2 \(Tablet Gerbang 2\) · offline/).waitFor();
    await conflicts.getByText(/Scan sebelumnya: .* WIB · Gerbang 1 \(HP Gerbang 1\) · offline/).waitFor();
    await conflicts.getByText(`Diterima setelah dibatalkan: Rudi Setiawan ${rudi.kode_tiket}`).waitFor();
    expect(browser.errors.filter((error) => !error.includes("net::ERR_INTERNET_DISCONNECTED"))).toEqual([]);
  });
});
