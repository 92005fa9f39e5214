import { bookingStatusLabel } from "@ferry/shared/bookings";
import type { CustomerDashboard } from "@ferry/shared/customer-auth";
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import { schedules } from "../../db/schema/schedules";
import { AppError } from "../../lib/app-error";
import type { UserRow } from "../auth/index";
import { scheduleSummaries } from "../schedules/index";
import { bookingsOf } from "./bookings-of";
import { customerRowOf } from "./present";

/** Recent bookings shown in the activity list (plus the account's creation). */
export const RECENT_BOOKINGS = 5;
const LIVE = sql.raw("('pending','waiting_payment','paid','confirmed')");
const SPENT = sql.raw("('paid','confirmed')");

/**
 * GET /api/customer/dashboard, over the customer's bookings (`bookingsOf`: the history lists the same).
 * - total_pemesanan: all of them, cancelled included;
 * - pemesanan_aktif: pending, waiting_payment, paid or confirmed whose departure is still ahead;
 * - selesai: confirmed whose departure has passed;
 * - total_pengeluaran: the total of the paid and confirmed ones, in rupiah.
 */
export async function customerDashboard(db: Database, user: UserRow): Promise<CustomerDashboard> {
  const customer = await customerRowOf(db, user.id);
  if (!customer) throw new AppError("CUSTOMER_DATA_MISSING");
  const mine = bookingsOf(user.id, customer);
  const now = new Date().toISOString();
  const [figures] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${bookings.status} in ${LIVE} and ${schedules.waktu_berangkat} > ${now}::timestamptz)::int`,
      done: sql<number>`count(*) filter (where ${bookings.status} = 'confirmed' and ${schedules.waktu_berangkat} <= ${now}::timestamptz)::int`,
      spent: sql<number>`coalesce(sum(${bookings.total_harga}) filter (where ${bookings.status} in ${SPENT}), 0)::bigint`,
    })
    .from(bookings)
    .innerJoin(schedules, eq(schedules.id, bookings.schedule_id))
    .where(mine);
  const recent = await db
    .select({
      booking_code: bookings.booking_code,
      status: bookings.status,
      schedule_id: bookings.schedule_id,
      created_at: bookings.created_at,
    })
    .from(bookings)
    .where(mine)
    .orderBy(desc(bookings.created_at), desc(bookings.id))
    .limit(RECENT_BOOKINGS);
  const trips = await scheduleSummaries(
    db,
    recent.map((row) => row.schedule_id),
  );
  const activities: CustomerDashboard["aktivitas"] = recent.map((row) => {
    const route = trips.get(row.schedule_id)?.route?.nama_rute;
    const label = bookingStatusLabel(row.status);
    return {
      jenis: "booking",
      judul: `Pemesanan ${row.booking_code}`,
      keterangan: route ? `${route} · ${label}` : label,
      waktu: row.created_at.toISOString(),
      booking_code: row.booking_code,
      status: row.status,
    };
  });
  activities.push({
    jenis: "akun_dibuat",
    judul: "Akun dibuat",
    keterangan: "Selamat datang! Akun pelanggan Anda berhasil dibuat.",
    waktu: user.created_at.toISOString(),
    booking_code: null,
    status: null,
  });
  activities.sort((a, b) => b.waktu.localeCompare(a.waktu));
  return {
    email_terverifikasi: customer.email_verified_at !== null,
    total_pemesanan: Number(figures?.total ?? 0),
    pemesanan_aktif: Number(figures?.active ?? 0),
    selesai: Number(figures?.done ?? 0),
    total_pengeluaran: Number(figures?.spent ?? 0),
    aktivitas: activities,
  };
}
