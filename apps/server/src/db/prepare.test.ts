import { count, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testConfig } from "../test/app";
import { resetDatabase, testDatabase } from "../test/database";
import { prepareDatabase } from "./prepare";
import { schedules } from "./schema/schedules";
import { users } from "./schema/users";

afterEach(async () => {
  await resetDatabase(await testDatabase());
});

describe("prepareDatabase", () => {
  it("fills an empty database with demo data once and prints the demo logins", async () => {
    const { db } = await testDatabase();
    await resetDatabase(await testDatabase());
    const say = vi.fn();
    await prepareDatabase(db, testConfig({ seedDemo: true }), say);
    expect(say.mock.calls.map(([line]) => line).join("\n")).toContain("superadmin");
    const [staff] = await db
      .select({ total: count() })
      .from(users)
      .where(sql`${users.tipe_pengguna} <> 'pelanggan'`);
    expect(staff?.total).toBe(6);
    const [sailings] = await db
      .select({ total: count() })
      .from(schedules)
      .where(sql`${schedules.waktu_berangkat} > now()`);
    expect(sailings?.total).toBeGreaterThan(100);
    say.mockClear();
    await prepareDatabase(db, testConfig({ seedDemo: true }), say);
    expect(say).not.toHaveBeenCalled();
  });

  it("creates the Super Admin of ADMIN_USERNAME/ADMIN_PASSWORD once, and says how when no account exists", async () => {
    const { db } = await testDatabase();
    await resetDatabase(await testDatabase());
    const say = vi.fn();
    await prepareDatabase(db, testConfig(), say);
    expect(say).toHaveBeenCalledWith(expect.stringContaining("set ADMIN_USERNAME and ADMIN_PASSWORD"));
    const config = testConfig({ bootstrapAdmin: { username: "admin", password: "rahasia123" } });
    await prepareDatabase(db, config, say);
    const [admin] = await db.select().from(users).where(eq(users.username, "admin"));
    expect(admin?.tipe_pengguna).toBe("super_admin");
    await prepareDatabase(db, config, say);
    const [total] = await db.select({ total: count() }).from(users);
    expect(total?.total).toBe(1);
  });

  it("refuses a bootstrap password that breaks the rules", async () => {
    const { db } = await testDatabase();
    await resetDatabase(await testDatabase());
    await expect(
      prepareDatabase(
        db,
        testConfig({ bootstrapAdmin: { username: "admin", password: "pendek" } }),
        () => {},
      ),
    ).rejects.toThrow("ADMIN_PASSWORD must have at least 8 characters, a lowercase letter and a digit");
  });
});
