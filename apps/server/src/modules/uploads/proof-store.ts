import type { MultipartFile } from "@fastify/multipart";
import { fieldError } from "../../lib/app-error";
import { detectImageType } from "./image-type";
import { sanitizeImage } from "./sanitize-image";
import { saveUpload } from "./store";

export type ProofType = { extension: "jpg" | "png" | "webp" | "pdf"; mime: string };

/** An image (JPEG, PNG, WebP) or a PDF, by its first bytes only. */
export function detectProofType(head: Buffer): ProofType | null {
  const image = detectImageType(head);
  if (image) return image;
  if (head.subarray(0, 5).toString("latin1") === "%PDF-")
    return { extension: "pdf", mime: "application/pdf" };
  return null;
}

export type ProofLimits = { maxBytes: number; tooLarge: string; wrongType: string };

/**
 * Reads one uploaded proof of payment (the stream stops at `maxBytes`: nothing larger is held), checks
 * its type by its bytes and stores it under a random name, served at /uploads/<name>: an image re-encoded
 * without metadata and within the pixel limit (`sanitizeImage`), a PDF as it came. Throws a field error,
 * with nothing stored, for an oversize file or one that is neither an image nor a PDF.
 */
export async function storeProof(dataDir: string, file: MultipartFile, limits: ProofLimits, field = "file") {
  let buffer: Buffer;
  try {
    buffer = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw fieldError(field, limits.tooLarge);
    throw error;
  }
  if (file.file.truncated || buffer.length > limits.maxBytes) throw fieldError(field, limits.tooLarge);
  const image = detectImageType(buffer.subarray(0, 16));
  if (image)
    return saveUpload(dataDir, image.extension, image.mime, await sanitizeImage(buffer, image, field));
  const type = detectProofType(buffer.subarray(0, 16));
  if (!type) throw fieldError(field, limits.wrongType);
  return saveUpload(dataDir, type.extension, type.mime, buffer);
}
