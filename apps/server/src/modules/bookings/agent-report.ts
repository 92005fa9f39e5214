import { dayRange, instantToLocal } from "@ferry/shared/zoned-time";
import { and, eq, gte, inArray, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookingPassengers, bookings, bookingVehicles } from "../../db/schema/bookings";
import { userNames } from "../users/index";

type DayTotals = { date: string; bookings: number; penumpang: number; kendaraan: number; total: number };

/**
 * An agent's sales in a period of the operator's days (`from` to `to`, inclusive): per day and in all,
 * counting bookings not cancelled; cancelled ones are counted apart.
 */
export async function agentSalesReport(
  db: Database,
  input: { agent_user_id: number; from: string; to: string; timeZone: string },
) {
  const start = dayRange(input.from, input.timeZone).start;
  const end = dayRange(input.to, input.timeZone).end;
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.agent_user_id, input.agent_user_id),
        gte(bookings.created_at, start),
        lt(bookings.created_at, end),
      ),
    );
  const ids = rows.map((row) => row.id);
  const people = ids.length
    ? await db
        .select({ id: bookingPassengers.booking_id })
        .from(bookingPassengers)
        .where(inArray(bookingPassengers.booking_id, ids))
    : [];
  const vehicles = ids.length
    ? await db
        .select({ id: bookingVehicles.booking_id })
        .from(bookingVehicles)
        .where(inArray(bookingVehicles.booking_id, ids))
    : [];
  const tally = (list: { id: number }[]) => {
    const map = new Map<number, number>();
    for (const item of list) map.set(item.id, (map.get(item.id) ?? 0) + 1);
    return map;
  };
  const peopleOf = tally(people);
  const vehiclesOf = tally(vehicles);
  const days = new Map<string, DayTotals>();
  const sold = rows.filter((row) => row.status !== "cancel");
  for (const row of sold) {
    const date = instantToLocal(row.created_at, input.timeZone).date;
    const day = days.get(date) ?? { date, bookings: 0, penumpang: 0, kendaraan: 0, total: 0 };
    day.bookings++;
    day.penumpang += peopleOf.get(row.id) ?? 0;
    day.kendaraan += vehiclesOf.get(row.id) ?? 0;
    day.total += row.total_harga;
    days.set(date, day);
  }
  const list = [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
  const agent = (await userNames(db, [input.agent_user_id])).get(input.agent_user_id);
  return {
    agent: agent ? { id: agent.id, username: agent.username, nama_lengkap: agent.nama_lengkap } : null,
    from: input.from,
    to: input.to,
    summary: {
      bookings: sold.length,
      penumpang: list.reduce((sum, day) => sum + day.penumpang, 0),
      kendaraan: list.reduce((sum, day) => sum + day.kendaraan, 0),
      total_penjualan: list.reduce((sum, day) => sum + day.total, 0),
      dibatalkan: rows.length - sold.length,
    },
    days: list,
  };
}
