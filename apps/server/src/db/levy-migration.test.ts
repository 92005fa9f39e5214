import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { syncPermissionCatalogue } from "../modules/access/index";
import { testConfig } from "../test/app";
import { JASA_RAHARJA } from "../test/fare-fixtures";
import { adult, CASHIER, saleWorld, sellConfirmed, staffCaller } from "../test/sales-fixtures";
import { type DatabaseHandle, openPglite, rowsOf } from "./client";
import { runMigrations } from "./migrate";

const LEVY_MIGRATION = "0031_levy_to_fare_component";
const migrations = fileURLToPath(new URL("./migrations", import.meta.url));

/** A copy of the migrations folder whose journal stops before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  fs.cpSync(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(stop).toBeGreaterThan(0);
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }));
  return folder;
}

describe(`migration ${LEVY_MIGRATION}: the insurance levy setting becomes a fare component`, () => {
  let handle: DatabaseHandle | undefined;
  // Migrating a fresh database is the slow part: a hook's limit, not a test's.
  beforeEach(async () => {
    handle = await openPglite(undefined);
    const folder = migrationsBefore(LEVY_MIGRATION);
    await migrate(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    fs.rmSync(folder, { recursive: true });
    await syncPermissionCatalogue(handle.db);
  });
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  /** The database migrated up to the levy migration, an app on it, the sales setting at `levy`. */
  async function before(levy: number) {
    if (!handle) throw new Error("no database");
    const app = await buildApp({ config: testConfig(), database: handle, logger: false });
    const value = { persen_tarif_bayi: 10, asuransi_per_penumpang: levy };
    await handle.db.execute(
      sql`insert into system_settings (key, value) values ('sales', ${JSON.stringify(value)}::jsonb)`,
    );
    return { app, handle };
  }

  const query = async <T>(handle: DatabaseHandle, statement: ReturnType<typeof sql>) =>
    rowsOf<T>(await handle.db.execute(statement));

  it("turns the setting into rates per passenger class and every booking's levy into lines on its insured people", async () => {
    const { app, handle } = await before(1_000);
    const world = await saleWorld(app);
    const cashier = await staffCaller(app, CASHIER);
    // Sold before the migration: the levy was in the booking's total, 3 insured people and an infant.
    const booking = await sellConfirmed<{ id: number; total_harga: number }>(cashier, {
      schedule_id: world.schedule.id,
      pemesan_nama: "Lama",
      passengers: [
        adult(world.adultPrice, "Satu"),
        adult(world.adultPrice, "Dua"),
        { ...adult(world.adultPrice, "Bayi"), usia: 1 },
        adult(world.adultPrice, "Tiga"),
      ],
      payment: { method: "tunai", amount: 3 * 11_400 + 1_140 },
    });
    await handle.db.execute(
      sql`update bookings set biaya_komponen = 3001, total_harga = total_harga + 3001 where id = ${booking.id}`,
    );
    await app.close();

    await runMigrations(handle);

    const [component] = await query<Record<string, unknown>>(handle, sql`select * from fare_components`);
    expect(component).toMatchObject({ ...JASA_RAHARJA, aktif: true });
    const rates = await query<Record<string, unknown>>(
      handle,
      sql`select cargo_type_id, route_id, jumlah, berlaku_mulai::text from fare_component_rates`,
    );
    expect(rates).toEqual([
      { cargo_type_id: world.adult.id, route_id: null, jumlah: 1_000, berlaku_mulai: "2000-01-01" },
    ]);
    const lines = await query<{ nama_lengkap: string; jumlah: number; nama: string }>(
      handle,
      sql`select p.nama_lengkap, c.jumlah, c.nama from booking_fare_components c
        join booking_passengers p on p.id = c.passenger_id order by c.passenger_id`,
    );
    // 3001 / 3 = 1000 each, the last insured by id the rest; the infant nothing.
    expect(lines).toEqual([
      { nama_lengkap: "Satu", jumlah: 1_000, nama: "Iuran Wajib Jasa Raharja" },
      { nama_lengkap: "Dua", jumlah: 1_000, nama: "Iuran Wajib Jasa Raharja" },
      { nama_lengkap: "Tiga", jumlah: 1_001, nama: "Iuran Wajib Jasa Raharja" },
    ]);
    const [settings] = await query<{ value: Record<string, unknown> }>(
      handle,
      sql`select value from system_settings where key = 'sales'`,
    );
    expect(settings?.value).toEqual({ persen_tarif_bayi: 10 });
    // A whole sale world on a fresh database: a limit for a busy machine, not a target.
  }, 60_000);

  it("creates the component without rates when the levy was 0", async () => {
    const { app, handle } = await before(0);
    await app.close();
    await runMigrations(handle);
    const components = await query<{ nama: string }>(handle, sql`select nama from fare_components`);
    expect(components).toEqual([{ nama: "Iuran Wajib Jasa Raharja" }]);
    expect(await query(handle, sql`select * from fare_component_rates`)).toEqual([]);
  });
});
