import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { scheduleQuotas } from "../../db/schema/schedules";
import { buildTestApp } from "../../test/app";
import { crossing } from "../../test/voyage-fixtures";
import { hasActiveMaster } from "../crew/index";

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

describe("ship report and master check", () => {
  it("counts sailings, load factor and certificate state per ship", async () => {
    const { api, route, ship } = await crossing(app);
    const departure = new Date(Date.now() - 2 * 86_400_000);
    const created = await api.create("/schedules", {
      route_id: route.id,
      ship_id: ship.id,
      waktu_berangkat: departure.toISOString(),
      waktu_tiba: new Date(departure.getTime() + 45 * 60_000).toISOString(),
    });
    await app.database.db
      .update(scheduleQuotas)
      .set({ terjual: 12 })
      .where(eq(scheduleQuotas.schedule_id, created.id));
    await api.create("/crew", {
      ship_id: ship.id,
      nama: "Capt. A",
      jabatan: "Nakhoda",
      nomor_identitas: "1",
      nomor_sertifikat: "A",
      masa_berlaku_sertifikat: "2020-01-01",
    });
    await api.create("/crew", {
      ship_id: ship.id,
      nama: "B",
      jabatan: "KKM",
      nomor_identitas: "2",
      nomor_sertifikat: "B",
      masa_berlaku_sertifikat: "2099-12-31",
    });

    const report = (await api.call("GET", "/ships/report")).json().data;
    expect(report.ships).toEqual([
      expect.objectContaining({
        kode_kapal: "UJI",
        sailings: 1,
        // Seats and car places apart: 100 seats (12 held), 20 car places (12 held).
        kursi: 100,
        kursi_terjual: 12,
        tempat_kendaraan: 20,
        tempat_terjual: 12,
        load_factor: 12,
        load_factor_kendaraan: 60,
        crew_total: 2,
        certificates_expired: 1,
        next_certificate_expiry: "2099-12-31",
      }),
    ]);
    expect((await api.call("GET", "/ships/report?from=kemarin")).statusCode).toBe(422);
  });

  it("knows whether a ship has an active master with a valid certificate", async () => {
    const { api, ship } = await crossing(app);
    expect(await hasActiveMaster(app.database.db, ship.id)).toBe(false);
    const master = await api.create("/crew", {
      ship_id: ship.id,
      nama: "Capt. A",
      jabatan: "Nakhoda",
      nomor_identitas: "1",
      nomor_sertifikat: "A",
      masa_berlaku_sertifikat: "2020-01-01",
    });
    expect(await hasActiveMaster(app.database.db, ship.id)).toBe(false);
    await api.call("PUT", `/crew/${master.id}`, {
      ship_id: ship.id,
      nama: "Capt. A",
      jabatan: "Nakhoda",
      nomor_identitas: "1",
      nomor_sertifikat: "A",
      masa_berlaku_sertifikat: "2099-01-01",
    });
    expect(await hasActiveMaster(app.database.db, ship.id)).toBe(true);
  });

  it("saves a ship's capacity grid in one call and drops zero entries", async () => {
    const { api, ship, adult, car } = await crossing(app);
    const saved = await api.call("PUT", `/ship-capacities/ship/${ship.id}`, {
      entries: [
        { cargo_type_id: adult.id, kuota: 250 },
        { cargo_type_id: car.id, kuota: 0 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(
      saved
        .json()
        .data.map((row: { cargo_type_id: number; kuota: number }) => [row.cargo_type_id, row.kuota]),
    ).toEqual([[adult.id, 250]]);
    const negative = await api.call("PUT", `/ship-capacities/ship/${ship.id}`, {
      entries: [{ cargo_type_id: adult.id, kuota: -1 }],
    });
    expect(negative.statusCode).toBe(422);
  });
});
