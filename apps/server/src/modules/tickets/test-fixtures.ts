import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach } from "vitest";
import { buildTestApp } from "../../test/app";
import {
  adult,
  CASHIER,
  type SaleWorld,
  type StaffCaller,
  saleWorld,
  staffCaller,
} from "../../test/sales-fixtures";
import type { PresentedTicket } from "./present";

/** Everything a gate officer and a shift supervisor hold. */
export const GATE_OFFICER = [
  "view embarkasi",
  "create embarkasi",
  "edit embarkasi",
  "view scan tiket",
  "create scan tiket",
  "edit scan tiket",
  "view scan batal",
  "create scan batal",
  "view cetak tiket",
  "edit cetak tiket",
];

/** An active master (Nakhoda) for the world's ship, certificate valid until `until`. */
export async function addMaster(world: SaleWorld, until = "2099-12-31", status = "Aktif") {
  const response = await world.api.call("POST", "/crew", {
    ship_id: world.ship.id,
    nama: "Hendra Wijaya",
    jabatan: "Nakhoda",
    nomor_identitas: "3201010101800001",
    nomor_sertifikat: `ANT-I-${randomBytes(3).toString("hex")}`,
    masa_berlaku_sertifikat: until,
    status,
  });
  if (response.statusCode !== 201) throw new Error(`crew: ${response.body}`);
}

/** A confirmed cash sale on `scheduleId` (default the world's): two adults and a car with its driver. */
export async function confirmedSale(world: SaleWorld, cashier: StaffCaller, scheduleId = world.schedule.id) {
  const quote = {
    schedule_id: scheduleId,
    pemesan_nama: "Budi Hartono",
    passengers: [adult(world.adultPrice, "Budi Hartono"), adult(world.adultPrice, "Rina Hartono")],
    vehicles: [
      {
        ticket_price_id: world.carPrice,
        nomor_kendaraan: "B 1234 KJA",
        nama_pemilik: "Budi Hartono",
        tipe_tiket: "kosong",
        riders: [{ nama_lengkap: "Joko Sopir" }],
      },
    ],
  };
  const priced = await cashier.call("POST", "/bookings/quote", quote);
  const amount = priced.json().data.total_harga as number;
  const response = await cashier.call("POST", "/bookings", {
    ...quote,
    payment: { method: "tunai", amount },
  });
  if (response.statusCode !== 201) throw new Error(`sale: ${response.body}`);
  return response.json().data as { id: number; booking_code: string; status: string };
}

export type GateState = {
  app: FastifyInstance;
  world: SaleWorld;
  cashier: StaffCaller;
  officer: StaffCaller;
  booking: { id: number; booking_code: string };
  tickets: { passengers: PresentedTicket[]; vehicles: PresentedTicket[] };
};

/** A booking's tickets as the back office reads them. */
export async function ticketsOf(caller: StaffCaller, bookingId: number) {
  const response = await caller.call("GET", `/bookings/${bookingId}/tickets`);
  if (response.statusCode !== 200) throw new Error(`tickets: ${response.body}`);
  const data = response.json().data;
  return {
    passengers: data.passenger_tickets as PresentedTicket[],
    vehicles: data.vehicle_tickets as PresentedTicket[],
  };
}

let counter = 0;
/** A fresh client nonce. */
export const nonce = () => `n-${Date.now()}-${++counter}-${randomBytes(4).toString("hex")}`;

/** A scan at `gate` of the world's schedule (or `schedule_id`). */
export function scanBody(qr_data: string, scheduleId: number, gate = "Gerbang A", scanNonce = nonce()) {
  return { qr_data, schedule_id: scheduleId, gate, nonce: scanNonce };
}

/** The gate world's sailing departs this many hours ahead: within the boarding window (3 hours). */
export const GATE_HOURS_AHEAD = 2;

/**
 * A fresh app per test: the sale world, its ship with an active master, a confirmed booking (3 passenger
 * tickets, 1 vehicle ticket), a gate officer; `openBoarding` opens the world schedule's boarding.
 */
export function useGateWorld(options: { openBoarding?: boolean } = {}): () => GateState {
  let state: GateState | undefined;
  beforeEach(async () => {
    const app = await buildTestApp();
    const world = await saleWorld(app, GATE_HOURS_AHEAD);
    const cashier = await staffCaller(app, CASHIER);
    const officer = await staffCaller(app, GATE_OFFICER);
    await addMaster(world);
    const booking = await confirmedSale(world, cashier);
    if (options.openBoarding !== false) {
      const opened = await officer.call("POST", `/boardings/${world.schedule.id}/open`);
      if (opened.statusCode !== 200) throw new Error(`open: ${opened.body}`);
    }
    state = { app, world, cashier, officer, booking, tickets: await ticketsOf(officer, booking.id) };
  });
  afterEach(() => state?.app.close());
  return () => {
    if (!state) throw new Error("useGateWorld: no test is running");
    return state;
  };
}
