import type { ReportQuery, ReportResult, VoyageReportKey } from "@ferry/shared/reports";
import type { Database } from "../../db/client";
import { monthlyRecap, monthlyRefunds } from "./monthly-reports";
import type { Period } from "./period";
import { reclassificationReport } from "./reclassification-report";
import { type ReportSource, type Row, readable } from "./report-source";
import { manifest, scheduleList, summaryManifest } from "./sailing-reports";

export type { ReportSource } from "./report-source";

const BUILDERS: Record<
  VoyageReportKey,
  (db: Database, filters: ReportQuery, period: Period) => ReportSource
> = {
  "summary-manifest": summaryManifest,
  "jadwal-pelayaran": scheduleList,
  "manifest-penumpang": (db, filters, period) => manifest(db, filters, period, "penumpang"),
  "manifest-kendaraan": (db, filters, period) => manifest(db, filters, period, "kendaraan"),
  "rekap-manifest-bulanan": monthlyRecap,
  "rekap-refund-bulanan": monthlyRefunds,
  "reklasifikasi-kendaraan": reclassificationReport,
};

export function reportSource(
  db: Database,
  key: VoyageReportKey,
  filters: ReportQuery,
  period: Period,
): ReportSource {
  return readable(BUILDERS[key](db, filters, period));
}

/** The whole report for the screen (the manifests stop after `limit` rows; exports read them all). */
export async function runReport(
  db: Database,
  key: VoyageReportKey,
  filters: ReportQuery,
  period: Period,
  limit = 5000,
): Promise<ReportResult & { truncated: boolean }> {
  const source = reportSource(db, key, filters, period);
  const rows: Row[] = [];
  let truncated = false;
  for await (const batch of source.batches) {
    rows.push(...batch);
    if (rows.length >= limit) {
      truncated = true;
      break;
    }
  }
  return {
    from: period.from,
    to: period.to,
    columns: source.columns,
    rows: rows.slice(0, limit),
    totals: source.totals(),
    truncated,
  };
}
