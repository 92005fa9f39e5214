import { DEFAULT_OPERATOR_TIME_ZONE, todayIn } from "@ferry/shared/zoned-time";
import { and, count, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { crew } from "../../db/schema/voyage";

export async function crewOfShip(db: Database, shipId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(crew).where(eq(crew.ship_id, shipId));
  return row?.total ?? 0;
}

/**
 * Whether the ship has an active master (Nakhoda) whose certificate is still valid on `date`
 * (yyyy-mm-dd; default today in the operator's zone). Boarding is opened only when it does.
 */
export async function hasActiveMaster(
  db: Database,
  shipId: number,
  date = todayIn(DEFAULT_OPERATOR_TIME_ZONE),
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

/** Adds `sertifikat_kadaluarsa` (the certificate expired before `today`, yyyy-mm-dd) to crew rows. */
export function withCertificateState<T extends Pick<typeof crew.$inferSelect, "masa_berlaku_sertifikat">>(
  rows: T[],
  today = todayIn(DEFAULT_OPERATOR_TIME_ZONE),
) {
  return rows.map((row) => ({ ...row, sertifikat_kadaluarsa: row.masa_berlaku_sertifikat < today }));
}

export type CertificateState = { total: number; expired: number; next_expiry: string | null };

/** Per ship, its active crew on `today` (yyyy-mm-dd): how many, certificates expired, the next to expire. */
export async function certificatesByShip(
  db: Database,
  today: string,
): Promise<Map<number, CertificateState>> {
  const rows = await db
    .select({
      ship_id: crew.ship_id,
      total: count(),
      expired: sql<number>`(count(*) filter (where ${crew.masa_berlaku_sertifikat} < ${today}::date))::int`,
      next_expiry: sql<
        string | null
      >`(min(${crew.masa_berlaku_sertifikat}) filter (where ${crew.masa_berlaku_sertifikat} >= ${today}::date))::text`,
    })
    .from(crew)
    .where(eq(crew.status, "Aktif"))
    .groupBy(crew.ship_id);
  return new Map(rows.map(({ ship_id, ...state }) => [ship_id, state]));
}

/** The ship's active crew (name, rank, identity, certificate), master first, for the manifest. */
export async function activeCrewOf(db: Database, shipId: number) {
  return db
    .select({
      id: crew.id,
      nama: crew.nama,
      jabatan: crew.jabatan,
      nomor_identitas: crew.nomor_identitas,
      nomor_sertifikat: crew.nomor_sertifikat,
      masa_berlaku_sertifikat: crew.masa_berlaku_sertifikat,
    })
    .from(crew)
    .where(and(eq(crew.ship_id, shipId), eq(crew.status, "Aktif")))
    .orderBy(sql`${crew.jabatan} <> 'Nakhoda'`, crew.nama);
}
