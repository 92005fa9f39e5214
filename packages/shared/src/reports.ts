import { z } from "zod";
import { databaseId } from "./ids";
import { isoDate } from "./text-fields";

/** The six voyage reports of `/pelayaran-laporan`, in menu order, with their Indonesian titles. */
export const VOYAGE_REPORTS = [
  { key: "summary-manifest", title: "Summary Manifest" },
  { key: "jadwal-pelayaran", title: "Jadwal Pelayaran" },
  { key: "manifest-penumpang", title: "Manifest Penumpang" },
  { key: "manifest-kendaraan", title: "Manifest Kendaraan" },
  { key: "rekap-manifest-bulanan", title: "Rekap Manifest Bulanan" },
  { key: "rekap-refund-bulanan", title: "Rekap Refund Bulanan" },
  { key: "reklasifikasi-kendaraan", title: "Reklasifikasi Kendaraan" },
] as const;

export type VoyageReportKey = (typeof VOYAGE_REPORTS)[number]["key"];
export const VOYAGE_REPORT_KEYS = VOYAGE_REPORTS.map((report) => report.key) as [
  VoyageReportKey,
  ...VoyageReportKey[],
];

/** The finance report's page (the staff menu's 'Laporan Keuangan', a route the spec does not give). */
export const FINANCE_REPORT_PATH = "/keuangan-laporan";

const id = databaseId();

/** Filters every voyage report takes; `month` (YYYY-MM) overrides `from`/`to` with that month. */
export const reportQuerySchema = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "Bulan harus berformat YYYY-MM" })
    .optional(),
  route_id: id.optional(),
  ship_id: id.optional(),
  schedule_id: id.optional(),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const EXPORT_FORMATS = ["csv", "xlsx", "pdf"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportQuerySchema = reportQuerySchema.extend({ format: z.enum(EXPORT_FORMATS).default("csv") });

export const financeQuerySchema = z.object({ from: isoDate.optional(), to: isoDate.optional() });
export const financeExportSchema = financeQuerySchema.extend({
  format: z.enum(EXPORT_FORMATS).default("csv"),
});

/** One column of a report table: the key of the row's value, its header and its kind (money, a day ...). */
export const reportColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(["money", "number", "text", "percent", "date"]).optional(),
});
export type ReportColumn = z.input<typeof reportColumnSchema>;

const reportRowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
const totalsSchema = z.record(z.string(), z.number());

/** The answer of every voyage report: its columns (dynamic for the recaps), rows and totals row. */
export const reportResultSchema = z.object({
  from: z.string(),
  to: z.string(),
  columns: z.array(reportColumnSchema),
  rows: z.array(reportRowSchema),
  totals: totalsSchema,
});
export type ReportResult = z.input<typeof reportResultSchema>;

/** `GET /reports/:report`: the report, and whether its rows were cut at the limit. */
export const voyageReportSchema = reportResultSchema.extend({ truncated: z.boolean() });
export type VoyageReport = z.input<typeof voyageReportSchema>;

/** Booking channels as the dashboard and finance report name them. */
export const CHANNEL_LABELS: Record<string, string> = {
  loket: "Loket",
  ekspedisi: "Ekspedisi",
  agen: "Agen",
  online: "Online",
};

/** One sailing row of the dashboard's today and week lists. */
export const dashboardSailingSchema = z.object({
  id: z.number().int(),
  tanggal: z.string(),
  jam: z.string(),
  kode_rute: z.string(),
  kapal: z.string(),
  status: z.string(),
  /** Passenger seats and vehicle places apart; the load factor is of the seats. */
  kursi: z.number().int(),
  kursi_terjual: z.number().int(),
  tempat_kendaraan: z.number().int(),
  tempat_terjual: z.number().int(),
  load_factor: z.number(),
});
export type DashboardSailing = z.input<typeof dashboardSailingSchema>;

/** `GET /api/dashboard/summary`: the dashboard's figures; a block is missing when the user may not see its module. */
export const dashboardSummarySchema = z.object({
  today: z.string(),
  week: z.object({ from: z.string(), to: z.string() }),
  sailings: z
    .object({ today: z.array(dashboardSailingSchema), week: z.array(dashboardSailingSchema) })
    .optional(),
  sales: z
    .object({
      by_channel: z.array(
        z.object({ channel: z.string(), bookings: z.number().int(), revenue: z.number().int() }),
      ),
      trend: z.array(z.object({ date: z.string(), revenue: z.number().int() })),
    })
    .optional(),
  scans: z
    .object({ diterima: z.number().int(), ditolak: z.number().int(), total: z.number().int() })
    .optional(),
  approvals: z
    .array(z.object({ key: z.string(), label: z.string(), path: z.string(), count: z.number().int() }))
    .optional(),
});
export type DashboardSummary = z.input<typeof dashboardSummarySchema>;

/** One table of the finance report, with its column totals. */
export const financeTableSchema = z.object({
  title: z.string(),
  ...reportResultSchema.pick({ columns: true, rows: true, totals: true }).shape,
});
export type FinanceTable = z.input<typeof financeTableSchema>;

/** The finance report of `/reports/finance`: five tables over one period. */
export const financeReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  revenue: financeTableSchema,
  payments: financeTableSchema,
  refunds: financeTableSchema,
  topups: financeTableSchema,
  balances: financeTableSchema,
});
export type FinanceReport = z.input<typeof financeReportSchema>;
