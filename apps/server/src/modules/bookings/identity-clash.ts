import { IDENTITY_MESSAGES, identityKey } from "@ferry/shared/identity-rule";
import type { SalesSettings } from "@ferry/shared/sales-settings";
import { and, eq, inArray, ne, notExists, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookingPassengers, bookings, passengerTickets } from "../../db/schema/bookings";
import { AppError } from "../../lib/app-error";
import type { PlannedPerson, SalePlan } from "./plan";

/** A person who brings an identity number onto a sailing; `field` is where a form shows the refusal. */
export type IdentityHolder = {
  nama_lengkap: string;
  nomor_identitas: string | null;
  is_infant: boolean;
  field?: string;
};

const holder = (person: PlannedPerson, field: string): IdentityHolder => ({
  nama_lengkap: person.input.nama_lengkap,
  nomor_identitas: person.input.nomor_identitas,
  is_infant: person.is_infant,
  field,
});

/** Everyone a sale plan puts on board (passengers, then each vehicle's riders), with their fields. */
export function planHolders(plan: Pick<SalePlan, "passengers" | "vehicles">): IdentityHolder[] {
  return [
    ...plan.passengers.map((person, index) => holder(person, `passengers.${index}.nomor_identitas`)),
    ...plan.vehicles.flatMap((vehicle, index) =>
      vehicle.riders.map((rider, riderIndex) =>
        holder(rider, `vehicles.${index}.riders.${riderIndex}.nomor_identitas`),
      ),
    ),
  ];
}

/** The check's options under the sales settings; `lock` inside a sale or move (see `checkIdentities`). */
export function identityRule(settings: Pick<SalesSettings, "identitas_bayi_boleh_sama">, lock: boolean) {
  return { infantMayShare: settings.identitas_bayi_boleh_sama, lock };
}

function refusal(code: "VALIDATION_ERROR" | "CONFLICT", message: string, field: string | undefined) {
  return new AppError(code, message, field ? { errors: { [field]: [message] } } : {});
}

const storedKey: SQL<string> = sql`upper(trim(${bookingPassengers.nomor_identitas}))`;

/**
 * One identity number, one person per sailing (decision 032; `@ferry/shared/identity-rule`). Refuses 422
 * when two of `holders` share a number and 409 when one's number is already held on the sailing by a
 * person of a live booking (not cancelled, ticket not cancelled by a refund) other than `exceptBooking`
 * (the sale's or move's own, already written). With `infantMayShare` infants
 * are left out on both sides. `lock` takes a transaction-scoped advisory lock per number and sailing
 * (in order, after the sale's seats), so that two sales of one number on one sailing never both pass:
 * the second waits for the first to commit and then sees its passenger.
 */
export async function checkIdentities(
  tx: Database,
  scheduleId: number,
  holders: IdentityHolder[],
  options: { infantMayShare: boolean; lock: boolean },
  exceptBooking: number | null = null,
): Promise<void> {
  const byKey = new Map<string, IdentityHolder>();
  for (const person of holders) {
    const key = identityKey(person.nomor_identitas);
    if (key === null || (options.infantMayShare && person.is_infant)) continue;
    const first = byKey.get(key);
    if (first) {
      const message = IDENTITY_MESSAGES.twiceInSale(key, first.nama_lengkap, person.nama_lengkap);
      throw refusal("VALIDATION_ERROR", message, person.field);
    }
    byKey.set(key, person);
  }
  if (byKey.size === 0) return;
  const keys = [...byKey.keys()].sort();
  if (options.lock) {
    for (const key of keys) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`identitas:${scheduleId}:${key}`}, 0))`,
      );
    }
  }
  const refunded = tx
    .select({ id: passengerTickets.id })
    .from(passengerTickets)
    .where(
      and(
        eq(passengerTickets.booking_passenger_id, bookingPassengers.id),
        eq(passengerTickets.status_tiket, "dibatalkan"),
      ),
    );
  const [taken] = await tx
    .select({ key: storedKey })
    .from(bookingPassengers)
    .innerJoin(bookings, eq(bookings.id, bookingPassengers.booking_id))
    .where(
      and(
        eq(bookings.schedule_id, scheduleId),
        ne(bookings.status, "cancel"),
        exceptBooking === null ? undefined : ne(bookings.id, exceptBooking),
        inArray(storedKey, keys),
        options.infantMayShare ? eq(bookingPassengers.is_infant, false) : undefined,
        notExists(refunded),
      ),
    )
    .limit(1);
  const person = taken ? byKey.get(taken.key) : undefined;
  if (taken && person) {
    throw refusal("CONFLICT", IDENTITY_MESSAGES.onSailing(taken.key, person.nama_lengkap), person.field);
  }
}
