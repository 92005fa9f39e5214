import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_COMPANY } from "../../db/seed/company";
import { seedDemoData } from "../../db/seed/run-seed";
import { buildTestApp } from "../../test/app";

describe("GET /api/public/settings", () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it("falls back to the default company name on an empty database", async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: "GET", url: "/api/public/settings" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        logo_url: null,
        company_name: "PT Penyeberangan Nusantara",
        description: null,
        email: null,
        phone: null,
        address: null,
      },
    });
  });

  it("answers the seeded company details, and only the public ones", async () => {
    app = await buildTestApp();
    expect(await seedDemoData(app.database.db)).toBe(true);
    const response = await app.inject({ method: "GET", url: "/api/public/settings" });
    const data = response.json().data;
    expect(data).toEqual({
      logo_url: null,
      company_name: DEMO_COMPANY.company_name,
      description: DEMO_COMPANY.description,
      email: DEMO_COMPANY.email,
      phone: DEMO_COMPANY.phone,
      address: DEMO_COMPANY.address,
    });
    expect(data).not.toHaveProperty("founded_year");
  });

  it("seeds only once", async () => {
    app = await buildTestApp();
    expect(await seedDemoData(app.database.db)).toBe(true);
    expect(await seedDemoData(app.database.db)).toBe(false);
  });
});
