import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { MultipartFile } from "@fastify/multipart";
import { fieldError } from "../../lib/app-error";
import { detectImageType } from "./image-type";
import { sanitizeImage } from "./sanitize-image";

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export function uploadRoot(dataDir: string): string {
  return path.join(dataDir, "uploads");
}

/** Writes an upload's checked bytes under a random name (never the sender's) and answers where it is served. */
export async function saveUpload(dataDir: string, extension: string, mime: string, content: Buffer) {
  const name = `${randomBytes(16).toString("hex")}.${extension}`;
  await fs.mkdir(uploadRoot(dataDir), { recursive: true });
  await fs.writeFile(path.join(uploadRoot(dataDir), name), content, { flag: "wx" });
  return { name, url: `/uploads/${name}`, content_type: mime, size: content.length };
}

/**
 * Reads one uploaded image (stopped at 2 MB), checks its type by its bytes and its size in pixels by its
 * header, and stores it re-encoded without metadata (`sanitizeImage`) under a random name. Throws a field
 * error, with nothing stored, for an oversize, non-image, unreadable or too large (in pixels) file.
 */
export async function storeImage(dataDir: string, file: MultipartFile, field = "file") {
  let buffer: Buffer;
  try {
    // The multipart limit (MAX_IMAGE_BYTES) stops the stream there: nothing larger is ever held or stored.
    buffer = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw fieldError(field, "Ukuran gambar maksimal 2 MB");
    }
    throw error;
  }
  if (file.file.truncated) throw fieldError(field, "Ukuran gambar maksimal 2 MB");
  const type = detectImageType(buffer.subarray(0, 16));
  if (!type) throw fieldError(field, "Format gambar harus JPEG, PNG atau WebP");
  return saveUpload(dataDir, type.extension, type.mime, await sanitizeImage(buffer, type, field));
}
