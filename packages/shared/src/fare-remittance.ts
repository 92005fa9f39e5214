import { z } from "zod";
import { FARE_OWNERS } from "./fare-components";
import { databaseId } from "./ids";
import { EXPORT_FORMATS, type ReportColumn } from "./reports";
import { isoDate } from "./text-fields";

/** The remittance report's page ('Setoran Komponen Tarif', decision 044). */
export const FARE_REMITTANCE_PATH = "/keuangan-setoran-komponen";
export const FARE_REMITTANCE_TITLE = "Setoran Komponen Tarif";

/** Filters: the operator's days [from, to] (by the booking's creation day, as the finance report) and a port. */
export const fareRemittanceQuerySchema = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  port_id: databaseId().optional(),
});
export type FareRemittanceQuery = z.input<typeof fareRemittanceQuerySchema>;
export const fareRemittanceExportSchema = fareRemittanceQuerySchema.extend({
  format: z.enum(EXPORT_FORMATS).default("csv"),
});

const money = z.number().int();

/**
 * One line: a port of origin and a part of the fare (the transport fare, `component_id` null, or a
 * component) with what was collected, what refunds returned and the rest (`disetor`: to remit or kept).
 */
export const fareRemittanceRowSchema = z.object({
  pelabuhan_id: z.number().int(),
  pelabuhan: z.string(),
  component_id: z.number().int().nullable(),
  komponen: z.string(),
  pemilik: z.enum(FARE_OWNERS),
  penerima: z.string().nullable(),
  dipungut: money,
  dikembalikan: money,
  disetor: money,
});
export type FareRemittanceRow = z.input<typeof fareRemittanceRowSchema>;

const totalsSchema = z.object({ dipungut: money, dikembalikan: money, disetor: money });

/**
 * The report: its lines, the totals, and the third parties' part alone (what leaves the operator). The
 * grand totals equal the finance report's revenue table over the same days: `dipungut` its gross revenue,
 * `dikembalikan` its refunds, `disetor` its revenue.
 */
export const fareRemittanceSchema = z.object({
  from: isoDate,
  to: isoDate,
  rows: z.array(fareRemittanceRowSchema),
  totals: totalsSchema,
  pihak_ketiga: totalsSchema,
});
export type FareRemittance = z.input<typeof fareRemittanceSchema>;

/** The report's columns, on screen and in every export. */
export const FARE_REMITTANCE_COLUMNS: ReportColumn[] = [
  { key: "pelabuhan", label: "Pelabuhan Asal", kind: "text" },
  { key: "komponen", label: "Komponen", kind: "text" },
  { key: "pemilik", label: "Pemilik", kind: "text" },
  { key: "penerima", label: "Penerima", kind: "text" },
  { key: "dipungut", label: "Dipungut", kind: "money" },
  { key: "dikembalikan", label: "Dikembalikan", kind: "money" },
  { key: "disetor", label: "Disetor / Neto", kind: "money" },
];
