import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { type DatabaseHandle, openPostgres } from "../db/client";
import { runMigrations } from "../db/migrate";
import { bookingStatusHistory, bookings } from "../db/schema/bookings";
import { jobRuns } from "../db/schema/shared-state";
import { freePort } from "../faults/rush";
import { syncPermissionCatalogue } from "../modules/access/index";
import {
  addMaster,
  confirmedSale,
  GATE_HOURS_AHEAD,
  GATE_OFFICER,
  scanBody,
  ticketsOf,
} from "../modules/tickets/test-fixtures";
import { createTestUser, signIn, TEST_PASSWORD } from "../test/accounts";
import { testConfig } from "../test/app";
import { freshPostgresDatabase, testDatabaseUrl } from "../test/postgres-only";
import {
  adult,
  CASHIER,
  type SaleWorld,
  type StaffCaller,
  saleWorld,
  staffCaller,
} from "../test/sales-fixtures";
import { type ServerProcess, startServerProcess } from "../test/server-process";

/**
 * Two real server processes (`src/main.ts`) on one fresh PostgreSQL database, as a busy operator runs
 * them behind a load balancer. Only PostgreSQL can be shared by two processes (PGlite is one process's
 * file), so this is a `.pg.test.ts` file, run when TEST_DATABASE_URL is set — CI runs the whole suite
 * on PostgreSQL too. The pieces it relies on (shared counters, job lock, PDF cache in the table) have
 * their own tests that run on PGlite as well.
 */
testDatabaseUrl();

type Answer = { status: number; body: { data?: unknown; code?: string } & Record<string, unknown> };

/** One HTTP request to a server process. */
async function call(
  server: ServerProcess,
  method: string,
  path: string,
  options: { authorization?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.authorization ? { authorization: options.authorization } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

describe("two server processes on one PostgreSQL database", () => {
  const servers: ServerProcess[] = [];
  let database: DatabaseHandle | undefined;
  let preparer: FastifyInstance | undefined;
  let world: SaleWorld;
  let cashier: StaffCaller;
  let officer: StaffCaller;
  let ticketQr: string;
  let soldId: number;

  const pair = (): [ServerProcess, ServerProcess] => {
    const [first, second] = servers;
    if (!first || !second) throw new Error("servers not started");
    return [first, second];
  };

  beforeAll(async () => {
    const url = await freshPostgresDatabase();
    database = await openPostgres(url);
    await runMigrations(database);
    await syncPermissionCatalogue(database.db);
    // The data is built through the services by an in-process app (tests' config: no jobs of its own).
    preparer = await buildApp({ config: testConfig({ databaseUrl: url }), database, logger: false });
    world = await saleWorld(preparer, GATE_HOURS_AHEAD);
    cashier = await staffCaller(preparer, CASHIER);
    officer = await staffCaller(preparer, GATE_OFFICER);
    await addMaster(world);
    const sold = await confirmedSale(world, cashier);
    const opened = await officer.call("POST", `/boardings/${world.schedule.id}/open`);
    if (opened.statusCode !== 200) throw new Error(`open boarding: ${opened.body}`);
    ticketQr = (await ticketsOf(officer, sold.id)).passengers[0]?.qr_data ?? "";
    soldId = sold.id;

    // Counters in the database (an empty REDIS_URL counts as unset); every job ticks each second.
    const env = { DATABASE_URL: url, REDIS_URL: "", JOB_INTERVAL_SECONDS: "1" };
    servers.push(await startServerProcess(await freePort(), env));
    servers.push(await startServerProcess(await freePort(), env));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop("SIGKILL")));
    await preparer?.close();
    await database?.close();
  }, 60_000);

  it("sells exactly the quota in a rush split over both processes", async () => {
    const [first, second] = pair();
    const car = (index: number) => ({
      ticket_price_id: world.carPrice,
      nomor_kendaraan: `B ${index} RSH`,
      nama_pemilik: "Pemilik",
      tipe_tiket: "kosong",
    });
    const left = (await world.seatsLeft(world.car.id)) ?? 0;
    const filler = await cashier.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "Rombongan",
      vehicles: Array.from({ length: left - 10 }, (_, index) => car(index)),
    });
    expect(filler.statusCode, filler.body).toBe(201);
    expect(await world.seatsLeft(world.car.id)).toBe(10);
    const sale = (index: number) => ({
      schedule_id: world.schedule.id,
      pemesan_nama: `Pembeli ${index}`,
      vehicles: [car(100 + index)],
    });
    const quote = await cashier.call("POST", "/bookings/quote", sale(0));
    const amount = quote.json().data.total_harga as number;

    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        call(index % 2 === 0 ? first : second, "POST", "/bookings", {
          authorization: cashier.authorization,
          body: { ...sale(index), payment: { method: "tunai", amount } },
          headers: { "idempotency-key": `rush-${index}-key` },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(50);
    expect(answers.find((answer) => answer.status === 409)?.body.code).toBe("QUOTA_EXCEEDED");
    expect(await world.seatsLeft(world.car.id)).toBe(0);
  }, 120_000);

  it("admits a ticket scanned on both processes at once exactly once", async () => {
    const [first, second] = pair();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(index % 2 === 0 ? first : second, "POST", "/tickets/validate-qr", {
          authorization: officer.authorization,
          body: scanBody(ticketQr, world.schedule.id, `Gerbang ${index + 1}`),
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const results = answers.map((answer) => (answer.body.data as { result: string }).result);
    expect(results.filter((result) => result === "diterima")).toHaveLength(1);
    expect(results.filter((result) => result === "sudah_digunakan")).toHaveLength(9);
  }, 60_000);

  it("sees a forced logout done through one process at once through the other", async () => {
    const [first, second] = pair();
    const user = await createTestUser(preparer as FastifyInstance, { permissions: ["view penjualan umum"] });
    const { authorization } = await signIn(preparer as FastifyInstance, user.username);
    expect((await call(second, "GET", "/user/profile", { authorization })).status).toBe(200);
    const forced = await call(first, "POST", `/users/${user.id}/force-logout`, {
      authorization: world.api.authorization,
    });
    expect(forced.status).toBe(200);
    const refused = await call(second, "GET", "/user/profile", { authorization });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe("FORCE_LOGOUT");
  });

  it("shares the login attempt limit: failures split over both processes reach it", async () => {
    const [first, second] = pair();
    const user = await createTestUser(preparer as FastifyInstance);
    const attempt = (server: ServerProcess, password: string) =>
      call(server, "POST", "/login", { body: { username: user.username, password } });
    // The default limit is 5 failures per username and address.
    for (const server of [first, second, first, second, first]) {
      expect((await attempt(server, "salah-sekali")).status).toBe(401);
    }
    expect((await attempt(second, "salah-lagi")).status).toBe(429);
    expect((await attempt(first, TEST_PASSWORD)).status).toBe(429);
  });

  it("counts the public lookups' request limit once over both processes", async () => {
    const [first, second] = pair();
    // 60 requests a minute per address on the booking check; 422 answers a malformed code.
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        call(index % 2 ? first : second, "GET", "/public/bookings/check/abc"),
      ),
    );
    expect(answers.every((answer) => answer.status === 422)).toBe(true);
    expect((await call(first, "GET", "/public/bookings/check/abc")).status).toBe(429);
    expect((await call(second, "GET", "/public/bookings/check/abc")).status).toBe(429);
  });

  it("shares the PDF cache, and clearing it through one process clears it for the other", async () => {
    const [first, second] = pair();
    const pdf = async (server: ServerProcess) => {
      const response = await fetch(`${server.url}/api/tickets/bookings/${soldId}/pdf/thermal`, {
        headers: { authorization: officer.authorization },
      });
      expect(response.status).toBe(200);
      return {
        cache: response.headers.get("x-document-cache"),
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    };
    const rendered = await pdf(first);
    expect(rendered.cache).toBe("miss");
    const fromOther = await pdf(second);
    expect(fromOther.cache).toBe("hit");
    expect(fromOther.bytes.equals(rendered.bytes)).toBe(true);
    const cleared = await call(first, "DELETE", `/bookings/${soldId}/pdf-cache`, {
      authorization: officer.authorization,
    });
    expect(cleared.body.data).toEqual({ cleared: 1 });
    expect((await pdf(second)).cache).toBe("miss");
  });

  it("runs the expiry job once: an overdue unpaid booking is expired once", async () => {
    const db = (database as DatabaseHandle).db;
    const unpaid = await cashier.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "Belum Bayar",
      passengers: [adult(world.adultPrice, "Belum Bayar")],
    });
    expect(unpaid.statusCode, unpaid.body).toBe(201);
    const id = unpaid.json().data.id as number;
    await db
      .update(bookings)
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, id));

    const statusOf = async () => (await db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status;
    await expect.poll(statusOf, { timeout: 20_000, interval: 250 }).not.toBe("waiting_payment");
    // Both processes tick every second: give each a few more runs to get it wrong.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const expiries = await db
      .select()
      .from(bookingStatusHistory)
      .where(
        and(
          eq(bookingStatusHistory.booking_id, id),
          eq(bookingStatusHistory.catatan, "Batas waktu pembayaran habis"),
        ),
      );
    expect(expiries).toHaveLength(1);
    const runs = await db.select().from(jobRuns).where(eq(jobRuns.job, "booking-expiry"));
    expect(runs).toHaveLength(1);
    expect(runs[0]?.affected).toBe(1);
    expect(runs[0]?.process_id).toMatch(/:\d+$/);
    expect(servers.map((server) => String(server.child.pid))).toContain(runs[0]?.process_id.split(":").pop());
  }, 60_000);
});
