import fs from "node:fs/promises";
import path from "node:path";
import { uploadedFileSchema } from "@ferry/shared/uploads";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, fieldError } from "../../lib/app-error";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, authOf, staffAccess } from "../../plugins/access";
import { logActivity } from "../activity-log/index";
import { MIME_BY_EXTENSION } from "./image-type";
import { storeImage, uploadRoot } from "./store";

/** Permissions that manage content or ships, which carry images: ships, news articles, the company logo. */
const IMAGE_UPLOADERS = [
  "create kapal",
  "edit kapal",
  "create informasi",
  "edit informasi",
  "manage perusahaan",
];
/** Permissions that record a payment or ask for a top-up with its transfer proof (cashiers, finance, agents). */
const PROOF_UPLOADERS = [
  "create penjualan umum",
  "create penjualan ekspedisi",
  "edit acc pembayaran",
  "edit acc ekspedisi",
  "view menu agen",
];
/** Stored names: images, and PDFs (customers' proofs of payment, see `proof-store.ts`). */
const NAME = /^[a-f0-9]{32}\.(jpg|png|webp|pdf)$/;
const SERVED_TYPES: Record<string, string> = { ...MIME_BY_EXTENSION, pdf: "application/pdf" };

/** One kind of staff upload: its path, who may send it, and its texts. */
type UploadKind = { path: string; uploaders: string[]; summary: string; action: string; label: string };

const KINDS: UploadKind[] = [
  {
    path: "/api/uploads/images",
    uploaders: IMAGE_UPLOADERS,
    summary: "Uploads one image of content or a ship (field `file`)",
    action: "upload.image",
    label: "Gambar",
  },
  {
    path: "/api/uploads/proofs",
    uploaders: PROOF_UPLOADERS,
    summary: "Uploads the transfer proof of a payment or top-up (field `file`)",
    action: "upload.proof",
    label: "Bukti transfer",
  },
];

/**
 * Staff image uploads: content and ship images (`/api/uploads/images`) and transfer proofs of payments and
 * top-ups (`/api/uploads/proofs`), each for the permissions that need it (403 for the rest). JPEG, PNG or
 * WebP by their bytes, at most 2 MB (the stream stops at the limit) and 40 megapixels (read from the
 * header), stored re-encoded without metadata under DATA_DIR/uploads with a random name, served at
 * /uploads/<name>.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = uploadRoot(app.config.dataDir);

  for (const kind of KINDS) {
    app.post(
      kind.path,
      {
        config: staffAccess,
        schema: {
          tags: ["uploads"],
          summary: kind.summary,
          response: { 201: envelopeOf(uploadedFileSchema) },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        if (!kind.uploaders.some((name) => auth.permissions.has(name))) throw new AppError("ACCESS_DENIED");
        if (!request.isMultipart())
          throw fieldError("file", "Kirim gambar sebagai multipart/form-data pada field file");
        const file = await request.file();
        if (file?.fieldname !== "file") throw fieldError("file", "Gambar wajib dipilih");
        const stored = await storeImage(app.config.dataDir, file);
        await logActivity(app.database.db, actorOf(request), {
          action: kind.action,
          description: `${kind.label} diunggah (${stored.content_type}, ${stored.size} byte)`,
          subject_type: "upload",
          subject_id: stored.name,
        });
        return reply
          .code(201)
          .send(
            ok(
              { url: stored.url, content_type: stored.content_type, size: stored.size },
              { message: `${kind.label} berhasil diunggah` },
            ),
          );
      },
    );
  }

  app.get(
    "/uploads/:name",
    { config: { access: "public" }, schema: { hide: true, params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      const { name } = request.params;
      if (!NAME.test(name)) throw new AppError("NOT_FOUND", "Gambar tidak ditemukan");
      const content = await fs.readFile(path.join(root, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
      if (!content) throw new AppError("NOT_FOUND", "Gambar tidak ditemukan");
      const extension = name.split(".").pop() ?? "";
      return reply
        .header("Content-Type", SERVED_TYPES[extension] ?? "application/octet-stream")
        .header("Cache-Control", "public, max-age=31536000, immutable")
        .header("X-Content-Type-Options", "nosniff")
        .send(content);
    },
  );
};
