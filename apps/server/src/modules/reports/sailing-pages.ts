import type { ReportQuery } from "@ferry/shared/reports";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Period } from "./period";
import type { ReportSource, Row } from "./report-source";
import { int, query, schedCte } from "./sql-parts";

/** Sailings per page: a year's export (35,000 sailings at a busy port) holds one page at a time. */
export const SAILING_PAGE = 2000;

/**
 * A per-sailing report over the kept totals (`sched s LEFT JOIN sailing_totals t`), read page by page in
 * departure order (keyset on departure and id, served by the schedules' departure index), so that a year's
 * export never holds the year in memory. Its totals are one SUM over the whole period, read before the first
 * page: a reader that stops early (the screen's first rows) still shows the period's totals.
 */
export function sailingPages(
  db: Database,
  filters: ReportQuery,
  period: Period,
  parts: {
    /** The select list of a row. */
    columns: SQL;
    /** The select list of the totals, one SUM per summed column (named as the column). */
    sums: SQL;
    /** A row as answered (derived figures), when it is more than the selected columns. */
    shape?: (row: Row) => Row;
    pageSize?: number;
  },
): Pick<ReportSource, "batches" | "totals"> {
  const size = parts.pageSize ?? SAILING_PAGE;
  let totals: Record<string, number> = {};
  const from = sql`FROM sched s LEFT JOIN sailing_totals t ON t.schedule_id = s.id`;
  return {
    batches: (async function* () {
      const [summed] = await query<Row>(
        db,
        sql`WITH ${schedCte(filters, period)} SELECT ${parts.sums} ${from}`,
      );
      totals = Object.fromEntries(Object.entries(summed ?? {}).map(([key, value]) => [key, int(value)]));
      let after: { at: string; id: number } | null = null;
      for (;;) {
        type Found = Row & { urut_waktu: string; urut_id: number };
        const found: Found[] = await query<Found>(
          db,
          sql`WITH ${schedCte(filters, period)}
          SELECT ${parts.columns}, s.waktu_berangkat::text AS urut_waktu, s.id AS urut_id ${from}
          ${after ? sql`WHERE (s.waktu_berangkat, s.id) > (${after.at}::timestamptz, ${after.id})` : sql``}
          ORDER BY s.waktu_berangkat, s.id LIMIT ${size}`,
        );
        const last: Found | undefined = found.at(-1);
        const rows = found.map(({ urut_waktu: _at, urut_id: _id, ...row }) =>
          parts.shape ? parts.shape(row) : row,
        );
        // An empty period still answers one (empty) page, as the reports always did.
        if (rows.length > 0 || after === null) yield rows;
        if (!last || found.length < size) return;
        after = { at: last.urut_waktu, id: int(last.urut_id) };
      }
    })(),
    totals: () => totals,
  };
}

/** `COALESCE(SUM(t.<key>), 0) AS <key>` for each kept figure of `sailing_totals` named. */
export function summedColumns(keys: string[]): SQL {
  return sql.join(
    keys.map((key) => sql`COALESCE(SUM(t.${sql.identifier(key)}), 0) AS ${sql.identifier(key)}`),
    sql`, `,
  );
}
