import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestUser, signIn } from "../../test/accounts";
import { buildTestApp } from "../../test/app";
import { JPEG, JPEG_WITH_EXIF, PNG, pngDeclaring, WEBP } from "./test-images";

function multipartBody(filename: string, contentType: string, content: Buffer) {
  const boundary = "----ferryboundary";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

let app: FastifyInstance;
let dataDir: string;
let authorization: string;

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ferry-uploads-"));
  app = await buildTestApp({ dataDir });
  const { username } = await createTestUser(app, { permissions: ["edit kapal"] });
  ({ authorization } = await signIn(app, username));
});
afterEach(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const upload = (
  filename: string,
  contentType: string,
  content: Buffer,
  auth = authorization,
  url = "/api/uploads/images",
) => {
  const body = multipartBody(filename, contentType, content);
  return app.inject({
    method: "POST",
    url,
    headers: { ...body.headers, authorization: auth },
    payload: body.payload,
  });
};

/** A signed-in staff member holding exactly these permissions. */
async function staffWith(permissions: string[]) {
  const { username } = await createTestUser(app, { permissions });
  return (await signIn(app, username)).authorization;
}

describe("image uploads", () => {
  it("stores a PNG under a random name and serves it back with its type", async () => {
    const response = await upload("../../etc/passwd.png", "image/png", PNG);
    expect(response.statusCode).toBe(201);
    const { url, content_type } = response.json().data;
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(content_type).toBe("image/png");
    expect(fs.readdirSync(path.join(dataDir, "uploads"))).toHaveLength(1);
    const served = await app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "png", width: 4, height: 3 });
  });

  it("goes by the bytes: a PNG named .jpg is a PNG", async () => {
    const response = await upload("kapal.jpg", "image/jpeg", PNG);
    expect(response.json().data.url).toMatch(/\.png$/);
    expect((await upload("foto.png", "image/png", JPEG)).json().data.url).toMatch(/\.jpg$/);
    const webp = await upload("foto", "application/octet-stream", WEBP);
    expect(webp.json().data).toMatchObject({
      content_type: "image/webp",
      url: expect.stringMatching(/\.webp$/),
    });
    const served = await app.inject({ method: "GET", url: webp.json().data.url });
    expect(served.headers["content-type"]).toBe("image/webp");
  });

  it("refuses a text file named .png and stores nothing", async () => {
    const response = await upload("gambar.png", "image/png", Buffer.from("<svg onload=alert(1)>"));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: ["Format gambar harus JPEG, PNG atau WebP"] });
    expect(fs.existsSync(path.join(dataDir, "uploads"))).toBe(false);
  });

  it("takes a photo of just under 2 MB", async () => {
    const noise = Buffer.from(Array.from({ length: 830 * 830 * 3 }, (_, index) => (index * 7919) % 251));
    const large = await sharp(noise, { raw: { width: 830, height: 830, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(large.length).toBeGreaterThan(1.9 * 1024 * 1024);
    expect(large.length).toBeLessThan(2 * 1024 * 1024);
    const response = await upload("besar.png", "image/png", large);
    expect(response.statusCode, response.body).toBe(201);
  });

  it("refuses a decompression bomb by the size its header declares (40 megapixels at most), storing nothing", async () => {
    for (const [width, height] of [
      [20_000, 20_000],
      [8_000, 5_001],
    ] as const) {
      const response = await upload("bom.png", "image/png", pngDeclaring(width, height));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        file: ["Dimensi gambar terlalu besar (maksimal 40 megapiksel)"],
      });
    }
    expect(fs.existsSync(path.join(dataDir, "uploads"))).toBe(false);
  });

  it("refuses image bytes that do not decode", async () => {
    const broken = Buffer.concat([JPEG.subarray(0, 4), Buffer.alloc(64, 2)]);
    const response = await upload("rusak.jpg", "image/jpeg", broken);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: ["Gambar rusak atau tidak dapat dibaca"] });
  });

  it("keeps a photo upright and without its metadata (EXIF, GPS)", async () => {
    expect((await sharp(JPEG_WITH_EXIF).metadata()).exif).toBeDefined();
    const response = await upload("foto.jpg", "image/jpeg", JPEG_WITH_EXIF);
    expect(response.statusCode, response.body).toBe(201);
    const served = await app.inject({ method: "GET", url: response.json().data.url });
    const kept = await sharp(served.rawPayload).metadata();
    expect(kept).toMatchObject({ format: "jpeg", width: 3, height: 4 });
    expect(kept.exif).toBeUndefined();
    expect(served.rawPayload.includes("GPS")).toBe(false);
  });

  it("refuses a file over 2 MB and stores nothing", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024, 0)]);
    const response = await upload("besar.png", "image/png", big);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: ["Ukuran gambar maksimal 2 MB"] });
    expect(fs.existsSync(path.join(dataDir, "uploads"))).toBe(false);
  });

  it("takes images only from those who manage content or ships; proofs from sales, finance and agents", async () => {
    const gateOfficer = await staffWith(["create scan tiket", "create embarkasi", "manage penjualan"]);
    const agent = await staffWith(["view menu agen", "create booking agen"]);
    const cashier = await staffWith(["create penjualan umum"]);
    for (const auth of [gateOfficer, agent, cashier, await staffWith(["view kapal"])]) {
      const refused = await upload("a.png", "image/png", PNG, auth);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe("ACCESS_DENIED");
    }
    for (const permission of ["create kapal", "edit informasi", "manage perusahaan"]) {
      expect((await upload("a.png", "image/png", PNG, await staffWith([permission]))).statusCode).toBe(201);
    }
    const proof = (auth: string) => upload("bukti.png", "image/png", PNG, auth, "/api/uploads/proofs");
    expect((await proof(gateOfficer)).statusCode).toBe(403);
    expect((await proof(authorization)).statusCode).toBe(403);
    for (const auth of [agent, cashier, await staffWith(["edit acc pembayaran"])]) {
      const accepted = await proof(auth);
      expect(accepted.statusCode, accepted.body).toBe(201);
      expect(accepted.json().message).toBe("Bukti transfer berhasil diunggah");
    }
    expect((await proof(cashier)).json().data.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const bomb = await upload(
      "bom.png",
      "image/png",
      pngDeclaring(20_000, 20_000),
      cashier,
      "/api/uploads/proofs",
    );
    expect(bomb.statusCode).toBe(422);
  });

  it("answers 404 for names that are not ours", async () => {
    for (const name of ["..%2F..%2Fetc%2Fpasswd", "abc.png", `${"a".repeat(32)}.svg`]) {
      expect((await app.inject({ method: "GET", url: `/uploads/${name}` })).statusCode).toBe(404);
    }
  });
});
