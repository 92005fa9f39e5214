import { FARE_OWNER_LABELS, TRANSPORT_FARE_LABEL } from "@ferry/shared/fare-components";
import {
  FARE_REMITTANCE_COLUMNS,
  FARE_REMITTANCE_TITLE,
  type FareRemittance,
  type FareRemittanceQuery,
} from "@ferry/shared/fare-remittance";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { ExportSection } from "./export";
import { within } from "./finance";
import type { Period } from "./period";
import { int, query } from "./sql-parts";

type Row = Record<string, string | number | null>;

/**
 * 'Setoran Komponen Tarif' (decision 044): per port of origin and part of the fare, what was collected,
 * what approved refunds returned and the rest. The bookings are exactly the finance report's revenue
 * bookings (created in the period: confirmed, or cancelled with an approved refund) and the refunds its
 * refunds (every approved refund of those bookings), so the grand totals equal its revenue table. A
 * booking's transport fare is what it cost beyond its component lines (`total_harga` − components: the
 * discounts and a reclassification's surcharge are the operator's); its refunded transport fare is what
 * its refunds returned beyond their component lines (the refund fee stays with the operator).
 * The period is narrowed first on `bookings.created_at` (indexed), then joined.
 */
export async function fareRemittance(
  db: Database,
  period: Period,
  filters: Pick<FareRemittanceQuery, "port_id">,
): Promise<FareRemittance> {
  const port = filters.port_id ? sql`AND r.port_origin_id = ${Number(filters.port_id)}` : sql``;
  const rows = await query<Row>(
    db,
    sql`WITH period AS (
        SELECT b.id, b.status, b.total_harga, b.schedule_id FROM bookings b
        WHERE ${within(sql`b.created_at`, period)} AND b.status IN ('confirmed', 'cancel')),
      approved AS (
        SELECT f.id, f.booking_id, f.jumlah_refund FROM refunds f JOIN period p ON p.id = f.booking_id
        WHERE f.status = 'disetujui'),
      counted AS (
        SELECT p.id, p.total_harga, r.port_origin_id AS port_id FROM period p
        JOIN schedules s ON s.id = p.schedule_id JOIN sea_routes r ON r.id = s.route_id
        WHERE (p.status = 'confirmed' OR EXISTS (SELECT 1 FROM approved a WHERE a.booking_id = p.id)) ${port}),
      collected AS (
        SELECT c.port_id, l.component_id, SUM(l.jumlah)::bigint AS jumlah
        FROM booking_fare_components l JOIN counted c ON c.id = l.booking_id GROUP BY 1, 2),
      returned AS (
        SELECT c.port_id, l.component_id, SUM(l.dikembalikan)::bigint AS jumlah
        FROM refund_fare_components l JOIN approved a ON a.id = l.refund_id JOIN counted c ON c.id = a.booking_id
        GROUP BY 1, 2),
      refunded AS (SELECT booking_id, SUM(jumlah_refund)::bigint AS jumlah FROM approved GROUP BY 1),
      paid AS (
        SELECT c.port_id, SUM(c.total_harga)::bigint AS kotor, SUM(COALESCE(f.jumlah, 0))::bigint AS refund
        FROM counted c LEFT JOIN refunded f ON f.booking_id = c.id GROUP BY 1),
      transport AS (
        SELECT p.port_id,
          p.kotor - COALESCE((SELECT SUM(k.jumlah) FROM collected k WHERE k.port_id = p.port_id), 0) AS dipungut,
          p.refund - COALESCE((SELECT SUM(t.jumlah) FROM returned t WHERE t.port_id = p.port_id), 0) AS dikembalikan
        FROM paid p),
      lines AS (
        SELECT port_id, NULL::int AS component_id, dipungut, dikembalikan FROM transport
        UNION ALL
        SELECT k.port_id, k.component_id, k.jumlah, COALESCE(t.jumlah, 0) FROM collected k
        LEFT JOIN returned t ON t.port_id = k.port_id AND t.component_id = k.component_id)
      SELECT l.port_id AS pelabuhan_id, o.nama AS pelabuhan, l.component_id,
        COALESCE(f.nama, ${TRANSPORT_FARE_LABEL}) AS komponen, COALESCE(f.pemilik, 'operator') AS pemilik,
        f.penerima, l.dipungut::bigint AS dipungut, l.dikembalikan::bigint AS dikembalikan
      FROM lines l JOIN ports o ON o.id = l.port_id LEFT JOIN fare_components f ON f.id = l.component_id
      ORDER BY o.nama, l.port_id, l.component_id IS NOT NULL, f.urutan, f.nama`,
  );
  const lines = rows.map((row) => {
    const dipungut = int(row.dipungut);
    const dikembalikan = int(row.dikembalikan);
    return {
      pelabuhan_id: int(row.pelabuhan_id),
      pelabuhan: String(row.pelabuhan),
      component_id: row.component_id === null ? null : int(row.component_id),
      komponen: String(row.komponen),
      pemilik: row.pemilik === "pihak_ketiga" ? ("pihak_ketiga" as const) : ("operator" as const),
      penerima: row.penerima === null ? null : String(row.penerima),
      dipungut,
      dikembalikan,
      disetor: dipungut - dikembalikan,
    };
  });
  const sum = (part: typeof lines) => ({
    dipungut: part.reduce((total, line) => total + line.dipungut, 0),
    dikembalikan: part.reduce((total, line) => total + line.dikembalikan, 0),
    disetor: part.reduce((total, line) => total + line.disetor, 0),
  });
  return {
    from: period.from,
    to: period.to,
    rows: lines,
    totals: sum(lines),
    pihak_ketiga: sum(lines.filter((line) => line.pemilik === "pihak_ketiga")),
  };
}

/** The report as one export section, owners by their labels. */
export function fareRemittanceSections(report: FareRemittance): ExportSection[] {
  const section: ExportSection = {
    title: FARE_REMITTANCE_TITLE,
    columns: () => FARE_REMITTANCE_COLUMNS,
    batches: (async function* () {
      yield report.rows.map((row) => ({
        ...row,
        pemilik: FARE_OWNER_LABELS[row.pemilik],
        penerima: row.penerima ?? "-",
      }));
    })(),
    totals: () => report.totals,
  };
  return [section];
}
