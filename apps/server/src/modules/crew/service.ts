import { and, count, eq, gte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { crew } from "../../db/schema/voyage";

export async function crewOfShip(db: Database, shipId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(crew).where(eq(crew.ship_id, shipId));
  return row?.total ?? 0;
}

/** A ship may open boarding only with an active master (Nakhoda) whose certificate is still valid on `date`. */
export async function hasActiveMaster(
  db: Database,
  shipId: number,
  date = new Date().toISOString().slice(0, 10),
): Promise<boolean> {
  const [row] = await db
    .select({ id: crew.id })
    .from(crew)
    .where(
      and(
        eq(crew.ship_id, shipId),
        eq(crew.jabatan, "Nakhoda"),
        eq(crew.status, "Aktif"),
        gte(crew.masa_berlaku_sertifikat, date),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Adds `sertifikat_kadaluarsa` (the certificate has expired) to crew rows. */
export function withCertificateState<T extends Record<string, unknown>>(
  rows: T[],
  today = new Date().toISOString().slice(0, 10),
) {
  return rows.map((row) => ({ ...row, sertifikat_kadaluarsa: String(row.masa_berlaku_sertifikat) < today }));
}
