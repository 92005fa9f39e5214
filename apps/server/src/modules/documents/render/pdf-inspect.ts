import jsQR from "jsqr";
import { PDFDict, PDFDocument, PDFName, type PDFNumber, PDFRawStream } from "pdf-lib";
import { PNG } from "pngjs";
import { pageRuns, type TextRun } from "./pdf-text";

/**
 * Test support only (it uses dev dependencies): reads back what the renderers produced — page sizes,
 * the text of each page (one line per run pdfkit drew, with the runs' boxes) and the QR codes of the
 * embedded images.
 */
export type PdfInspection = {
  pages: { width: number; height: number; text: string; runs: TextRun[] }[];
  /** Every embedded grayscale image that holds a QR code, decoded, in document order. */
  qrCodes: string[];
  /** The name of every font the file holds, without its subset tag, sorted. */
  fonts: string[];
};

/** The fonts every PDF of ours holds: the embedded typeface's two cuts (`documents/fonts.ts`). */
export const EMBEDDED_FONTS = ["DejaVuSansCondensed", "DejaVuSansCondensed-Bold"];

/** A PDF image stream of PNG rows (FlateDecode, predictor 15) is a PNG's IDAT: wrap it and decode. */
function decodeQr(stream: PDFRawStream): string | null {
  const number = (name: string, dict = stream.dict) => (dict.get(PDFName.of(name)) as PDFNumber)?.asNumber();
  const width = number("Width");
  const height = number("Height");
  if (!width || !height || stream.dict.get(PDFName.of("ColorSpace")) !== PDFName.of("DeviceGray"))
    return null;
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, "latin1");
    return Buffer.concat([head, data, Buffer.alloc(4)]); // pngjs is told not to check CRCs
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = number("BitsPerComponent") ?? 8;
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", Buffer.from(stream.contents)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  const image = PNG.sync.read(png, { checkCRC: false } as never);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

export async function inspectPdf(pdf: Uint8Array): Promise<PdfInspection> {
  const doc = await PDFDocument.load(pdf);
  const pages = doc.getPages().map((page) => {
    const { width, height } = page.getSize();
    const runs = pageRuns(doc, page);
    return { width, height, text: runs.map((run) => run.text).join("\n"), runs };
  });
  const qrCodes: string[] = [];
  const fonts: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict && object.get(PDFName.of("Type")) === PDFName.of("Font")) {
      const base = object.get(PDFName.of("BaseFont"));
      if (base instanceof PDFName && !object.has(PDFName.of("DescendantFonts")))
        fonts.push(base.decodeText().replace(/^[A-Z]{6}\+/, ""));
    }
    if (!(object instanceof PDFRawStream)) continue;
    if (object.dict.get(PDFName.of("Subtype")) !== PDFName.of("Image")) continue;
    const code = decodeQr(object);
    if (code !== null) qrCodes.push(code);
  }
  return { pages, qrCodes, fonts: fonts.sort() };
}
