import type { ShipParticulars } from "@ferry/shared/manifests";
import type { Database } from "../../db/client";
import { boardingOf } from "../embarkation/index";
import { shipsByIds } from "../ships/index";

type ManifestCrewMember = { nama: string; jabatan: string };

/**
 * What the harbour master reads at the head of the manifest for the sailing permit: the ship's
 * particulars and the actual departure (when boarding closed; null while it is not closed).
 */
export async function permitParticulars(
  db: Database,
  scheduleId: number,
  shipId: number | null,
  crew: ManifestCrewMember[],
): Promise<{ kapal: ShipParticulars | null; waktu_berangkat_aktual: string | null }> {
  const ship = shipId === null ? undefined : (await shipsByIds(db, [shipId])).get(shipId);
  const boarding = await boardingOf(db, scheduleId);
  return {
    kapal: ship
      ? {
          nama: ship.nama,
          kode_kapal: ship.kode_kapal,
          tanda_panggilan: ship.tanda_panggilan,
          gt: ship.gt,
          bendera: ship.bendera,
          nakhoda: crew.find((member) => member.jabatan === "Nakhoda")?.nama ?? null,
        }
      : null,
    waktu_berangkat_aktual: boarding?.closed_at?.toISOString() ?? null,
  };
}
