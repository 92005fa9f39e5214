import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../test/app";
import { adminClient } from "../test/voyage-fixtures";
import { databaseFingerprint } from "./fingerprint";
import { LONG_TEXT } from "./hostile-requests";

/**
 * The inputs the red-team run of issue 19 found answered with 500, each now a 4xx in the failure
 * envelope that writes nothing. (hostile-walk.test.ts sends the same classes to every route.)
 */
let app: FastifyInstance;
let authorization: string;

beforeAll(async () => {
  app = await buildTestApp();
  ({ authorization } = await adminClient(app));
});
afterAll(() => app.close());

type Case = { method: "GET" | "POST" | "PATCH"; url: string; payload?: object; staff?: boolean };

async function expectRefused(item: Case, status: number, field?: string) {
  const label = `${item.method} ${item.url.slice(0, 80)}`;
  const before = await databaseFingerprint(app.database.db);
  const response = await app.inject({
    method: item.method,
    url: item.url,
    payload: item.payload,
    headers: item.staff ? { authorization } : {},
  });
  expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBe(status);
  const answer = response.json();
  expect(answer, label).toMatchObject({
    success: false,
    error_code: status === 422 ? "VALIDATION_ERROR" : "NOT_FOUND",
  });
  if (field) expect(Object.keys(answer.errors ?? {}), label).toEqual([field]);
  expect(await databaseFingerprint(app.database.db), `${label} wrote data`).toBe(before);
  return answer;
}

describe("a NUL character in any text", () => {
  it("is a 422 naming the field, from sign-in to searches and create bodies", async () => {
    const customer = { nama_lengkap: "Budi", email: "budi@contoh.id", password: "Rahasia123" };
    const cases: [Case, string][] = [
      [
        { method: "POST", url: "/api/login", payload: { username: "admin\u0000", password: "x" } },
        "username",
      ],
      [
        { method: "POST", url: "/api/customer/login", payload: { email: "a\u0000@b.id", password: "x" } },
        "email",
      ],
      [
        { method: "POST", url: "/api/register", payload: { ...customer, nama_lengkap: "Bu\u0000di" } },
        "nama_lengkap",
      ],
      [{ method: "GET", url: "/api/public/informations/berita%00baru" }, "slugOrId"],
      [{ method: "GET", url: "/api/public/informations?search=a%00b" }, "search"],
      [{ method: "GET", url: "/api/public/informations/search?q=a%00b" }, "q"],
      [{ method: "GET", url: "/api/bookings?search=%00", staff: true }, "search"],
      [
        {
          method: "POST",
          url: "/api/ports",
          payload: { nama: "Ketapang\u0000", kode: "KTP", kota: "Banyuwangi", zona_waktu: "Asia/Jakarta" },
          staff: true,
        },
        "nama",
      ],
    ];
    for (const [item, field] of cases) {
      const answer = await expectRefused(item, 422, field);
      expect(answer.message).toBe("Teks tidak boleh mengandung karakter NUL (\\u0000)");
    }
  });
});

describe("an id past PostgreSQL's integer", () => {
  it("is a 422 in paths and query filters", async () => {
    const urls = [
      "/api/public/schedules/2147483648",
      "/api/public/schedules/99999999999999999999",
      "/api/public/schedules/available?origin_port_id=2147483648",
      "/api/schedules?origin_port_id=99999999999999999999",
      "/api/ships/2147483648",
      "/api/bookings/2147483648",
    ];
    for (const url of urls) await expectRefused({ method: "GET", url, staff: true }, 422);
    await expectRefused({ method: "PATCH", url: "/api/public/informations/2147483648/views" }, 422, "id");
  });

  it("is no article id: digits past it are looked up as a slug, and found nowhere", async () => {
    await expectRefused({ method: "GET", url: "/api/public/informations/2147483648" }, 404);
  });
});

describe("a 5 000-character booking code or template name", () => {
  it("is a 422 on the public document routes", async () => {
    for (const url of [
      `/api/public/bookings/${LONG_TEXT}/booking/pdf`,
      `/api/public/tickets/bookings/${LONG_TEXT}/preview/thermal`,
      `/api/public/tickets/bookings/ABCDEF/pdf/${LONG_TEXT}`,
    ])
      await expectRefused({ method: "GET", url }, 422, "params");
  });
});
