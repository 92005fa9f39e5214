import type { ShipReport } from "@ferry/shared/ships";
import { asc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ships } from "../../db/schema/voyage";
import { percent } from "../../lib/percent";
import { certificatesByShip } from "../crew/index";
import { loadByShip } from "../schedules/index";

export type ShipReportRow = ShipReport["ships"][number];

/**
 * Per ship, over sailings departing in [from, to): the number of sailings (not cancelled), passenger seats
 * and vehicle places offered and held with the load factor of each (held / offered, in %), and the crew's
 * certificate state on `today`.
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
  return rows.map(({ id, nama, kode_kapal, status_operasional }): ShipReportRow => {
    const {
      sailings = 0,
      kursi = 0,
      kursi_terjual = 0,
      tempat_kendaraan = 0,
      tempat_terjual = 0,
    } = load.get(id) ?? {};
    const crew = certificates.get(id);
    return {
      ship_id: id,
      ...{ nama, kode_kapal, status_operasional, sailings },
      ...{ kursi, kursi_terjual, tempat_kendaraan, tempat_terjual },
      load_factor: percent(kursi_terjual, kursi),
      load_factor_kendaraan: percent(tempat_terjual, tempat_kendaraan),
      crew_total: crew?.total ?? 0,
      certificates_expired: crew?.expired ?? 0,
      next_certificate_expiry: crew?.next_expiry ?? null,
    };
  });
}
