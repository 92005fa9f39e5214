import { summarizeComponents } from "@ferry/shared/booking-components";
import { BOOKING_MESSAGES, type BookingChannel } from "@ferry/shared/bookings";
import type { SalesSettings } from "@ferry/shared/sales-settings";
import type { Database } from "../../db/client";
import { rowInserter } from "../../db/row-inserts";
import { bookings } from "../../db/schema/bookings";
import { AppError, fieldError } from "../../lib/app-error";
import type { AuthContext } from "../../plugins/access";
import { type Actor, logActivity } from "../activity-log/index";
import { requireOpenShift } from "../cashier-shifts/index";
import { type AppliedDiscount, pickDiscounts, useDiscounts } from "../discounts/index";
import { findCompany } from "../expedition-companies/index";
import { ratesForSailing } from "../fare-components/index";
import { bookingNotes, notifyHolders } from "../notifications/index";
import { salesSettings } from "../settings/index";
import { ticketValidUntil } from "../tickets/index";
import { requireSellPermission, saleChannel } from "./access";
import { newBookingCode } from "./codes";
import { findByIdempotencyKey, isIdempotencyClash } from "./idempotency";
import { checkIdentities, identityRule, planHolders } from "./identity-clash";
import { insertLines } from "./lines";
import { paymentDeadline, requireCounterProof } from "./payments";
import { planSale, type SaleInput, type SalePlan } from "./plan";
import { discountLines, type PricedPerson, type PricedSale, priceSale, saleComponents } from "./pricing";
import { saleState } from "./sale-state";
import { cargoTypesOf, settleAtSale } from "./sale-writes";
import { checkSpace, holdSeats } from "./seats-held";
import { recordSteps } from "./status";
import type { WrittenBooking } from "./written";

export type SaleRequest = {
  auth: AuthContext;
  actor: Actor;
  idempotencyKey: string | null;
  now?: Date;
  /** Set only by the online booking routes: opens the `online` channel and holds it this many minutes. */
  online?: { paymentMinutes: number };
};

async function pricedPlan(
  tx: Database,
  input: SaleInput,
  settings: SalesSettings,
  now: Date,
  lock: "key share" | false = false,
) {
  const plan = await planSale(tx, input, settings, now, lock);
  const discounts = await pickDiscounts(tx, {
    schedule_id: plan.schedule.id,
    route_id: plan.route.id,
    departure_date: plan.departure_date,
    lines: discountLines(plan, settings),
    potongan_id: input.potongan_id,
  });
  const lines = [...plan.passengers, ...plan.vehicles.flatMap((vehicle) => [vehicle, ...vehicle.riders])];
  const cargoTypeIds = lines.map((line) => line.entry.cargo_type_id);
  const rates = await ratesForSailing(tx, plan.route.id, plan.departure_date, cargoTypeIds);
  return { plan, discounts, sale: priceSale(plan, settings, discounts, rates) };
}

const personLine = (person: PricedPerson) => ({
  nama_lengkap: person.input.nama_lengkap,
  is_child: person.is_child,
  is_infant: person.is_infant,
  free_rider: person.free_rider,
  seat_taken: person.seat_taken,
  harga: person.harga,
  potongan: person.potongan,
  komponen: person.komponen,
});

/**
 * The price of a sale without selling it (the sales form's live summary), refusing what the sale would
 * refuse, seats included (checked, not taken). Read-only.
 */
export async function quoteSale(
  db: Database,
  auth: AuthContext,
  input: SaleInput,
  now = new Date(),
  online = false,
) {
  requireSellPermission(auth, saleChannel(auth, input), online);
  return db.transaction(async (tx) => {
    const settings = await salesSettings(tx);
    const { plan, discounts, sale } = await pricedPlan(tx, input, settings, now);
    await checkSpace(tx, plan.schedule.id, plan.seats, plan.quotas);
    await checkIdentities(tx, plan.schedule.id, planHolders(plan), identityRule(settings, false));
    const applied = new Map([...discounts.values()].map((item) => [item.discount_id, item.nama]));
    return {
      subtotal_penumpang: sale.subtotal_penumpang,
      subtotal_kendaraan: sale.subtotal_kendaraan,
      biaya_komponen: sale.biaya_komponen,
      total_potongan: sale.total_potongan,
      total_harga: sale.total_harga,
      komponen: summarizeComponents(saleComponents(sale)),
      passengers: sale.passengers.map(personLine),
      vehicles: sale.vehicles.map((vehicle) => ({
        nomor_kendaraan: vehicle.input.nomor_kendaraan,
        tipe_tiket: vehicle.input.tipe_tiket,
        harga: vehicle.harga,
        potongan: vehicle.potongan,
        komponen: vehicle.komponen,
        riders: vehicle.riders.map(personLine),
      })),
      potongan: [...applied].map(([discount_id, nama]) => ({ discount_id, nama })),
    };
  });
}

async function checkChannelInput(tx: Database, channel: BookingChannel, input: SaleInput) {
  if (channel === "agen" && input.payment) throw fieldError("payment", BOOKING_MESSAGES.agentNoPayment);
  if (channel !== "ekspedisi") return;
  if (input.payment) throw fieldError("payment", "Pembayaran ekspedisi dicatat setelah ACC space");
  const company = input.expedition_company_id ? await findCompany(tx, input.expedition_company_id) : null;
  if (!company) throw fieldError("expedition_company_id", "Perusahaan ekspedisi tidak ditemukan");
  if (company.status !== "Aktif") throw fieldError("expedition_company_id", BOOKING_MESSAGES.companyInactive);
}

const insertBookingRow = rowInserter("booking_insert", bookings, bookings.booking_code);

/** Inserts the booking row under a fresh code (a clash of codes draws again). */
async function insertBooking(tx: Database, values: Omit<typeof bookings.$inferInsert, "booking_code">) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await insertBookingRow(tx, [{ ...values, booking_code: newBookingCode() }]);
    if (row) return row;
  }
  throw new AppError("SERVER_ERROR");
}

function discountUses(sale: PricedSale, discounts: Map<string, AppliedDiscount>): AppliedDiscount[] {
  const byId = new Map([...discounts.values()].map((item) => [item.discount_id, item]));
  const lines = [...sale.passengers, ...sale.vehicles, ...sale.vehicles.flatMap((vehicle) => vehicle.riders)];
  return lines.flatMap((line) => {
    const applied = line.discount_id === null ? undefined : byId.get(line.discount_id);
    return applied ? [applied] : [];
  });
}

/**
 * The rows every sale of a sailing waits on: its seats (conditional updates, never beyond capacity; not
 * taken by an expedition request, which only asks for space) and its discounts' uses.
 */
async function takeStock(
  tx: Database,
  holder: { schedule_id: number; channel: BookingChannel },
  seats: Map<number, number>,
  uses: AppliedDiscount[],
) {
  if (holder.channel !== "ekspedisi") await holdSeats(tx, holder, seats);
  await useDiscounts(tx, uses);
}

/**
 * Sells and builds the answer in the caller's transaction. A sold-out sale is refused before any write
 * (a read); the seats are taken late, after the answer is built (it shows no seat counts), so the entry's
 * row stays locked, and every other sale of the sailing waits, only from there to the commit. An agent's
 * sale takes them before its balance is debited: seats, then balance, the order refunds lock them in.
 */
async function sell<T>(
  tx: Database,
  request: SaleRequest,
  input: SaleInput,
  channel: BookingChannel,
  present: SaleAnswer<T>,
) {
  const now = request.now ?? new Date();
  const settings = await salesSettings(tx);
  await checkChannelInput(tx, channel, input);
  // A counter sale belongs to the cashier's open shift (decision 026), refused without one.
  const shift = channel === "loket" ? await requireOpenShift(tx, request.auth.user.id) : null;
  if (channel === "loket" && input.payment) requireCounterProof(input.payment, "payment.");
  const { plan, discounts, sale } = await pricedPlan(tx, input, settings, now, "key share");
  if (input.payment && input.payment.amount > sale.total_harga) {
    throw fieldError("payment.amount", BOOKING_MESSAGES.overpaid(sale.total_harga));
  }
  await checkSpace(tx, plan.schedule.id, plan.seats, plan.quotas);
  const holder = { schedule_id: plan.schedule.id, channel };
  const stock = () => takeStock(tx, holder, plan.seats, discountUses(sale, discounts));
  const minutes = request.online?.paymentMinutes ?? settings.batas_waktu_pembayaran_menit;
  const state = saleState(
    channel,
    sale.total_harga,
    input.payment ?? null,
    paymentDeadline(minutes, request.now),
  );
  const { steps, payment, ...written } = state;
  const booking = await insertBooking(tx, {
    ...bookingValues(request, input, channel, plan, sale),
    ...written,
  });
  const lines = await insertLines(tx, booking.id, sale);
  const history = await recordSteps(tx, booking.id, request.actor, steps);
  await logActivity(tx, request.actor, {
    action: "booking.created",
    description: `Booking ${booking.booking_code} dibuat (${channel}, Rp ${booking.total_harga.toLocaleString("id-ID")})`,
    subject_type: "booking",
    subject_id: booking.id,
    properties: { booking_code: booking.booking_code, channel, total_harga: booking.total_harga },
  });
  const actorId = request.actor.id;
  if (channel === "ekspedisi")
    await notifyHolders(tx, "edit acc space", bookingNotes.spaceRequested(booking), actorId);
  if (channel === "loket" && input.payment?.method === "transfer") {
    const note = bookingNotes.transferWaiting(booking, input.payment.amount);
    await notifyHolders(tx, "edit acc pembayaran", note, actorId);
  }
  if (channel === "agen") await stock();
  const until = ticketValidUntil(plan.schedule.waktu_berangkat, plan.route.port_origin.zona_waktu);
  const settled = await settleAtSale(tx, { booking, lines, payment, until }, request, shift?.id ?? null);
  const answer = await present(tx, booking.id, {
    row: booking,
    lines: { ...lines, types: cargoTypesOf(plan), quotas: plan.quotas },
    history,
    ...settled,
    names: new Map([[request.auth.user.id, request.auth.user]]),
    sailing: { row: plan.schedule, route: plan.route },
  });
  if (channel !== "agen") await stock();
  // Last, after the seats: one identity number, one person per sailing (decision 032).
  await checkIdentities(tx, plan.schedule.id, planHolders(plan), identityRule(settings, true), booking.id);
  return { id: booking.id, answer };
}

function bookingValues(
  request: SaleRequest,
  input: SaleInput,
  channel: BookingChannel,
  plan: SalePlan,
  sale: PricedSale,
) {
  const user = request.auth.user;
  return {
    schedule_id: plan.schedule.id,
    channel,
    seats_held: channel !== "ekspedisi",
    space_status: channel === "ekspedisi" ? ("menunggu" as const) : null,
    pemesan_nama: input.pemesan_nama,
    pemesan_telepon: input.pemesan_telepon,
    pemesan_email: input.pemesan_email,
    kirim_etiket: input.kirim_etiket,
    keterangan: input.keterangan,
    expedition_company_id: channel === "ekspedisi" ? input.expedition_company_id : null,
    agent_user_id: channel === "agen" ? user.id : null,
    customer_user_id: channel === "online" ? user.id : null,
    created_by: user.id,
    idempotency_key: request.idempotencyKey,
    subtotal_penumpang: sale.subtotal_penumpang,
    subtotal_kendaraan: sale.subtotal_kendaraan,
    biaya_komponen: sale.biaya_komponen,
    total_potongan: sale.total_potongan,
    total_harga: sale.total_harga,
  };
}

/**
 * Builds a sale's answer from the booking's id, inside the sale's transaction (see `createBooking`): from
 * the rows the sale `written` when given (a replay reads them).
 */
export type SaleAnswer<T> = (tx: Database, bookingId: number, written?: WrittenBooking) => Promise<T>;

/** The answer of a sale nobody reads (demo data): its id. */
export const saleId: SaleAnswer<number> = async (_tx, bookingId) => bookingId;

/**
 * One sale in one transaction (see `sell`): plan, price, the booking and its lines, what the channel pays
 * at once, the answer, and last the seats (conditional updates), channel limit and discount uses. Its
 * answer (`present`) is read inside that transaction, so a sale that committed is always answered: no
 * query after the commit can fail for want of a connection. The same `Idempotency-Key` from the same user answers the booking it already
 * made (`replayed`, read afterwards: that request committed nothing), however the requests race.
 */
export async function createBooking<T>(
  db: Database,
  request: SaleRequest,
  input: SaleInput,
  present: SaleAnswer<T>,
): Promise<{ id: number; replayed: boolean; answer: T }> {
  const channel = saleChannel(request.auth, input);
  requireSellPermission(request.auth, channel, request.online !== undefined);
  const key = request.idempotencyKey;
  const userId = request.auth.user.id;
  const replay = async (id: number) => ({ id, replayed: true, answer: await present(db, id) });
  const earlier = key ? await findByIdempotencyKey(db, userId, key) : null;
  if (earlier !== null) return replay(earlier);
  try {
    const sold = await db.transaction((tx) => sell(tx, request, input, channel, present));
    return { ...sold, replayed: false };
  } catch (error) {
    const raced = key && isIdempotencyClash(error) ? await findByIdempotencyKey(db, userId, key) : null;
    if (raced !== null) return replay(raced);
    throw error;
  }
}
