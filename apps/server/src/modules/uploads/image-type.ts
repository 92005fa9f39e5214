/** The image type by its first bytes (magic numbers), never by the name or the declared type. */
export type ImageType = { extension: "jpg" | "png" | "webp"; mime: string };

export function detectImageType(head: Buffer): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { extension: "jpg", mime: "image/jpeg" };
  if (
    head.length >= 8 &&
    head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return { extension: "png", mime: "image/png" };
  }
  if (
    head.length >= 12 &&
    head.subarray(0, 4).toString("latin1") === "RIFF" &&
    head.subarray(8, 12).toString("latin1") === "WEBP"
  ) {
    return { extension: "webp", mime: "image/webp" };
  }
  return null;
}

export const MIME_BY_EXTENSION: Record<ImageType["extension"], string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};
