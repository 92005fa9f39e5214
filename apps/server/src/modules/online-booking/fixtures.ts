import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach } from "vitest";
import { buildTestApp } from "../../test/app";
import {
  CASHIER,
  nextIdentity,
  type SaleWorld,
  type StaffCaller,
  saleWorld,
  staffCaller,
} from "../../test/sales-fixtures";

export type OnlineState = { app: FastifyInstance; world: SaleWorld; cashier: StaffCaller; dataDir: string };

/** A fresh app (uploads in a temporary directory) with a sale world and a cashier for every test. */
export function useOnlineWorld(): () => OnlineState {
  let state: OnlineState | undefined;
  beforeEach(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ferry-online-"));
    const app = await buildTestApp({ dataDir });
    state = { app, world: await saleWorld(app), cashier: await staffCaller(app, CASHIER), dataDir };
  });
  afterEach(async () => {
    await state?.app.close();
    if (state) fs.rmSync(state.dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!state) throw new Error("useOnlineWorld: no test is running");
    return state;
  };
}

/** One adult passenger (and optionally a car with its driver) on the world's schedule. */
export function bookingBody(world: SaleWorld, options: { passengers?: number; car?: boolean } = {}) {
  return {
    schedule_id: world.schedule.id,
    passengers: Array.from({ length: options.passengers ?? 1 }, (_, index) => ({
      ticket_price_id: world.adultPrice,
      nama_lengkap: `Penumpang ${index + 1}`,
      jenis_identitas: "KTP",
      nomor_identitas: nextIdentity(),
      jenis_kelamin: "L",
      usia: 30,
    })),
    vehicles: options.car
      ? [
          {
            ticket_price_id: world.carPrice,
            nomor_kendaraan: "B 1234 CD",
            nama_pemilik: "Pemilik",
            tipe_tiket: "kosong",
            riders: [{ nama_lengkap: "Sopir", usia: 40 }],
          },
        ]
      : [],
  };
}
