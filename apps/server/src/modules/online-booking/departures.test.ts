import { ONLINE_BOOKING_MESSAGES } from "@ferry/shared/online-booking";
import { DEFAULT_SALES_SETTINGS } from "@ferry/shared/sales-settings";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schedules } from "../../db/schema/schedules";
import { saveSalesSettings } from "../settings/index";
import { bookingBody, type OnlineState, useOnlineWorld } from "./fixtures";
import { type CustomerCaller, customerCaller, setOnline } from "./testing";

const SYSTEM = { id: null, username: "test", ip: null, user_agent: null };

/** Moves the world's sailing to depart `minutes` from now. */
async function departIn({ app, world }: OnlineState, minutes: number) {
  const departure = new Date(Date.now() + minutes * 60_000);
  await app.database.db
    .update(schedules)
    .set({ waktu_berangkat: departure, waktu_tiba: new Date(departure.getTime() + 45 * 60_000) })
    .where(eq(schedules.id, world.schedule.id));
}

/** The ids the online offer lists now. */
async function offered(customer: CustomerCaller): Promise<number[]> {
  const offer = await customer.call("GET", "/customer/departures?per_page=50");
  expect(offer.statusCode, offer.body).toBe(200);
  return offer.json().data.map((row: { id: number }) => row.id);
}

describe("online booking: the departures offered are exactly those the sale accepts", () => {
  const state = useOnlineWorld();

  it("offers no sailing that closed (or has not opened) for online sale, and refuses those alike", async () => {
    const { app, world } = state();
    await setOnline(app, { tutup_menit_sebelum_berangkat: 60, hari_buka_penjualan: 3 });
    const customer = await customerCaller(app);
    const quote = () => customer.call("POST", "/customer/bookings/quote", bookingBody(world));
    const one = () => customer.call("GET", `/customer/departures/${world.schedule.id}`);

    expect(await offered(customer)).toEqual([world.schedule.id]);
    expect((await quote()).statusCode).toBe(200);
    expect((await one()).json().data).toMatchObject({
      id: world.schedule.id,
      available_seats: expect.any(Array),
    });

    // Closed 12 minutes ago: departs in 48 minutes, online sale closes 60 minutes before.
    await departIn(state(), 48);
    expect(await offered(customer)).toEqual([]);
    const late = await quote();
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.schedule_id).toEqual([ONLINE_BOOKING_MESSAGES.closed(60)]);
    const closedOne = await one();
    expect(closedOne.statusCode).toBe(422);
    expect(closedOne.json().message).toBe(ONLINE_BOOKING_MESSAGES.closed(60));

    // Four days ahead: online sale opens three days before.
    await departIn(state(), 4 * 24 * 60);
    expect(await offered(customer)).toEqual([]);
    expect((await quote()).json().errors.schedule_id).toEqual([ONLINE_BOOKING_MESSAGES.notOpenYet(3)]);
  });

  it("closes at the counter's close when that is longer, in the offer and in the refusal", async () => {
    const { app, world } = state();
    await setOnline(app, { tutup_menit_sebelum_berangkat: 30 });
    await saveSalesSettings(app.database.db, SYSTEM, {
      ...DEFAULT_SALES_SETTINGS,
      tutup_penjualan_menit: 120,
    });
    await departIn(state(), 90);
    const customer = await customerCaller(app);

    expect(await offered(customer)).toEqual([]);
    const refused = await customer.call("POST", "/customer/bookings", bookingBody(world));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(ONLINE_BOOKING_MESSAGES.closed(120));
  });

  it("offers nothing while 'Booking Online' is off", async () => {
    const { app } = state();
    const customer = await customerCaller(app);
    const offer = await customer.call("GET", "/customer/departures");
    expect(offer.statusCode).toBe(403);
    expect(offer.json().message).toBe(ONLINE_BOOKING_MESSAGES.disabled);
  });
});
