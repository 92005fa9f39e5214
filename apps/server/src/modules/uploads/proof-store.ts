import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { MultipartFile } from "@fastify/multipart";
import { fieldError } from "../../lib/app-error";
import { detectImageType } from "./image-type";
import { uploadRoot } from "./store";

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
 * its type by its bytes and stores it under a random name, served at /uploads/<name>. Throws a field
 * error, with nothing stored, for an oversize file or one that is neither an image nor a PDF.
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
  const type = detectProofType(buffer.subarray(0, 16));
  if (!type) throw fieldError(field, limits.wrongType);
  const name = `${randomBytes(16).toString("hex")}.${type.extension}`;
  await fs.mkdir(uploadRoot(dataDir), { recursive: true });
  await fs.writeFile(path.join(uploadRoot(dataDir), name), buffer, { flag: "wx" });
  return { name, url: `/uploads/${name}`, content_type: type.mime, size: buffer.length };
}
