import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedCompany, seedCompanyContent } from "../../db/seed/company";
import { createTestUser, signIn } from "../../test/accounts";
import { buildTestApp } from "../../test/app";
import { PNG } from "../uploads/test-images";

function multipart(parts: { name: string; value?: string; file?: Buffer }[]) {
  const boundary = "----companyboundary";
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.file ? `; filename="${part.name}.png"\r\nContent-Type: image/png` : ""}\r\n\r\n`,
    ),
    part.file ?? Buffer.from(part.value ?? ""),
    Buffer.from("\r\n"),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

let app: FastifyInstance;
let dataDir: string;
beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ferry-company-"));
  app = await buildTestApp({ dataDir });
  await seedCompany(app.database.db);
  await seedCompanyContent(app.database.db);
});
afterEach(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, authorization?: string) =>
  app.inject({ method: "GET", url: `/api${url}`, headers: authorization ? { authorization } : {} });

describe("company content", () => {
  it("publishes the company settings and the information items by category", async () => {
    const settings = (await get("/public/company/settings")).json().data;
    expect(settings).toMatchObject({
      company_name: "PT Penyeberangan Nusantara",
      founded_year: 1998,
      website: expect.stringContaining("https://"),
    });
    const faq = (await get("/public/company/informations/category/faq")).json().data;
    expect(faq).toHaveLength(3);
    expect(faq[0].title).toBe("Kapan saya harus tiba di pelabuhan?");
    const kontak = (await get("/public/company/informations?category=kontak")).json().data;
    expect(kontak[0]).toMatchObject({
      alamat: expect.stringContaining("Banyuwangi"),
      email: "info@penyeberangan-nusantara.co.id",
    });
    expect((await get("/public/company/informations/category/rahasia")).statusCode).toBe(422);
  });

  it("lets staff with the permission manage the items, and refuses others", async () => {
    const editor = await createTestUser(app, {
      permissions: ["view informasi utama", "create informasi utama"],
    });
    const { authorization } = await signIn(app, editor.username);
    const created = await app.inject({
      method: "POST",
      url: "/api/company/informations",
      headers: { authorization },
      payload: {
        category: "faq",
        title: "Apakah hewan peliharaan boleh dibawa?",
        content: "Boleh, di dalam kandang di dek kendaraan.",
      },
    });
    expect(created.statusCode).toBe(201);
    expect((await get("/public/company/informations/category/faq")).json().data).toHaveLength(4);
    const badEmail = await app.inject({
      method: "POST",
      url: "/api/company/informations",
      headers: { authorization },
      payload: { category: "kontak", title: "X", email: "bukan-email" },
    });
    expect(badEmail.json().errors).toEqual({ email: ["Format email tidak valid"] });
    const reader = await createTestUser(app, { permissions: ["view informasi utama"] });
    const other = await signIn(app, reader.username);
    expect(
      (
        await app.inject({
          method: "DELETE",
          url: `/api/company/informations/${created.json().data.id}`,
          headers: { authorization: other.authorization },
        })
      ).statusCode,
    ).toBe(403);
    expect((await get("/company/informations/categories", other.authorization)).json().data).toContainEqual({
      value: "visi_misi",
      label: "Visi & Misi",
    });
  });

  it("saves settings from a multipart form with a logo, keeps fields left out, and removes the logo", async () => {
    const admin = await createTestUser(app, { permissions: ["manage perusahaan"] });
    const { authorization } = await signIn(app, admin.username);
    const form = multipart([
      { name: "phone", value: "(0333) 999" },
      { name: "website", value: "null" },
      { name: "logo", file: PNG },
    ]);
    const saved = await app.inject({
      method: "POST",
      url: "/api/company/settings",
      headers: { authorization, "content-type": form.contentType },
      payload: form.payload,
    });
    expect(saved.statusCode).toBe(200);
    const data = saved.json().data;
    expect(data).toMatchObject({
      phone: "(0333) 999",
      company_name: "PT Penyeberangan Nusantara",
      website: expect.stringContaining("https://"),
    });
    expect(data.logo_url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect((await app.inject({ method: "GET", url: data.logo_url })).statusCode).toBe(200);
    const removed = await app.inject({
      method: "DELETE",
      url: "/api/company/settings/logo",
      headers: { authorization },
    });
    expect(removed.json().data.logo_url).toBeNull();
    const badYear = await app.inject({
      method: "POST",
      url: "/api/company/settings",
      headers: { authorization },
      payload: { founded_year: "abad ke-20" },
    });
    expect(badYear.statusCode).toBe(422);
  });

  it("keeps the ticket terms behind view and edit s&k", async () => {
    const editor = await createTestUser(app, { permissions: ["view s&k", "edit s&k"] });
    const { authorization } = await signIn(app, editor.username);
    expect((await get("/ticket-terms", authorization)).json().data.content).toContain(
      "1 jam sebelum keberangkatan",
    );
    const saved = await app.inject({
      method: "PUT",
      url: "/api/ticket-terms",
      headers: { authorization },
      payload: { content: "Syarat baru." },
    });
    expect(saved.statusCode).toBe(200);
    expect((await get("/public/ticket-terms")).json().data.content).toBe("Syarat baru.");
    expect(
      (
        await app.inject({
          method: "PUT",
          url: "/api/ticket-terms",
          headers: { authorization },
          payload: { content: "" },
        })
      ).statusCode,
    ).toBe(422);
  });
});
