import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, fieldError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import { actorOf, authOf, staffAccess } from "../../plugins/access";
import { logActivity } from "../activity-log/service";
import { MIME_BY_EXTENSION } from "./image-type";
import { storeImage, uploadRoot } from "./store";

/** Permissions that edit something with images, or record a payment or top-up with its proof. */
const UPLOADERS = [
  "create kapal",
  "edit kapal",
  "create informasi",
  "edit informasi",
  "manage perusahaan",
  "create penjualan umum",
  "create penjualan ekspedisi",
  "edit acc pembayaran",
  "edit acc ekspedisi",
  "view menu agen",
];
/** Stored names: images, and PDFs (customers' proofs of payment, see `proof-store.ts`). */
const NAME = /^[a-f0-9]{32}\.(jpg|png|webp|pdf)$/;
const SERVED_TYPES: Record<string, string> = { ...MIME_BY_EXTENSION, pdf: "application/pdf" };

/**
 * Image uploads: JPEG, PNG or WebP by their bytes, at most 2 MB (the stream stops at the limit, nothing
 * is stored), saved under DATA_DIR/uploads with a random name and served at /uploads/<name>.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = uploadRoot(app.config.dataDir);

  app.post(
    "/api/uploads/images",
    { config: staffAccess, schema: { tags: ["uploads"], summary: "Uploads one image (field `file`)" } },
    async (request, reply) => {
      const auth = authOf(request);
      if (!UPLOADERS.some((name) => auth.permissions.has(name))) throw new AppError("ACCESS_DENIED");
      if (!request.isMultipart())
        throw fieldError("file", "Kirim gambar sebagai multipart/form-data pada field file");
      const file = await request.file();
      if (file?.fieldname !== "file") throw fieldError("file", "Gambar wajib dipilih");
      const stored = await storeImage(app.config.dataDir, file);
      await logActivity(app.database.db, actorOf(request), {
        action: "upload.image",
        description: `Gambar diunggah (${stored.content_type}, ${stored.size} byte)`,
        subject_type: "upload",
        subject_id: stored.name,
      });
      return reply
        .code(201)
        .send(
          ok(
            { url: stored.url, content_type: stored.content_type, size: stored.size },
            { message: "Gambar berhasil diunggah" },
          ),
        );
    },
  );

  app.get(
    "/uploads/:name",
    { config: { access: "public" }, schema: { hide: true, params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      const { name } = request.params;
      if (!NAME.test(name)) throw new AppError("NOT_FOUND", "Gambar tidak ditemukan");
      const content = await fs.readFile(path.join(root, name)).catch(() => null);
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
