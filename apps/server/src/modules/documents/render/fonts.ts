import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create, type Font, type GlyphRun } from "fontkit";
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

const LAYOUTS_KEPT = 5_000;

/**
 * The font with its word layouts shared by every document of the process: pdfkit lays text out word by
 * word and caches per document only, and the same words (labels, dates, names of places and classes)
 * come back in every ticket. pdfkit scales a run's positions in place, so each caller gets its own copy.
 */
function sharingLayouts(font: Font): Font {
  const runs = new Map<string, GlyphRun>();
  const shared: Font = Object.create(font);
  shared.layout = (text, features) => {
    if (features) return font.layout(text, features);
    let run = runs.get(text);
    if (!run) {
      if (runs.size >= LAYOUTS_KEPT) runs.clear();
      run = font.layout(text);
      runs.set(text, run);
    }
    // A GlyphRun's getters (advanceWidth) sum its positions: keep its prototype.
    const copy: GlyphRun = Object.assign(Object.create(Object.getPrototypeOf(run)), run);
    copy.positions = run.positions.map((position) => ({ ...position }));
    return copy;
  };
  return shared;
}

// Parsed once per process (or worker): parsing per document costs tens of milliseconds, sharing the
// parsed font a few. pdfkit keeps each document's subset apart.
let parsed: [string, Font][] | null = null;

function fonts(): [string, Font][] {
  parsed ??= Object.entries(FILES).map(([name, file]) => {
    const font = create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
    return [name, sharingLayouts(font as Font)];
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
