import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PROOF_MAX_BYTES } from "@ferry/shared/online-booking";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody } from "../modules/online-booking/fixtures";
import { type CustomerCaller, customerCaller, setOnline } from "../modules/online-booking/testing";
import { MAX_IMAGE_BYTES } from "../modules/uploads/index";
import { PNG, pngDeclaring } from "../modules/uploads/test-images";
import { buildTestApp } from "../test/app";
import { saleWorld, staffCaller } from "../test/sales-fixtures";

/**
 * Every multipart route (the image upload for ships and news, the proof upload for payments and top-ups,
 * the company logo) against hostile files: only real JPEG, PNG or WebP images within 40 megapixels are
 * kept, re-encoded, under a generated name.
 */
const PNG_HEAD = PNG.subarray(0, 8);
const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>',
);

type HostileFile = { label: string; filename: string; type: string; content: Buffer };
const REFUSED: HostileFile[] = [
  {
    label: "oversize",
    filename: "besar.png",
    type: "image/png",
    content: Buffer.concat([PNG_HEAD, Buffer.alloc(MAX_IMAGE_BYTES + 1)]),
  },
  {
    label: "PHP behind .jpg",
    filename: "shell.jpg",
    type: "image/jpeg",
    content: Buffer.from("<?php system($_GET['c']); ?>"),
  },
  {
    label: "HTML behind .png",
    filename: "page.png",
    type: "image/png",
    content: Buffer.from("<html><script>alert(1)</script></html>"),
  },
  { label: "SVG with script", filename: "logo.svg", type: "image/svg+xml", content: SVG },
  { label: "SVG behind .png", filename: "logo.png", type: "image/png", content: SVG },
  { label: "empty", filename: "kosong.jpg", type: "image/jpeg", content: Buffer.alloc(0) },
  {
    label: "decompression bomb (20 000 × 20 000 declared)",
    filename: "bom.png",
    type: "image/png",
    content: pngDeclaring(20_000, 20_000),
  },
];
const NEUTRALISED: HostileFile[] = [
  { label: "path traversal", filename: "../../etc/passwd.png", type: "image/png", content: PNG },
  { label: "PNG bytes behind .pdf", filename: "bukti.pdf", type: "application/pdf", content: PNG },
  { label: "double extension", filename: "foto.png.php", type: "application/x-php", content: PNG },
];
const GENERATED = /^\/uploads\/[a-f0-9]{32}\.(jpg|png|webp)$/;

let app: FastifyInstance;
let dataDir: string;
let authorization: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ferry-security-"));
  app = await buildTestApp({ dataDir });
  ({ authorization } = await staffCaller(app, ["edit kapal", "manage perusahaan", "create penjualan umum"]));
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function multipart(field: string, file: HostileFile) {
  const boundary = "----ferrysecurity";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}`, authorization } };
}

const ROUTES = [
  { url: "/api/uploads/images", field: "file", urlOf: (body: { data: { url: string } }) => body.data.url },
  { url: "/api/uploads/proofs", field: "file", urlOf: (body: { data: { url: string } }) => body.data.url },
  {
    url: "/api/company/settings",
    field: "logo",
    urlOf: (body: { data: { logo_url: string } }) => body.data.logo_url,
  },
];

/** Every file under DATA_DIR, relative to it. */
const storedFiles = () => (fs.readdirSync(dataDir, { recursive: true }) as string[]).sort();

describe.each(ROUTES)("multipart $url", ({ url, field, urlOf }) => {
  it.each(REFUSED)("refuses $label and stores nothing", async (file) => {
    const before = storedFiles();
    const response = await app.inject({ method: "POST", url, ...multipart(field, file) });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ success: false, error_code: "VALIDATION_ERROR" });
    expect(storedFiles()).toEqual(before);
  });

  it.each(NEUTRALISED)("keeps $label only as an image under a generated name", async (file) => {
    const response = await app.inject({ method: "POST", url, ...multipart(field, file) });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const stored = urlOf(response.json());
    expect(stored).toMatch(GENERATED);
    expect(stored).toMatch(/\.png$/);
    // Nothing is written outside DATA_DIR/uploads, and no name is taken from the client.
    expect(storedFiles().every((name) => name === "uploads" || name.startsWith(`uploads${path.sep}`))).toBe(
      true,
    );
    expect(storedFiles().join(" ")).not.toMatch(/passwd|bukti|foto/);
    const served = await app.inject({ method: "GET", url: stored });
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("serving uploads", () => {
  it("answers 404 to any name it did not generate", async () => {
    for (const name of [
      "..%2F..%2Fetc%2Fpasswd",
      "%2e%2e%2fconfig.ts",
      "logo.svg",
      "a.php",
      `${"a".repeat(32)}.html`,
    ]) {
      const response = await app.inject({ method: "GET", url: `/uploads/${name}` });
      expect(response.statusCode, name).toBe(404);
      expect(response.json()).toMatchObject({ success: false, error_code: "NOT_FOUND" });
    }
  });
});

describe("a customer's payment proof (multipart, images or PDF)", () => {
  let proofUrl: string;
  let customer: CustomerCaller;

  beforeAll(async () => {
    const world = await saleWorld(app);
    await setOnline(app);
    customer = await customerCaller(app);
    const made = await customer.call("POST", "/customer/bookings", bookingBody(world));
    proofUrl = `/api/customer/bookings/${made.json().data.booking_code}/payment-proof`;
  });

  const send = (file: HostileFile) => {
    const body = multipart("file", file);
    return app.inject({
      method: "POST",
      url: proofUrl,
      payload: body.payload,
      headers: { ...body.headers, authorization: customer.authorization },
    });
  };

  it.each([
    ...REFUSED.filter((file) => file.label !== "oversize"),
    {
      label: "oversize",
      filename: "besar.pdf",
      type: "application/pdf",
      content: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(PROOF_MAX_BYTES + 1)]),
    },
    {
      label: "HTML behind .pdf",
      filename: "bukti.pdf",
      type: "application/pdf",
      content: Buffer.from("<html><script>alert(1)</script></html>"),
    },
  ])("refuses $label and stores nothing", async (file) => {
    const before = storedFiles();
    const response = await send(file);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ success: false, error_code: "VALIDATION_ERROR" });
    expect(storedFiles()).toEqual(before);
  });

  it("keeps a proof named with a path traversal only under a generated name", async () => {
    const response = await send({
      label: "traversal",
      filename: "../../../etc/passwd.pdf",
      type: "application/pdf",
      content: PNG,
    });
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.body.match(/\/uploads\/[a-f0-9]{32}\.png/);
    expect(stored).not.toBeNull();
    expect(storedFiles().join(" ")).not.toMatch(/passwd/);
  });
});
