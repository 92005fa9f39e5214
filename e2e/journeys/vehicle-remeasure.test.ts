import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser";
import { openScanGate, scanByHand } from "../support/gate";
import { signInThroughForm } from "../support/staff";

const ROUTE = "Ketapang - Gilimanuk";
const PLATE = "P 4321 UJI";

/**
 * A Ketapang–Gilimanuk sailing of its own within the boarding window (the first ship free then), a car
 * sold on it as golongan IVA (QRIS at the counter, in the super admin's shift) and boarding opened, through the API as the super
 * admin: the gate journeys share one server, and the demo's only sailing soon may have left already.
 */
async function carAtTheGate(page: Page): Promise<{ schedule_id: number; kode_tiket: string; date: string }> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const origin = new URL(page.url()).origin;
  // Through Playwright's request context, not the page's fetch: a refused try (the ship already sails
  // then) is an answer read here, not an error in the browser's console, whatever the time of day.
  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await page.request.fetch(`${origin}/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}` },
      data: body,
    });
    return { status: answer.status(), json: await answer.json() };
  };
  const routes = (await call("GET", "/routes/options")).json.data as { id: number; label: string }[];
  const routeId = routes.find((row) => row.label.includes(ROUTE))?.id;
  const ships = (await call("GET", "/ships/options")).json.data as { id: number; label: string }[];
  let schedule: { id: number; waktu_berangkat: string } | undefined;
  for (let minutes = 40; !schedule && minutes <= 160; minutes += 15) {
    const departure = new Date(Math.ceil((Date.now() + minutes * 60_000) / 300_000) * 300_000);
    for (const ship of ships) {
      const created = await call("POST", "/schedules", {
        route_id: routeId,
        ship_id: ship.id,
        waktu_berangkat: departure.toISOString(),
        waktu_tiba: new Date(departure.getTime() + 45 * 60_000).toISOString(),
      });
      if (created.status !== 201) continue;
      const opened = await call("POST", `/boardings/${created.json.data.id}/open`);
      if (opened.status === 200) {
        schedule = created.json.data;
        break;
      }
    }
  }
  if (!schedule) throw new Error("no ship free for a sailing within the boarding window");
  const seats = (await call("GET", `/schedules/${schedule.id}`)).json.data.available_seats as {
    ticket_price_id: number;
    cargo_type: { golongan: string | null };
  }[];
  const car = seats.find((seat) => seat.cargo_type.golongan === "IVA");
  if (!car) throw new Error("no golongan IVA on the sailing");
  const order = {
    schedule_id: schedule.id,
    pemesan_nama: "Yoga Pratama",
    vehicles: [
      {
        ticket_price_id: car.ticket_price_id,
        nomor_kendaraan: PLATE,
        nama_pemilik: "Yoga Pratama",
        tipe_tiket: "kosong",
      },
    ],
  };
  // Every counter sale needs the seller's open shift (decision 026); it is closed again after the
  // sale, so the Super Admin starts the cashier-shift journey without one.
  const opened = (await call("GET", "/cashier-shifts/current")).json.data
    ? null
    : (await call("POST", "/cashier-shifts", { loket: "Loket Uji Gerbang", modal_awal: 0 })).json.data;
  const quote = (await call("POST", "/bookings/quote", order)).json.data;
  const sale = await call("POST", "/bookings", {
    ...order,
    payment: { method: "qris", amount: quote.total_harga, reference: "QRIS-E2E-01" },
  });
  if (sale.status !== 201) throw new Error(`sale: ${JSON.stringify(sale.json)}`);
  if (opened) {
    const counted = { tunai: 0, transfer: 0, qris: quote.total_harga };
    const closed = await call("POST", `/cashier-shifts/${opened.id}/close`, { dihitung: counted });
    if (closed.status !== 200) throw new Error(`close shift: ${JSON.stringify(closed.json)}`);
  }
  const tickets = (await call("GET", `/bookings/${sale.json.data.id}/tickets`)).json.data;
  const wib = new Date(Date.parse(schedule.waktu_berangkat) + 7 * 3_600_000).toISOString();
  return {
    schedule_id: schedule.id,
    kode_tiket: tickets.vehicle_tickets[0].kode_tiket,
    date: wib.slice(0, 10),
  };
}

describe("vehicle re-measure at the gate", () => {
  const browser = useBrowser();

  it("the officer sees the car's big verdict, re-measures it as golongan VA, takes cash, prints the receipt; the report shows it", async () => {
    const admin = await browser.open("/login");
    await signInThroughForm(admin, "superadmin");
    const car = await carAtTheGate(admin);

    // The gate officer's own shift at the vehicle gate is open in the demo: the cash lands in it.
    const page = await browser.open("/login");
    await signInThroughForm(page, "embarkasi");
    await openScanGate(page, ROUTE, "Gerbang Kendaraan");
    const verdict = await scanByHand(page, car.kode_tiket, "diterima");
    const vehicle = verdict.getByRole("region", { name: "Kendaraan" });
    for (const text of ["Gol IVA", "Kosong", PLATE]) {
      expect(await vehicle.getByText(text, { exact: true }).getAttribute("class")).toContain("text-5xl");
    }

    await page.getByRole("button", { name: "Ukur Ulang" }).click();
    const dialog = page.getByRole("dialog", { name: "Ukur Ulang Kendaraan" });
    await dialog.getByText(PLATE).waitFor();
    await dialog.getByLabel("Panjang terukur (m)").fill("6,4");
    await dialog.getByLabel("Panjang terukur (m)").press("Enter");
    await dialog.getByText("Gol IVA Kosong → Gol VA Kosong").waitFor();
    await dialog.getByText("Kurang bayar").waitFor();
    await dialog.getByRole("radio", { name: "Tunai" }).check();
    await dialog.getByRole("button", { name: /^Konfirmasi, terima/ }).click();
    await dialog.getByText(/Tiket direklasifikasi dari golongan IVA ke VA/).waitFor();
    const [receipt] = await Promise.all([
      page.waitForEvent("popup"),
      dialog.getByRole("button", { name: "Cetak bukti" }).click(),
    ]);
    await receipt.waitForURL(/^blob:/);
    await receipt.close();
    await dialog.getByRole("button", { name: "Tutup" }).click();
    await vehicle.getByText("Gol VA", { exact: true }).waitFor();

    await admin.goto(
      new URL(
        `/pelayaran-laporan/reklasifikasi-kendaraan?from=${car.date}&to=${car.date}&schedule_id=${car.schedule_id}`,
        admin.url(),
      ).toString(),
    );
    await admin.getByRole("heading", { name: "Reklasifikasi Kendaraan" }).waitFor();
    await admin.getByText(`${PLATE} IVA ke VA`).waitFor();
    expect(browser.errors).toEqual([]);
  });
});
