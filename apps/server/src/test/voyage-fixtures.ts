import { ALL_PERMISSIONS } from "@ferry/shared/permissions";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach } from "vitest";
import { createTestUser, signIn } from "./accounts";
import { buildTestApp } from "./app";

/** A signed-in user holding every permission, and helpers to call the API as them. */
export async function adminClient(app: FastifyInstance) {
  const { username } = await createTestUser(app, { permissions: [...ALL_PERMISSIONS] });
  const { authorization } = await signIn(app, username);
  const call = async (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
    app.inject({ method, url: `/api${url}`, headers: { authorization }, payload: payload as object });
  const create = async (url: string, payload: unknown) => {
    const response = await call("POST", url, payload);
    if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json().data as Record<string, unknown> & { id: number };
  };
  return { authorization, call, create };
}

/** Two ports (WIB -> WITA), a 45-minute route, a ship, a passenger and a vehicle class, capacity and prices. */
export async function crossing(app: FastifyInstance) {
  const api = await adminClient(app);
  const ketapang = await api.create("/ports", {
    nama: "Ketapang",
    kode: "ktp",
    kota: "Banyuwangi",
    zona_waktu: "Asia/Jakarta",
  });
  const gilimanuk = await api.create("/ports", {
    nama: "Gilimanuk",
    kode: "GLM",
    kota: "Jembrana",
    zona_waktu: "Asia/Makassar",
  });
  const route = await api.create("/routes", {
    kode_rute: "KTP-GLM",
    nama_rute: "Ketapang - Gilimanuk",
    port_origin_id: ketapang.id,
    port_destination_id: gilimanuk.id,
    jarak: 3,
    duration_minutes: 45,
  });
  const ship = await api.create("/ships", {
    nama: "KMP Uji",
    kode_kapal: "UJI",
    jenis: "Ro-Ro",
    gt: 1000,
    tahun: 2015,
    fasilitas: ["toilet"],
  });
  const adult = await api.create("/cargo-types", {
    kategori: "penumpang",
    nama: "Dewasa",
    kelas: "Ekonomi",
    kelompok_umur: "Dewasa",
  });
  const car = await api.create("/cargo-types", {
    kategori: "kendaraan",
    nama: "Mobil",
    golongan: "IVA",
    free_riders: 2,
  });
  await api.call("PUT", `/ship-capacities/ship/${ship.id}`, {
    entries: [
      { cargo_type_id: adult.id, kuota: 100 },
      { cargo_type_id: car.id, kuota: 20 },
    ],
  });
  await api.create("/ticket-prices", {
    route_id: route.id,
    cargo_type_id: adult.id,
    harga: 11400,
    berlaku_mulai: "2026-01-01",
  });
  await api.create("/ticket-prices", {
    route_id: route.id,
    cargo_type_id: car.id,
    harga: 200000,
    harga_muatan: 230000,
    berlaku_mulai: "2026-01-01",
  });
  return { api, ketapang, gilimanuk, route, ship, adult, car };
}

export type Crossing = Awaited<ReturnType<typeof crossing>>;

/** The crossing's way back, Gilimanuk - Ketapang (GLM-KTP), taking `duration_minutes`. */
export function reverseRoute(world: Crossing, duration_minutes = 45) {
  return world.api.create("/routes", {
    kode_rute: "GLM-KTP",
    nama_rute: "Gilimanuk - Ketapang",
    port_origin_id: world.gilimanuk.id,
    port_destination_id: world.ketapang.id,
    jarak: 3,
    duration_minutes,
  });
}

/** A fresh app with a `crossing` for every test of the file; call the answer inside a test or hook. */
export function useCrossing(): () => { app: FastifyInstance; world: Crossing } {
  let state: { app: FastifyInstance; world: Crossing } | undefined;
  beforeEach(async () => {
    const app = await buildTestApp();
    state = { app, world: await crossing(app) };
  });
  afterEach(() => state?.app.close());
  return () => {
    if (!state) throw new Error("useCrossing: no test is running");
    return state;
  };
}
