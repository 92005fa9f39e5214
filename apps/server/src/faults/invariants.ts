import { BOOKING_STATUSES } from "@ferry/shared/bookings";
import { type SQL, sql } from "drizzle-orm";
import { type Database, rowsOf } from "../db/client";

/**
 * What must hold in a database whatever happened to the process that wrote it (checked with SQL after a
 * crash). Each check answers the rows that break it, described in one line; an empty list is a pass.
 */
const CHECKS: Record<string, SQL> = {
  "booking with an unknown status": sql`
    select booking_code as what from bookings
    where status not in (${sql.join(
      BOOKING_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )})`,
  "booking without any passenger or vehicle": sql`
    select b.booking_code as what from bookings b
    where not exists (select 1 from booking_passengers p where p.booking_id = b.id)
      and not exists (select 1 from booking_vehicles v where v.booking_id = b.id)`,
  "booking whose totals differ from its lines": sql`
    select b.booking_code || ' ' || b.subtotal_penumpang || '/' || coalesce(p.harga, 0) || ' '
      || b.subtotal_kendaraan || '/' || coalesce(v.harga, 0) as what
    from bookings b
    left join (select booking_id, sum(harga)::int as harga, sum(potongan)::int as potongan
               from booking_passengers group by booking_id) p on p.booking_id = b.id
    left join (select booking_id, sum(harga)::int as harga, sum(potongan)::int as potongan
               from booking_vehicles group by booking_id) v on v.booking_id = b.id
    where b.subtotal_penumpang <> coalesce(p.harga, 0)
       or b.subtotal_kendaraan <> coalesce(v.harga, 0)
       or b.total_potongan <> coalesce(p.potongan, 0) + coalesce(v.potongan, 0)
       or b.total_harga <> b.subtotal_penumpang + b.subtotal_kendaraan - b.total_potongan + b.biaya_komponen`,
  "booking whose biaya_komponen differs from its fare component lines": sql`
    select b.booking_code || ' ' || b.biaya_komponen || '/' || coalesce(c.jumlah, 0) as what
    from bookings b
    left join (select booking_id, sum(jumlah)::int as jumlah
               from booking_fare_components group by booking_id) c on c.booking_id = b.id
    where b.biaya_komponen <> coalesce(c.jumlah, 0)`,
  "cancelled booking still holding seats": sql`
    select booking_code as what from bookings where status = 'cancel' and seats_held`,
  "price entry whose terjual differs from the seats live bookings hold": sql`
    select q.id || ': terjual ' || q.terjual || ', held ' || (coalesce(p.n, 0) + coalesce(v.n, 0)) as what
    from schedule_quotas q
    left join (select bp.schedule_quota_id, count(*)::int as n from booking_passengers bp
               join bookings b on b.id = bp.booking_id
               where b.seats_held and bp.seat_taken group by bp.schedule_quota_id) p
      on p.schedule_quota_id = q.id
    left join (select bv.schedule_quota_id, count(*)::int as n from booking_vehicles bv
               join bookings b on b.id = bv.booking_id
               where b.seats_held group by bv.schedule_quota_id) v
      on v.schedule_quota_id = q.id
    where q.terjual <> coalesce(p.n, 0) + coalesce(v.n, 0) or q.terjual > q.kapasitas`,
  "confirmed booking not paid in full": sql`
    select booking_code || ' ' || total_dibayar || '/' || total_harga as what from bookings
    where status = 'confirmed' and total_dibayar <> total_harga`,
  "confirmed booking missing tickets": sql`
    select b.booking_code as what from bookings b
    where b.status = 'confirmed' and (
      exists (select 1 from booking_passengers p where p.booking_id = b.id
              and not exists (select 1 from passenger_tickets t where t.booking_passenger_id = p.id))
      or exists (select 1 from booking_vehicles v where v.booking_id = b.id
              and not exists (select 1 from vehicle_tickets t where t.booking_vehicle_id = v.id)))`,
  "ticket of a booking that is not confirmed": sql`
    select t.kode_tiket as what from passenger_tickets t join bookings b on b.id = t.booking_id
    where b.status not in ('confirmed', 'cancel')
    union all
    select t.kode_tiket from vehicle_tickets t join bookings b on b.id = t.booking_id
    where b.status not in ('confirmed', 'cancel')`,
  "agent balance different from the sum of its ledger": sql`
    select a.user_id || ': saldo ' || a.saldo || ', ledger ' || coalesce(sum(l.amount), 0) as what
    from agent_accounts a left join agent_ledger l on l.agent_user_id = a.user_id
    group by a.user_id, a.saldo having a.saldo <> coalesce(sum(l.amount), 0)`,
  "agent ledger row after which the running balance is wrong": sql`
    select l.id || '' as what from agent_ledger l
    where l.saldo_setelah <> (select sum(e.amount) from agent_ledger e
                              where e.agent_user_id = l.agent_user_id and e.id <= l.id)`,
  "agent sale not charged exactly once": sql`
    select b.booking_code || ' charged ' || coalesce(-sum(l.amount), 0) || ' of ' || b.total_harga as what
    from bookings b left join agent_ledger l on l.booking_id = b.id
    where b.channel = 'agen' and b.status = 'confirmed'
    group by b.id having coalesce(-sum(l.amount), 0) <> b.total_harga`,
};

/** Every broken invariant as `check: row`, or an empty list. */
export async function brokenInvariants(db: Database): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, query] of Object.entries(CHECKS)) {
    for (const row of rowsOf<{ what: string }>(await db.execute(query)))
      problems.push(`${name}: ${row.what}`);
  }
  return problems;
}

/** Every booking's status by id, and its id by Idempotency-Key. */
export async function bookingCensus(db: Database) {
  const rows = rowsOf<{ id: number; status: string; idempotency_key: string | null }>(
    await db.execute(sql`select id, status, idempotency_key from bookings order by id`),
  );
  return {
    ids: new Map(rows.map((row) => [Number(row.id), row.status])),
    keys: new Map(
      rows.flatMap((row) => (row.idempotency_key ? [[row.idempotency_key, Number(row.id)]] : [])),
    ),
  };
}
