import { deflateSync } from "node:zlib";
import sharp from "sharp";

/** Real, tiny images for upload tests (the server decodes and re-encodes what it keeps). */
const tiny = () => sharp({ create: { width: 4, height: 3, channels: 3, background: "#1d4e89" } });
export const PNG = await tiny().png().toBuffer();
export const JPEG = await tiny().jpeg().toBuffer();
export const WEBP = await tiny().webp().toBuffer();

/** A JPEG photo carrying EXIF (an orientation and a GPS note), as phones send them. */
export const JPEG_WITH_EXIF = await tiny()
  .jpeg()
  .withMetadata({ orientation: 6 })
  .withExifMerge({ IFD0: { Copyright: "GPS -6.1164 105.8446" } })
  .toBuffer();

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG of a few hundred bytes whose header declares `width` × `height` RGB
 * pixels (20 000 × 20 000 would be 1.2 GB once decoded). Its pixel data is cut short: only a server that
 * decodes it before looking at the header would find that out.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(4096))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
