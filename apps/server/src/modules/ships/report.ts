import { asc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ships } from "../../db/schema/voyage";
import { percent } from "../../lib/percent";
import { certificatesByShip } from "../crew/service";
import { loadByShip } from "../schedules/usage";

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
  const rows = await db.select().from(ships).orderBy(asc(ships.nama));
  const load = await loadByShip(db, from, to);
  const certificates = await certificatesByShip(db, today);
  return rows.map(({ id, nama, kode_kapal, status_operasional }) => {
    const { sailings = 0, kapasitas = 0, terjual = 0 } = load.get(id) ?? {};
    const crew = certificates.get(id);
    return {
      ship_id: id,
      ...{ nama, kode_kapal, status_operasional, sailings, kapasitas, terjual },
      load_factor: percent(terjual, kapasitas),
      crew_total: crew?.total ?? 0,
      certificates_expired: crew?.expired ?? 0,
      next_certificate_expiry: crew?.next_expiry ?? null,
    };
  });
}
