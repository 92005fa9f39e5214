import type { UserType } from "@ferry/shared/users";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, expect } from "vitest";
import { openShift } from "../modules/cashier-shifts/index";
import { createTestUser, signIn } from "./accounts";
import { buildTestApp } from "./app";
import { JASA_RAHARJA, saveFareComponent } from "./fare-fixtures";
import { type Crossing, crossing } from "./voyage-fixtures";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Seat = { ticket_price_id: number; sisa_kuota: number; cargo_type: { id: number } };

/**
 * A signed-in staff member holding exactly `permissions`, and a caller of the API as them. Whoever sells at
 * the counter (`create penjualan umum`) starts with an open shift (float Rp 0), as a counter sale needs one
 * (decision 026); `shift: false` leaves them without.
 */
export async function staffCaller(
  app: FastifyInstance,
  permissions: string[],
  options: { tipe_pengguna?: UserType; shift?: boolean } = {},
) {
  const { shift, ...account } = options;
  const user = await createTestUser(app, { permissions, ...account });
  if (shift !== false && permissions.includes("create penjualan umum")) {
    await openTestShift(app, user);
  }
  const { authorization } = await signIn(app, user.username);
  const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization, ...headers },
      payload: payload as object,
    });
  return { ...user, authorization, call };
}
export type StaffCaller = Awaited<ReturnType<typeof staffCaller>>;

export const CASHIER = [
  "view penjualan umum",
  "create penjualan umum",
  "delete penjualan umum",
  "create shift kasir",
];

/** Opens `user`'s shift at 'Loket Uji' with the float given (default Rp 0), as they would on /shift-kasir. */
export function openTestShift(app: FastifyInstance, user: { id: number; username: string }, modal_awal = 0) {
  const actor = { id: user.id, username: user.username, ip: null, user_agent: "test" };
  return openShift(app.database.db, actor, { loket: "Loket Uji", modal_awal });
}
export const FINANCE = [
  "view acc pembayaran",
  "edit acc pembayaran",
  "view acc space",
  "edit acc space",
  "view acc ekspedisi",
  "edit acc ekspedisi",
];

/** A 45-minute sailing of the crossing's route and ship departing in `hoursAhead` hours (whole minute). */
export async function sailingOf(world: Crossing, hoursAhead: number) {
  const departure = new Date(Date.now() + hoursAhead * 3_600_000);
  departure.setUTCSeconds(0, 0);
  return world.api.create("/schedules", {
    route_id: world.route.id,
    ship_id: world.ship.id,
    waktu_berangkat: departure.toISOString(),
    waktu_tiba: new Date(departure.getTime() + 45 * 60_000).toISOString(),
  });
}

/**
 * A crossing with a schedule departing in `hoursAhead` hours (adult 100 seats, car 20), and its entries;
 * `prepare` adds to the crossing (more classes, capacities, prices) before the schedule copies them.
 */
export async function saleWorld(
  app: FastifyInstance,
  hoursAhead = 48,
  prepare?: (world: Crossing) => Promise<void>,
) {
  const world: Crossing = await crossing(app);
  await prepare?.(world);
  const schedule = await sailingOf(world, hoursAhead);
  const seats = schedule.available_seats as Seat[];
  const priceOf = (cargoId: number) =>
    seats.find((seat) => seat.cargo_type.id === cargoId)?.ticket_price_id ?? 0;
  const seatsLeft = async (cargoId: number) => {
    const answer = await world.api.call("GET", `/schedules/${schedule.id}`);
    return (answer.json().data.available_seats as Seat[]).find((seat) => seat.cargo_type.id === cargoId)
      ?.sisa_kuota;
  };
  return {
    ...world,
    schedule,
    adultPrice: priceOf(world.adult.id),
    carPrice: priceOf(world.car.id),
    priceOf,
    seatsLeft,
  };
}
export type SaleWorld = Awaited<ReturnType<typeof saleWorld>>;

/** A fresh app with a `saleWorld` and a cashier for every test of the file. */
export function useSaleWorld(): () => { app: FastifyInstance; world: SaleWorld; cashier: StaffCaller } {
  let state: { app: FastifyInstance; world: SaleWorld; cashier: StaffCaller } | undefined;
  beforeEach(async () => {
    const app = await buildTestApp();
    state = { app, world: await saleWorld(app), cashier: await staffCaller(app, CASHIER) };
  });
  afterEach(() => state?.app.close());
  return () => {
    if (!state) throw new Error("useSaleWorld: no test is running");
    return state;
  };
}

/** Sells `sale` at the counter as `cashier`; the booking must come back confirmed (paid in full). */
export async function sellConfirmed<T>(cashier: StaffCaller, sale: Record<string, unknown>): Promise<T> {
  const response = await cashier.call("POST", "/bookings", sale);
  expect(response.statusCode, response.body).toBe(201);
  const booking = response.json().data;
  expect(booking.status).toBe("confirmed");
  return booking as T;
}

/**
 * An agent whose balance finance topped up with `saldo`, and the agent's sale of `passengers` on the
 * schedule (paid from that balance at once).
 */
export async function agentSale(
  app: FastifyInstance,
  scheduleId: number,
  saldo: number,
  passengers: unknown[],
) {
  const agent = await staffCaller(app, ["view menu agen", "view booking agen", "create booking agen"], {
    tipe_pengguna: "agen",
  });
  const finance = await staffCaller(app, ["view saldo agen", "edit saldo agen"]);
  const topup = await agent.call("POST", "/agents/topups", {
    amount: saldo,
    method: "transfer",
    reference: "T",
  });
  await finance.call("POST", `/agents/topups/${topup.json().data.id}/approve`, {});
  const sale = await agent.call("POST", "/bookings", {
    schedule_id: scheduleId,
    pemesan_nama: "Budi",
    passengers,
  });
  expect(sale.statusCode, sale.body).toBe(201);
  return { agent, booking: sale.json().data };
}

/**
 * Saves the sales settings with the child and infant fares of the tests, and the insurance levy as the
 * component 'Iuran Wajib Jasa Raharja' at `jumlah` per person on the world's adult class (decision 042).
 */
export async function saveInsuranceLevy(app: FastifyInstance, world: SaleWorld, jumlah: number) {
  const saved = await world.api.call("PUT", "/settings/sales", {
    batas_waktu_pembayaran_menit: 60,
    persen_tarif_anak: 50,
    persen_tarif_bayi: 10,
    usia_maksimal_bayi: 2,
    usia_maksimal_anak: 12,
    tutup_penjualan_menit: 0,
    identitas_bayi_boleh_sama: true,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saveFareComponent(app, JASA_RAHARJA, [{ cargo_type_id: world.adult.id, jumlah }]);
}

/** A car (the world's car fare, no load) with its owner driving. */
export function car(world: SaleWorld, nomor_kendaraan: string, owner: string) {
  return {
    ticket_price_id: world.carPrice,
    nomor_kendaraan,
    nama_pemilik: owner,
    tipe_tiket: "kosong",
    riders: [adult(world.adultPrice, owner)],
  };
}

let identities = 0;
/** A KTP number of its own for each person the tests put on board (one number, one person per sailing). */
export function nextIdentity(): string {
  identities += 1;
  return `35100101019${String(identities).padStart(5, "0")}`;
}

/** An adult passenger on the entry, with an identity number of their own. */
export function adult(ticketPriceId: number, nama = "Budi Santoso") {
  return {
    ticket_price_id: ticketPriceId,
    nama_lengkap: nama,
    jenis_identitas: "KTP",
    nomor_identitas: nextIdentity(),
    jenis_kelamin: "L",
    usia: 34,
  };
}

/** One cash counter sale per name (one adult of that name, bought by them); their booking codes in order. */
export async function sellOnePerName(
  world: SaleWorld,
  cashier: StaffCaller,
  names: string[],
): Promise<string[]> {
  const codes: string[] = [];
  for (const name of names) {
    const answer = await cashier.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: name,
      passengers: [adult(world.adultPrice, name)],
      payment: { method: "tunai", amount: 11_400 },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    codes.push(answer.json().data.booking_code as string);
  }
  return codes;
}
