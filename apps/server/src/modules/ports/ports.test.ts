import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { createTestUser, signIn } from "../../test/accounts";
import { buildTestApp } from "../../test/app";
import { adminClient, crossing } from "../../test/voyage-fixtures";

/** The port the tests create, at Merak in western Indonesian time. */
const merak = { nama: "Merak", kode: "MRK", kota: "Cilegon", zona_waktu: "Asia/Jakarta" };

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

describe("master data resources", () => {
  it("upper-cases port codes and refuses a duplicate code as a field error", async () => {
    const api = await adminClient(app);
    const port = await api.create("/ports", { ...merak, kode: "mrk" });
    expect(port.kode).toBe("MRK");
    const duplicate = await api.call("POST", "/ports", { ...merak, nama: "Merak 2" });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ kode: ["Kode pelabuhan sudah dipakai"] });
  });

  it("gives Indonesian messages for every invalid field", async () => {
    const api = await adminClient(app);
    const response = await api.call("POST", "/ports", { nama: "", kode: "M R", zona_waktu: "Europe/Paris" });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      nama: ["Nama pelabuhan wajib diisi"],
      kode: ["Kode pelabuhan hanya huruf dan angka"],
      kota: ["Kota wajib diisi"],
      zona_waktu: ["Zona waktu harus WIB, WITA atau WIT"],
    });
  });

  it("refuses a route whose destination is its origin", async () => {
    const { api, ketapang } = await crossing(app);
    const response = await api.call("POST", "/routes", {
      kode_rute: "X",
      nama_rute: "X",
      port_origin_id: ketapang.id,
      port_destination_id: ketapang.id,
      jarak: 1,
      duration_minutes: 30,
    });
    expect(response.json().errors).toEqual({
      port_destination_id: ["Pelabuhan tujuan harus berbeda dari pelabuhan asal"],
    });
  });

  it("refuses to delete what is still used, saying what uses it", async () => {
    const { api, ketapang, ship, adult, route } = await crossing(app);
    await api.create("/schedules", {
      route_id: route.id,
      ship_id: ship.id,
      waktu_berangkat: "2026-12-01T01:00:00Z",
      waktu_tiba: "2026-12-01T01:45:00Z",
    });
    const port = await api.call("DELETE", `/ports/${ketapang.id}`);
    expect(port.statusCode).toBe(409);
    expect(port.json().message).toBe(
      "Pelabuhan tidak dapat dihapus: masih dipakai oleh 1 rute. Nonaktifkan saja.",
    );
    expect((await api.call("DELETE", `/ships/${ship.id}`)).json().message).toBe(
      "Kapal tidak dapat dihapus: masih dipakai oleh 1 jadwal. Ubah status operasionalnya saja.",
    );
    expect((await api.call("DELETE", `/cargo-types/${adult.id}`)).json().message).toMatch(
      /^Jenis muatan tidak dapat dihapus: masih dipakai oleh 1 harga tiket, 1 kapasitas kapal, 1 jadwal/,
    );
    expect((await api.call("DELETE", `/routes/${route.id}`)).statusCode).toBe(409);
  });

  it("lists with search, filter, sort and page meta", async () => {
    const api = await adminClient(app);
    for (const [nama, kode, status] of [
      ["Merak", "MRK", "Aktif"],
      ["Bakauheni", "BKH", "Aktif"],
      ["Lembar", "LBR", "Tidak Aktif"],
    ]) {
      await api.create("/ports", { nama, kode, kota: "Kota", zona_waktu: "Asia/Jakarta", status });
    }
    const page = await api.call("GET", "/ports?per_page=2&sort_by=kode&sort_dir=desc");
    expect(page.json().data.map((row: { kode: string }) => row.kode)).toEqual(["MRK", "LBR"]);
    expect(page.json().meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    const search = await api.call("GET", "/ports?search=bak");
    expect(search.json().data.map((row: { kode: string }) => row.kode)).toEqual(["BKH"]);
    const filtered = await api.call("GET", "/ports?status=Tidak%20Aktif");
    expect(filtered.json().meta.total).toBe(1);
    expect((await api.call("GET", "/ports?sort_by=password")).statusCode).toBe(422);
  });

  it("logs every change with the values before and after", async () => {
    const api = await adminClient(app);
    const port = await api.create("/ports", merak);
    await api.call("PUT", `/ports/${port.id}`, { ...merak, nama: "Merak Baru" });
    const [log] = await app.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, "port.updated"))
      .orderBy(desc(activityLogs.id));
    expect(log?.properties).toMatchObject({ before: { nama: "Merak" }, after: { nama: "Merak Baru" } });
  });

  it("answers as its declared schema: ISO times, and options with the code and the zone", async () => {
    const api = await adminClient(app);
    const port = await api.create("/ports", { ...merak, kode: "mrk" });
    const detail = (await api.call("GET", `/ports/${port.id}`)).json().data;
    expect(detail).toEqual({ ...port, kode: "MRK", alamat: null, status: "Aktif" });
    expect(detail.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const options = (await api.call("GET", "/ports/options")).json().data;
    expect(options).toEqual([{ id: port.id, label: "Merak (MRK)", kode: "MRK", zona_waktu: "Asia/Jakarta" }]);
  });

  it("lets a user with view kapal only read ships, not create them", async () => {
    const { username } = await createTestUser(app, { permissions: ["view kapal"] });
    const { authorization } = await signIn(app, username);
    expect(
      (await app.inject({ method: "GET", url: "/api/ships", headers: { authorization } })).statusCode,
    ).toBe(200);
    const refused = await app.inject({
      method: "POST",
      url: "/api/ships",
      headers: { authorization },
      payload: { nama: "X", kode_kapal: "X", jenis: "Ro-Ro", gt: 1, tahun: 2000 },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("marks crew whose certificate has expired", async () => {
    const { api, ship } = await crossing(app);
    await api.create("/crew", {
      ship_id: ship.id,
      nama: "Capt. Lama",
      jabatan: "Nakhoda",
      nomor_identitas: "1",
      nomor_sertifikat: "A",
      masa_berlaku_sertifikat: "2020-01-01",
    });
    const list = await api.call("GET", `/crew?ship_id=${ship.id}`);
    expect(list.json().data[0]).toMatchObject({
      nama: "Capt. Lama",
      sertifikat_kadaluarsa: true,
      ship: { kode_kapal: "UJI" },
    });
  });
});

describe("option lists", () => {
  it("give any signed-in staff id, label and the fields forms need", async () => {
    const { api, route, ketapang } = await crossing(app);
    const { username } = await createTestUser(app, { permissions: [] });
    const { authorization } = await signIn(app, username);
    const routes = await app.inject({
      method: "GET",
      url: "/api/routes/options",
      headers: { authorization },
    });
    expect(routes.json().data).toEqual([
      expect.objectContaining({
        id: route.id,
        label: "KTP-GLM · Ketapang - Gilimanuk",
        port_origin_id: ketapang.id,
        duration_minutes: 45,
      }),
    ]);
    const ports = await api.call("GET", "/ports/options");
    expect(
      ports
        .json()
        .data.map((port: { zona_waktu: string }) => port.zona_waktu)
        .sort(),
    ).toEqual(["Asia/Jakarta", "Asia/Makassar"]);
  });
});
