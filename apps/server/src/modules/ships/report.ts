import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/client";

export type ShipReportRow = {
  ship_id: number;
  nama: string;
  kode_kapal: string;
  status_operasional: string;
  sailings: number;
  kapasitas: number;
  terjual: number;
  load_factor: number;
  crew_total: number;
  certificates_expired: number;
  next_certificate_expiry: string | null;
};

/**
 * Per ship, over sailings departing in [from, to): the number of sailings (not cancelled), seats offered
 * and held, the load factor (held / offered, in %), and the crew's certificate state on `today`.
 */
export async function shipReport(
  db: Database,
  from: Date,
  to: Date,
  today: string,
): Promise<ShipReportRow[]> {
  const result = await db.execute(sql`
    select s.id as ship_id, s.nama, s.kode_kapal, s.status_operasional,
      coalesce(load.sailings, 0)::int as sailings,
      coalesce(load.kapasitas, 0)::int as kapasitas,
      coalesce(load.terjual, 0)::int as terjual,
      coalesce(crew_state.total, 0)::int as crew_total,
      coalesce(crew_state.expired, 0)::int as certificates_expired,
      crew_state.next_expiry::text as next_certificate_expiry
    from ships s
    left join (
      select j.ship_id, count(distinct j.id) as sailings, sum(q.kapasitas) as kapasitas, sum(q.terjual) as terjual
      from schedules j left join schedule_quotas q on q.schedule_id = j.id
      where j.status <> 'batal' and j.waktu_berangkat >= ${from.toISOString()} and j.waktu_berangkat < ${to.toISOString()}
      group by j.ship_id
    ) load on load.ship_id = s.id
    left join (
      select ship_id, count(*) as total,
        count(*) filter (where masa_berlaku_sertifikat < ${today}::date) as expired,
        min(masa_berlaku_sertifikat) filter (where masa_berlaku_sertifikat >= ${today}::date) as next_expiry
      from crew where status = 'Aktif' group by ship_id
    ) crew_state on crew_state.ship_id = s.id
    order by s.nama`);
  return rowsOf<Omit<ShipReportRow, "load_factor">>(result).map((row) => ({
    ...row,
    load_factor: row.kapasitas > 0 ? Math.round((row.terjual / row.kapasitas) * 1000) / 10 : 0,
  }));
}
