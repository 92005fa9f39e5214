import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach } from "vitest";
import { buildTestApp } from "../../test/app";
import {
  CASHIER,
  openTestShift,
  type SaleWorld,
  type StaffCaller,
  saleWorld,
  staffCaller,
} from "../../test/sales-fixtures";
import type { Crossing } from "../../test/voyage-fixtures";
import {
  addMaster,
  confirmedSale,
  GATE_HOURS_AHEAD,
  GATE_OFFICER,
  ticketsOf,
} from "../tickets/test-fixtures";

/** The bus class (golongan VA, a passenger vehicle up to 7 m) the tests re-measure cars into: one place. */
export const BUS = { harga: 400_000, harga_muatan: 450_000, kuota: 1 };

/** Adds golongan VA to the crossing: its cargo type, one place on the ship and its fares. */
async function addBusClass(world: Crossing & { bus?: { id: number } }) {
  const bus = await world.api.create("/cargo-types", {
    kategori: "kendaraan",
    nama: "Bus sedang",
    golongan: "VA",
    free_riders: 1,
  });
  const grid = await world.api.call("PUT", `/ship-capacities/ship/${world.ship.id}`, {
    entries: [
      { cargo_type_id: world.adult.id, kuota: 100 },
      { cargo_type_id: world.car.id, kuota: 20 },
      { cargo_type_id: bus.id, kuota: BUS.kuota },
    ],
  });
  if (grid.statusCode !== 200) throw new Error(`capacities: ${grid.body}`);
  await world.api.create("/ticket-prices", {
    route_id: world.route.id,
    cargo_type_id: bus.id,
    harga: BUS.harga,
    harga_muatan: BUS.harga_muatan,
    berlaku_mulai: "2026-01-01",
  });
  world.bus = bus;
}

export type RemeasureState = {
  app: FastifyInstance;
  world: SaleWorld & { bus: { id: number } };
  cashier: StaffCaller;
  officer: StaffCaller;
  booking: { id: number; booking_code: string };
  /** The booking's car ticket (golongan IVA, kosong, Rp 200.000). */
  carTicket: { id: number; kode_tiket: string };
};

/**
 * A fresh app per test: a sailing within the boarding window whose ship carries cars (IVA, 20 places) and
 * one bus (VA), a confirmed sale with a car, boarding open, and a gate officer with an open cash shift.
 */
export function useRemeasureWorld(): () => RemeasureState {
  let state: RemeasureState | undefined;
  beforeEach(async () => {
    const app = await buildTestApp();
    const world = (await saleWorld(app, GATE_HOURS_AHEAD, addBusClass)) as RemeasureState["world"];
    const cashier = await staffCaller(app, CASHIER);
    const officer = await staffCaller(app, [...GATE_OFFICER, "create shift kasir"]);
    await openTestShift(app, officer);
    await addMaster(world);
    const booking = await confirmedSale(world, cashier);
    const opened = await officer.call("POST", `/boardings/${world.schedule.id}/open`);
    if (opened.statusCode !== 200) throw new Error(`open: ${opened.body}`);
    const [carTicket] = (await ticketsOf(officer, booking.id)).vehicles;
    if (!carTicket) throw new Error("no vehicle ticket");
    state = { app, world, cashier, officer, booking, carTicket };
  });
  afterEach(() => state?.app.close());
  return () => {
    if (!state) throw new Error("useRemeasureWorld: no test is running");
    return state;
  };
}

/** A bus sold at the counter on the world's sailing (takes the bus class's one place). */
export async function sellBus(world: RemeasureState["world"], cashier: StaffCaller, plate = "B 7000 BUS") {
  return cashier.call("POST", "/bookings", {
    schedule_id: world.schedule.id,
    pemesan_nama: "PO Bus",
    vehicles: [
      {
        ticket_price_id: world.priceOf(world.bus.id),
        nomor_kendaraan: plate,
        nama_pemilik: "PO Bus",
        tipe_tiket: "kosong",
      },
    ],
    payment: { method: "tunai", amount: BUS.harga },
  });
}
