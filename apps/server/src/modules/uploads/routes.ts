import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, fieldError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import { actorOf, authOf, staffAccess } from "../../plugins/access";
import { logActivity } from "../activity-log/service";
import { detectImageType, MIME_BY_EXTENSION } from "./image-type";

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const UPLOADERS = ["create kapal", "edit kapal", "create informasi", "edit informasi", "manage perusahaan"];
const NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

/**
 * Image uploads: JPEG, PNG or WebP by their bytes, at most 2 MB (the stream stops at the limit, nothing
 * is stored), saved under DATA_DIR/uploads with a random name and served at /uploads/<name>.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = path.join(app.config.dataDir, "uploads");
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 } });

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
      let buffer: Buffer;
      try {
        buffer = await file.toBuffer();
      } catch {
        throw fieldError("file", "Ukuran gambar maksimal 2 MB");
      }
      if (file.file.truncated) throw fieldError("file", "Ukuran gambar maksimal 2 MB");
      const type = detectImageType(buffer.subarray(0, 16));
      if (!type) throw fieldError("file", "Format gambar harus JPEG, PNG atau WebP");
      const name = `${randomBytes(16).toString("hex")}.${type.extension}`;
      await fs.mkdir(root, { recursive: true });
      await fs.writeFile(path.join(root, name), buffer, { flag: "wx" });
      await logActivity(app.database.db, actorOf(request), {
        action: "upload.image",
        description: `Gambar diunggah (${type.mime}, ${buffer.length} byte)`,
        subject_type: "upload",
        subject_id: name,
      });
      return reply
        .code(201)
        .send(
          ok(
            { url: `/uploads/${name}`, content_type: type.mime, size: buffer.length },
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
      const extension = name.split(".").pop() as keyof typeof MIME_BY_EXTENSION;
      return reply
        .header("Content-Type", MIME_BY_EXTENSION[extension])
        .header("Cache-Control", "public, max-age=31536000, immutable")
        .header("X-Content-Type-Options", "nosniff")
        .send(content);
    },
  );
};
