import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestUser, signIn } from "../../test/accounts";
import { buildTestApp } from "../../test/app";

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x40, 0, 0, 0]),
  Buffer.from("WEBPVP8 "),
  Buffer.alloc(64, 3),
]);

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

const upload = (filename: string, contentType: string, content: Buffer, auth = authorization) => {
  const body = multipartBody(filename, contentType, content);
  return app.inject({
    method: "POST",
    url: "/api/uploads/images",
    headers: { ...body.headers, authorization: auth },
    payload: body.payload,
  });
};

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
    expect(served.rawPayload.equals(PNG)).toBe(true);
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

  it("takes an image of just under 2 MB", async () => {
    const large = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length, 0)]);
    const response = await upload("besar.png", "image/png", large);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.size).toBe(2 * 1024 * 1024);
  });

  it("refuses a file over 2 MB and stores nothing", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024, 0)]);
    const response = await upload("besar.png", "image/png", big);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: ["Ukuran gambar maksimal 2 MB"] });
    expect(fs.existsSync(path.join(dataDir, "uploads"))).toBe(false);
  });

  it("needs a permission that edits something with images", async () => {
    const { username } = await createTestUser(app, { permissions: ["view kapal"] });
    const other = await signIn(app, username);
    expect((await upload("a.png", "image/png", PNG, other.authorization)).statusCode).toBe(403);
  });

  it("answers 404 for names that are not ours", async () => {
    for (const name of ["..%2F..%2Fetc%2Fpasswd", "abc.png", `${"a".repeat(32)}.svg`]) {
      expect((await app.inject({ method: "GET", url: `/uploads/${name}` })).statusCode).toBe(404);
    }
  });
});
