import { Readable } from "node:stream";
import { fileAnswer } from "@ferry/shared/file-answer";
import type { ExportFormat, ReportColumn } from "@ferry/shared/reports";
import { CSV_BOM, CSV_TYPE, csvLine } from "../../lib/csv";
import { XLSX_MIME, type XlsxCell, type XlsxSheet, xlsxStream } from "../../lib/xlsx";
import { BOLD, FONT, fontedPdf } from "../documents/index";

type Row = Record<string, string | number | null>;
/** One table of an export: its title, columns (read after the rows: the recap's depend on them), rows, totals. */
export type ExportSection = {
  title: string;
  columns: () => ReportColumn[];
  batches: AsyncIterable<Row[]>;
  totals: () => Record<string, number>;
};

export const EXPORT_TYPES: Record<ExportFormat, { mime: string; ext: string }> = {
  csv: { mime: CSV_TYPE, ext: "csv" },
  // Office Open XML, written by ExcelJS's streaming writer as the rows are read (lib/xlsx.ts).
  xlsx: { mime: XLSX_MIME, ext: "xlsx" },
  pdf: { mime: "application/pdf", ext: "pdf" },
};
/** The success answer of an export route: a file of any of the formats above. */
export const EXPORT_ANSWER = fileAnswer({
  contentTypes: Object.values(EXPORT_TYPES).map((type) => type.mime),
});

const totalsRow = (columns: ReportColumn[], totals: Record<string, number>): XlsxCell[] =>
  columns.map((column, index) => (index === 0 ? "TOTAL" : column.key in totals ? totals[column.key] : ""));

/** Reads every batch first when a section's columns are only known then (small aggregate reports). */
async function materialise(
  section: ExportSection,
): Promise<{ columns: ReportColumn[]; batches: AsyncIterable<Row[]> }> {
  const probe = section.columns();
  if (probe.length > 0) return { columns: probe, batches: section.batches };
  const all: Row[][] = [];
  for await (const batch of section.batches) all.push(batch);
  return {
    columns: section.columns(),
    batches: (async function* () {
      yield* all;
    })(),
  };
}

async function* csv(sections: ExportSection[]) {
  yield CSV_BOM;
  for (const [index, section] of sections.entries()) {
    if (sections.length > 1) yield `${index > 0 ? "\r\n" : ""}${csvLine([section.title])}`;
    const { columns, batches } = await materialise(section);
    yield csvLine(columns.map((column) => column.label));
    for await (const batch of batches) {
      let chunk = "";
      for (const row of batch) chunk += csvLine(columns.map((column) => row[column.key]));
      yield chunk;
    }
    yield csvLine(totalsRow(columns, section.totals()));
  }
}

/** A worksheet per section, its columns known once it is reached: header, the rows as read, totals (bold). */
async function* worksheets(sections: ExportSection[]): AsyncGenerator<XlsxSheet> {
  for (const section of sections) {
    const { columns, batches } = await materialise(section);
    yield {
      name: section.title,
      columns: columns.map((column) => ({ label: column.label, kind: column.kind })),
      rows: (async function* () {
        for await (const batch of batches) yield batch.map((row) => columns.map((column) => row[column.key]));
      })(),
      footer: () => [totalsRow(columns, section.totals())],
    };
  }
}

const rupiah = new Intl.NumberFormat("id-ID");
function pdfText(column: ReportColumn, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return column.kind === "percent" ? `${value}%` : rupiah.format(value);
  return String(value);
}

/** A landscape A4 table per section, written page by page as the rows arrive. */
function pdf(title: string, sections: ExportSection[]): Readable {
  const doc = fontedPdf({ size: "A4", layout: "landscape", margin: 28, info: { Title: title } });
  const width = doc.page.width - 56;
  void (async () => {
    try {
      doc.font(BOLD).fontSize(13).text(title);
      for (const section of sections) {
        const { columns, batches } = await materialise(section);
        const cell = width / Math.max(columns.length, 1);
        const size = columns.length > 12 ? 6 : 7.5;
        const line = (values: string[], bold = false) => {
          if (doc.y > doc.page.height - 40) doc.addPage();
          const y = doc.y;
          doc.font(bold ? BOLD : FONT).fontSize(size);
          for (const [index, value] of values.entries()) {
            doc.text(value, 28 + index * cell, y, {
              width: cell - 2,
              height: size * 2.4,
              ellipsis: true,
              lineBreak: false,
            });
          }
          doc.x = 28;
          doc.y = y + size * 1.6;
        };
        doc.moveDown(0.5).font(BOLD).fontSize(10).text(section.title, 28);
        line(
          columns.map((column) => column.label),
          true,
        );
        for await (const batch of batches)
          for (const row of batch) line(columns.map((column) => pdfText(column, row[column.key])));
        const totals = section.totals();
        line(
          totalsRow(columns, totals).map((value, index) => pdfText(columns[index] as ReportColumn, value)),
          true,
        );
      }
    } catch (error) {
      doc
        .font(FONT)
        .fontSize(9)
        .text(`Gagal membuat laporan: ${(error as Error).message}`);
    }
    doc.end();
  })();
  return doc as unknown as Readable;
}

/** The export as a stream: rows are written as they are read, never the whole file held at once. */
export function exportStream(format: ExportFormat, title: string, sections: ExportSection[]): Readable {
  if (format === "pdf") return pdf(title, sections);
  return format === "csv" ? Readable.from(csv(sections)) : xlsxStream(worksheets(sections));
}
