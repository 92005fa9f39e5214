import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedCompanyContent } from "../../db/seed/company";
import { createTestUser, signIn } from "../../test/accounts";
import { buildTestApp } from "../../test/app";

let app: FastifyInstance;
let authorization: string;
beforeEach(async () => {
  app = await buildTestApp();
  await seedCompanyContent(app.database.db);
  const editor = await createTestUser(app, {
    permissions: [
      "view informasi utama",
      "create informasi utama",
      "edit informasi utama",
      "delete informasi utama",
    ],
  });
  ({ authorization } = await signIn(app, editor.username));
});
afterEach(() => app.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });

const ITEM = {
  category: "kontak",
  title: "Kantor Pusat",
  subtitle: "Buka setiap hari",
  description: null,
  content: "Pelabuhan Ketapang",
  alamat: "Jl. Gatot Subroto, Banyuwangi",
  contact: "(0333) 123",
  email: "kantor@contoh.co.id",
};

/** Every answer of the company information routes, key by key (decision 036: a key missing from its schema is dropped). */
describe("company information answers", () => {
  it("answers the whole item to staff, with its order and ISO creation time", async () => {
    const created = await call("POST", "/company/informations", { ...ITEM, urutan: 7 });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json().data;
    const whole = {
      id: expect.any(Number),
      ...ITEM,
      urutan: 7,
      created_at: expect.stringMatching(/^\d{4}-.*Z$/),
    };
    expect(row).toEqual(whole);
    expect((await call("GET", `/company/informations/${row.id}`)).json()).toEqual({
      success: true,
      data: row,
    });
    const list = (await call("GET", "/company/informations?category=kontak&per_page=50")).json();
    expect(list.data).toContainEqual(row);
    expect(list.meta).toMatchObject({ current_page: 1, total: list.data.length });
    const updated = (await call("PUT", `/company/informations/${row.id}`, { ...ITEM, subtitle: "" })).json();
    expect(updated.data).toEqual({ ...whole, subtitle: null, urutan: 0 });
    const options = (await call("GET", "/company/informations/options")).json().data;
    expect(options).toContainEqual({ id: row.id, label: "Kantor Pusat", status: null });
    expect((await call("GET", "/company/informations/categories")).json().data[0]).toEqual({
      value: "profil",
      label: "Profil Perusahaan",
    });
    const deleted = (await call("DELETE", `/company/informations/${row.id}`)).json();
    expect(deleted).toMatchObject({ success: true, data: null });
  });

  it("answers public items without their order and creation time", async () => {
    await call("POST", "/company/informations", { ...ITEM, urutan: 99 });
    for (const url of [
      "/public/company/informations?category=kontak",
      "/public/company/informations/category/kontak",
    ]) {
      const items = (await app.inject({ method: "GET", url: `/api${url}` })).json().data;
      expect(items.at(-1)).toEqual({ id: expect.any(Number), ...ITEM });
    }
  });
});
