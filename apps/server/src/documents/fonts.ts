import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create, type Font } from "fontkit";
import PDFDocument from "pdfkit";

/**
 * The one typeface of every PDF (tickets, booking, manifest, report exports): DejaVu Sans Condensed from
 * the `dejavu-fonts-ttf` package (decision 008). The PDF standard fonts draw only WinAnsi, so `≥` in a
 * class name printed as `"e`; DejaVu covers Latin with every diacritic and the symbols an operator types
 * (≥ ≤ – — “ ” € ° …), and its condensed cut is about as wide as Helvetica, so the layouts still fit.
 * pdfkit embeds only the glyphs a document uses (a subset of a few kilobytes).
 */
export const FONT = "Sans";
export const BOLD = "Sans-Bold";

const FILES = { [FONT]: "DejaVuSansCondensed.ttf", [BOLD]: "DejaVuSansCondensed-Bold.ttf" };
const require = createRequire(import.meta.url);

// Parsed once per process (or worker): parsing per document costs tens of milliseconds, sharing the
// parsed font a few. pdfkit keeps each document's subset and layout cache apart.
let parsed: [string, Font][] | null = null;

function fonts(): [string, Font][] {
  parsed ??= Object.entries(FILES).map(([name, file]) => {
    const font = create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
    return [name, font as Font];
  });
  return parsed;
}

/** A pdfkit document that knows only the embedded fonts (no standard font is opened), set to `FONT`. */
export function fontedPdf(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  // `font: null` stops pdfkit from opening Helvetica as the default (it would be written to every file).
  const doc = new PDFDocument({ ...options, font: null as unknown as string });
  // pdfkit takes an opened fontkit font as a source, which its type definitions do not list.
  for (const [name, font] of fonts()) doc.registerFont(name, font as unknown as Buffer);
  return doc.font(FONT);
}
