import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { DEMO_CUSTOMER } from "./customers";
import { seedDemoData } from "./run-seed";
import { DEMO_PASSWORD } from "./staff";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  expect(await seedDemoData(app.database.db)).toBe(true);
});
afterAll(() => app.close());

describe("demo customer", () => {
  it("signs in with a complete profile and finds the demo booking made under its e-mail", async () => {
    const login = await app.inject({
      method: "POST",
      url: "/api/customer/login",
      payload: { login_field: DEMO_CUSTOMER.email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({
      message: "Login berhasil",
      user: { username: "pelanggan@example.com", tipe_pengguna: "pelanggan" },
      pelanggan: { nama_lengkap: "Budi Hartono", nomor_telepon: "081234567890" },
    });
    expect(login.json()).not.toHaveProperty("action_required");
    const dashboard = await app.inject({
      method: "GET",
      url: "/api/customer/dashboard",
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    // The counter booking under its e-mail and its waiting online booking (seed/online-booking.ts).
    expect(dashboard.json().data).toMatchObject({ total_pemesanan: 2, pemesanan_aktif: 2, selesai: 0 });
    expect(dashboard.json().data.total_pengeluaran).toBeGreaterThan(0);
  });
});
