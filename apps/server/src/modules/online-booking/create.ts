import type {
  CustomerBookingInput,
  customerBookingSchema,
  OnlineBookingSettings,
} from "@ferry/shared/online-booking";
import type { z } from "zod";
import type { Database } from "../../db/client";
import type { AuthContext } from "../../plugins/access";
import type { Actor } from "../activity-log/index";
import type { SaleInput } from "../bookings/index";
import { createBooking, quoteSale } from "../bookings/index";
import { findSchedule } from "../schedules/index";
import { type Buyer, buyerOf } from "./buyer";
import { requireOpenOnline } from "./departures";
import type { GatewayProvider } from "./payment-providers/provider";
import { requireOnlineEnabled } from "./settings";
import { customerBookingView } from "./view";

export type CustomerSale = z.output<typeof customerBookingSchema>;
export type { CustomerBookingInput };

/** The counter sale's input for the customer's lines: the buyer is the customer, nothing else is chosen. */
function saleInput(input: CustomerSale, buyer: Buyer): SaleInput {
  return {
    ...input,
    pemesan_nama: buyer.nama_lengkap,
    pemesan_telepon: buyer.nomor_telepon,
    pemesan_email: buyer.email,
    expedition_company_id: null,
    potongan_id: null,
    payment: null,
  };
}

/** The checks every online sale passes first: setting on, profile complete, departure within the window. */
async function admit(db: Database, auth: AuthContext, input: CustomerSale, now: Date) {
  const settings: OnlineBookingSettings = await requireOnlineEnabled(db);
  const buyer = await buyerOf(db, auth.user.id);
  await requireOpenOnline(db, await findSchedule(db, input.schedule_id), settings, now);
  return { settings, buyer };
}

/** The price of the customer's booking without making it (the same pricing as the counter's quote). */
export async function quoteOnline(db: Database, auth: AuthContext, input: CustomerSale, now = new Date()) {
  const { buyer } = await admit(db, auth, input, now);
  return quoteSale(db, auth, saleInput(input, buyer), now, true);
}

/**
 * Makes the customer's online booking with the counter's sales service (the same quota rules: the last
 * seat goes to exactly one buyer), waiting for payment until the setting's hold time ends. Answers the
 * customer's view of it, read inside the sale's transaction.
 */
export async function createOnlineBooking(
  db: Database,
  request: {
    auth: AuthContext;
    actor: Actor;
    idempotencyKey: string | null;
    now?: Date;
    gateway?: GatewayProvider | null;
  },
  input: CustomerSale,
) {
  const now = request.now ?? new Date();
  const { settings, buyer } = await admit(db, request.auth, input, now);
  return createBooking(
    db,
    { ...request, now, online: { paymentMinutes: settings.batas_waktu_pembayaran_menit } },
    saleInput(input, buyer),
    (tx, id, written) => customerBookingView(tx, id, settings, request.gateway ?? null, written),
  );
}
