import { crc32, deflateSync } from "node:zlib";
import QRCode from "qrcode";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, tail]);
}

/**
 * The QR code of a text as an 8-bit grayscale PNG without alpha, `scale` pixels per module and a quiet
 * zone of 4 modules. Grayscale without alpha is what pdfkit embeds as it is (its compressed rows become
 * the PDF image stream), so the image is not decoded and re-encoded for every ticket.
 */
export function qrPng(text: string, scale = 6): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const margin = 4;
  const side = (modules.size + 2 * margin) * scale;
  const rowBytes = side + 1;
  const raw = Buffer.alloc(rowBytes * side, 0xff);
  for (let y = 0; y < side; y++) raw[y * rowBytes] = 0; // filter type: none
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      const x0 = (column + margin) * scale;
      const y0 = (row + margin) * scale;
      for (let dy = 0; dy < scale; dy++) {
        const start = (y0 + dy) * rowBytes + 1 + x0;
        raw.fill(0, start, start + scale);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grayscale
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 6 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
