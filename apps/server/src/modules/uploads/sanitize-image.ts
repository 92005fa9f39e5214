import sharp, { type Sharp } from "sharp";
import { fieldError } from "../../lib/app-error";
import type { ImageType } from "./image-type";

/**
 * The most pixels (width × height) an uploaded image may have: 40 megapixels, more than any phone camera
 * takes (a 2 MB file of 40 MP is already a strongly compressed one), while decoding it holds at most about
 * 160 MB. A decompression bomb (a small file declaring a huge picture) is refused from its header, before
 * anything is decoded (docs/decisions/018-security.md).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const IMAGE_MESSAGES = {
  tooManyPixels: "Dimensi gambar terlalu besar (maksimal 40 megapiksel)",
  unreadable: "Gambar rusak atau tidak dapat dibaca",
} as const;

// One libvips thread per image and no cache between uploads: an upload must not take both cores.
sharp.concurrency(1);
sharp.cache(false);

const ENCODERS: Record<ImageType["extension"], (image: Sharp) => Sharp> = {
  jpg: (image) => image.jpeg({ quality: 85, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9 }),
  webp: (image) => image.webp({ quality: 85 }),
};

/**
 * Checks an uploaded image (already typed by its first bytes) and answers it re-encoded in the same format:
 * the dimensions are read from the header and refused above MAX_IMAGE_PIXELS (422 on `field`), an
 * unreadable file is refused, and the stored copy is decoded and encoded again by libvips, upright (EXIF
 * orientation applied) and without any metadata (EXIF with its GPS position, XMP, comments, and whatever a
 * crafted file carried beside its pixels). An animation keeps its first frame.
 */
export async function sanitizeImage(buffer: Buffer, type: ImageType, field: string): Promise<Buffer> {
  const header = await sharp(buffer, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw fieldError(field, IMAGE_MESSAGES.unreadable);
    });
  if (!header.width || !header.height) throw fieldError(field, IMAGE_MESSAGES.unreadable);
  if (header.width * header.height > MAX_IMAGE_PIXELS) throw fieldError(field, IMAGE_MESSAGES.tooManyPixels);
  const image = sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" }).rotate();
  return ENCODERS[type.extension](image)
    .toBuffer()
    .catch(() => {
      throw fieldError(field, IMAGE_MESSAGES.unreadable);
    });
}
