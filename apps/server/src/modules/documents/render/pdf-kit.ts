import { TIME_ZONE_LABELS } from "@ferry/shared/zoned-time";
import { BOLD, FONT, fontedPdf } from "./fonts";
import { qrPng } from "./qr";
import type { LogoImage } from "./view";

export const INK = "#111111";
export const MUTED = "#555555";

/** A4 and A5 in points, and the 80 mm roll's width (80 / 25.4 * 72). */
export const PAGE = { a4: [595.28, 841.89], a5: [419.53, 595.28] } as const;
export const THERMAL_WIDTH = 226.77;

export type Pdf = PDFKit.PDFDocument;

/** A document without pages yet (each layout adds its own) and the promise of its bytes. */
export function newPdf(title: string, options: { compress?: boolean } = {}) {
  const doc = fontedPdf({
    autoFirstPage: false,
    compress: options.compress ?? true,
    info: { Title: title, Creator: "Sistem Tiket Kapal", Producer: "pdfkit" },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, bytes };
}

const ZONED_TIME = new RegExp(`(\\d{1,2}[.:]\\d{2}) (${Object.values(TIME_ZONE_LABELS).join("|")})\\b`, "g");

/**
 * Text as a PDF prints it: a time stays on one line with its zone (`23.59 WIB` never wraps before `WIB`),
 * by a no-break space between them.
 */
export function printable(text: string): string {
  return text.replace(ZONED_TIME, "$1\u00a0$2");
}

/** pdfkit's opened image (`doc.openImage`, missing from its type definitions; `image` takes it). */
type OpenedImage = PDFKit.Mixins.ImageSrc;
type Opener = { openImage(source: Buffer): OpenedImage };
// The logo is read (and a PNG's alpha split off) once per document, however many tickets print it.
const openedLogos = new WeakMap<Pdf, OpenedImage | null>();

function openLogo(doc: Pdf, logo: LogoImage | null): OpenedImage | null {
  if (!logo || logo.mime === "image/webp") return null;
  if (openedLogos.has(doc)) return openedLogos.get(doc) ?? null;
  let image: OpenedImage | null = null;
  try {
    image = (doc as unknown as Opener).openImage(Buffer.from(logo.data));
  } catch {
    image = null; // a damaged file: the tickets are still printed, without the logo
  }
  openedLogos.set(doc, image);
  return image;
}

/** Whether the logo can be drawn (a format PDF holds, a readable file). */
export function hasLogo(doc: Pdf, logo: LogoImage | null): boolean {
  return openLogo(doc, logo) !== null;
}

/** Draws the logo fitted into a box; answers false (and draws nothing) when it cannot be drawn. */
export function drawLogo(doc: Pdf, logo: LogoImage | null, x: number, y: number, box: number): boolean {
  const image = openLogo(doc, logo);
  if (!image) return false;
  doc.image(image, x, y, { fit: [box, box], align: "center", valign: "center" });
  return true;
}

export function drawQr(doc: Pdf, secret: string, x: number, y: number, size: number): void {
  doc.image(qrPng(secret), x, y, { width: size, height: size });
}

/**
 * A column of text that is either measured or drawn: layouts run once measuring (to size a thermal page
 * to its content) and once drawing, through the same calls.
 */
export class Flow {
  constructor(
    readonly doc: Pdf,
    readonly x: number,
    readonly width: number,
    public y: number,
    readonly draw: boolean,
  ) {}

  text(
    value: string,
    style: { size: number; bold?: boolean; align?: "left" | "center" | "right"; color?: string } = {
      size: 9,
    },
  ): this {
    const { doc } = this;
    const text = printable(value);
    doc.font(style.bold ? BOLD : FONT).fontSize(style.size);
    const options = { width: this.width, align: style.align ?? "left" };
    const height = doc.heightOfString(text, options);
    if (this.draw) doc.fillColor(style.color ?? INK).text(text, this.x, this.y, options);
    this.y += height;
    return this;
  }

  /** `label` in bold on the left (`labelWidth`), the value wrapped beside it. */
  row(label: string, value: string, size: number, labelWidth: number): this {
    const { doc } = this;
    const valueWidth = this.width - labelWidth;
    doc.font(BOLD).fontSize(size);
    const labelHeight = doc.heightOfString(label, { width: labelWidth - 4 });
    if (this.draw) doc.fillColor(MUTED).text(label, this.x, this.y, { width: labelWidth - 4 });
    doc.font(FONT).fontSize(size);
    const text = printable(value);
    const valueHeight = doc.heightOfString(text, { width: valueWidth });
    if (this.draw) doc.fillColor(INK).text(text, this.x + labelWidth, this.y, { width: valueWidth });
    this.y += Math.max(labelHeight, valueHeight) + size * 0.25;
    return this;
  }

  gap(points: number): this {
    this.y += points;
    return this;
  }

  rule(dashed = false): this {
    if (this.draw) {
      const line = this.doc
        .moveTo(this.x, this.y)
        .lineTo(this.x + this.width, this.y)
        .lineWidth(0.6);
      if (dashed) line.dash(2, { space: 2 });
      line.strokeColor(MUTED).stroke().undash();
    }
    this.y += 1;
    return this;
  }

  /** A block of fixed height drawn by `paint` at the current position. */
  block(height: number, paint: (x: number, y: number) => void): this {
    if (this.draw) paint(this.x, this.y);
    this.y += height;
    return this;
  }
}
