import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ticketPrices } from "../../db/schema/voyage";
import { AppError } from "../../lib/app-error";
import { quotasUsing } from "../schedules/index";
import { applyPrice } from "./resource";
import type { CurrentPrice } from "./service";

// The ticket-prices module owns ticket_prices (issue 25): the tariff grid saves its transport fares here.

/** A transport fare from the day: the row of that day is replaced unless a schedule already uses it. */
export async function savePriceFromDay(tx: Database, price: Omit<CurrentPrice, "id">, label: string) {
  const [sameDay] = await tx
    .select({ id: ticketPrices.id })
    .from(ticketPrices)
    .where(
      and(
        eq(ticketPrices.route_id, price.route_id),
        eq(ticketPrices.cargo_type_id, price.cargo_type_id),
        eq(ticketPrices.berlaku_mulai, price.berlaku_mulai),
      ),
    );
  if (sameDay && (await quotasUsing(tx, { ticket_price_id: sameDay.id })) > 0) {
    throw new AppError(
      "CONFLICT",
      `Tarif ${label} mulai ${price.berlaku_mulai} sudah dipakai jadwal; pilih tanggal berlaku lain.`,
    );
  }
  const [saved] = sameDay
    ? await tx.update(ticketPrices).set(price).where(eq(ticketPrices.id, sameDay.id)).returning()
    : await tx.insert(ticketPrices).values(price).returning();
  if (saved) await applyPrice(tx, saved);
}
