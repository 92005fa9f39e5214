import { inflateSync } from "node:zlib";
import jsQR from "jsqr";
import { PDFArray, PDFDocument, PDFName, type PDFNumber, PDFRawStream, type PDFStream } from "pdf-lib";
import { PNG } from "pngjs";

/**
 * Test support only (it uses dev dependencies): reads back what the renderers produced — page sizes,
 * the text of each page and the QR codes of the embedded images.
 */
export type PdfInspection = {
  pages: { width: number; height: number; text: string }[];
  /** Every embedded grayscale image that holds a QR code, decoded, in document order. */
  qrCodes: string[];
};

function bytesOf(stream: PDFRawStream): Uint8Array {
  const filter = stream.dict.get(PDFName.of("Filter"));
  return filter === PDFName.of("FlateDecode") ? inflateSync(stream.contents) : stream.contents;
}

/** The text shown by `Tj` / `TJ` operators; pdfkit writes WinAnsi-encoded hex strings. */
function textOf(content: string): string {
  const lines: string[] = [];
  const hex = (value: string) => Buffer.from(value, "hex").toString("latin1");
  for (const match of content.matchAll(/\[((?:[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
    if (match[2] !== undefined) lines.push(hex(match[2]));
    else
      lines.push(
        [...(match[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => hex(part[1] ?? "")).join(""),
      );
  }
  return lines.join("\n");
}

function pageStreams(contents: PDFStream | PDFArray | undefined, doc: PDFDocument): PDFRawStream[] {
  if (!contents) return [];
  if (contents instanceof PDFRawStream) return [contents];
  if (contents instanceof PDFArray) {
    return contents
      .asArray()
      .map((ref) => doc.context.lookup(ref))
      .filter((item): item is PDFRawStream => item instanceof PDFRawStream);
  }
  return [];
}

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
    const streams = pageStreams(page.node.Contents(), doc);
    const text = streams.map((stream) => textOf(Buffer.from(bytesOf(stream)).toString("latin1"))).join("\n");
    return { width, height, text };
  });
  const qrCodes: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (object.dict.get(PDFName.of("Subtype")) !== PDFName.of("Image")) continue;
    const code = decodeQr(object);
    if (code !== null) qrCodes.push(code);
  }
  return { pages, qrCodes };
}
