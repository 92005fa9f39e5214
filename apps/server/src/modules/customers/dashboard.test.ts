import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookings } from "../../db/schema/bookings";
import { customers } from "../../db/schema/customers";
import { schedules } from "../../db/schema/schedules";
import { users } from "../../db/schema/users";
import { buildTestApp } from "../../test/app";
import {
  adult,
  CASHIER,
  type SaleWorld,
  type StaffCaller,
  saleWorld,
  staffCaller,
} from "../../test/sales-fixtures";
import { signedInCustomer } from "./testing";

let app: FastifyInstance;
let world: SaleWorld;
let cashier: StaffCaller;
beforeEach(async () => {
  app = await buildTestApp();
  await app.ready();
  world = await saleWorld(app);
  cashier = await staffCaller(app, [...CASHIER, "view jadwal", "create jadwal"]);
});
afterEach(() => app.close());

type Sold = { id: number; booking_code: string; status: string; total_harga: number; created_at: string };

/** A counter sale of one adult on `scheduleId`, under `email`, paid in cash (confirmed) or left unpaid. */
async function sale(scheduleId: number, email: string | null, paid: boolean): Promise<Sold> {
  const created = await cashier.call("POST", "/bookings", {
    schedule_id: scheduleId,
    pemesan_nama: "Sari Pelanggan",
    pemesan_telepon: "081234567890",
    pemesan_email: email,
    passengers: [adult(world.adultPrice, "Sari Pelanggan")],
  });
  expect(created.statusCode, created.body).toBe(201);
  const booking: Sold = created.json().data;
  if (!paid) return booking;
  const payment = await cashier.call("POST", `/bookings/${booking.id}/payments`, {
    method: "tunai",
    amount: booking.total_harga,
  });
  expect(payment.statusCode, payment.body).toBe(201);
  expect(payment.json().data.status).toBe("confirmed");
  return payment.json().data;
}

/** Marks the account's e-mail as proven (what the e-mail verification will do). */
async function verifyEmail(userId: number) {
  await app.database.db
    .update(customers)
    .set({ email_verified_at: new Date("2026-01-05T03:00:00Z") })
    .where(eq(customers.user_id, userId));
}

/** Sari, signed in, her e-mail proven. */
async function verifiedCustomer() {
  const sari = await signedInCustomer(app);
  await verifyEmail(sari.user.id);
  return sari;
}

async function changeEmail(customer: Awaited<ReturnType<typeof signedInCustomer>>, email: string) {
  const profile = (await customer.call("GET", "/user/profile")).json().data.pelanggan;
  const changed = await customer.call("PUT", "/customer/profile", { ...profile, email });
  expect(changed.statusCode, changed.body).toBe(200);
}

describe("GET /api/customer/dashboard", () => {
  it("starts at zero with the account's creation as the only activity", async () => {
    const sari = await signedInCustomer(app);
    const response = await sari.call("GET", "/customer/dashboard");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        email_terverifikasi: false,
        total_pemesanan: 0,
        pemesanan_aktif: 0,
        selesai: 0,
        total_pengeluaran: 0,
        aktivitas: [
          {
            jenis: "akun_dibuat",
            judul: "Akun dibuat",
            keterangan: "Selamat datang! Akun pelanggan Anda berhasil dibuat.",
            waktu: sari.user.created_at,
            booking_code: null,
            status: null,
          },
        ],
      },
    });
  });

  it("counts the customer's bookings by account or verified e-mail: active, completed and money spent", async () => {
    const sari = await verifiedCustomer();
    const upcomingPaid = await sale(world.schedule.id, "SARI@contoh.id", true);
    const upcomingUnpaid = await sale(world.schedule.id, "sari@contoh.id", false);
    const cancelled = await sale(world.schedule.id, "sari@contoh.id", false);
    const cancel = await cashier.call("POST", `/bookings/${cancelled.id}/cancel`, {
      alasan: "Batal berangkat",
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // Sold under another e-mail, then linked to the account (as an online sale would be).
    const linked = await sale(world.schedule.id, "lain@contoh.id", true);
    const [me] = await app.database.db.select().from(users).where(eq(users.username, "sari@contoh.id"));
    await app.database.db
      .update(bookings)
      .set({ customer_user_id: me?.id })
      .where(eq(bookings.id, linked.id));
    // Someone else's booking does not count.
    await sale(world.schedule.id, "orang.lain@contoh.id", true);
    // A finished trip: a confirmed booking whose sailing has departed.
    const past = await world.api.create("/schedules", {
      route_id: world.route.id,
      ship_id: world.ship.id,
      waktu_berangkat: new Date(Date.now() + 96 * 3_600_000).toISOString(),
      waktu_tiba: new Date(Date.now() + 97 * 3_600_000).toISOString(),
    });
    const pastPrice = (
      past.available_seats as { ticket_price_id: number; cargo_type: { id: number } }[]
    ).find((seat) => seat.cargo_type.id === world.adult.id)?.ticket_price_id;
    expect(pastPrice).toBe(world.adultPrice);
    const finished = await sale(past.id, "sari@contoh.id", true);
    await app.database.db
      .update(schedules)
      .set({
        waktu_berangkat: new Date(Date.now() - 48 * 3_600_000),
        waktu_tiba: new Date(Date.now() - 47 * 3_600_000),
      })
      .where(eq(schedules.id, past.id));

    const response = await sari.call("GET", "/customer/dashboard");
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      total_pemesanan: 5,
      pemesanan_aktif: 3,
      selesai: 1,
      total_pengeluaran: upcomingPaid.total_harga + linked.total_harga + finished.total_harga,
    });
    expect(data.total_pengeluaran).toBeGreaterThan(0);
    const codes = [finished, linked, cancelled, upcomingUnpaid, upcomingPaid].map((row) => row.booking_code);
    expect(data.aktivitas.map((entry: { booking_code: string | null }) => entry.booking_code)).toEqual([
      ...codes,
      null,
    ]);
    const routeName = world.route.nama_rute as string;
    expect(data.aktivitas[0]).toMatchObject({
      jenis: "booking",
      judul: `Pemesanan ${finished.booking_code}`,
      keterangan: `${routeName} · Dikonfirmasi`,
      status: "confirmed",
    });
    expect(data.aktivitas[2]).toMatchObject({ keterangan: `${routeName} · Dibatalkan`, status: "cancel" });
  });

  it("lists at most five bookings and the account's creation, newest first", async () => {
    const sari = await verifiedCustomer();
    await app.database.db.update(users).set({ created_at: new Date(Date.now() - 86_400_000) });
    const sold: Sold[] = [];
    for (let index = 0; index < 6; index++) sold.push(await sale(world.schedule.id, "sari@contoh.id", false));
    const data = (await sari.call("GET", "/customer/dashboard")).json().data;
    expect(data.total_pemesanan).toBe(6);
    expect(data.aktivitas).toHaveLength(6);
    expect(data.aktivitas.slice(0, 5).map((entry: { booking_code: string }) => entry.booking_code)).toEqual(
      sold
        .slice(1)
        .reverse()
        .map((row) => row.booking_code),
    );
    expect(data.aktivitas[5].jenis).toBe("akun_dibuat");
  });

  it("links nothing by an unproven e-mail: someone registering another's address sees none of their bookings", async () => {
    const counter = await sale(world.schedule.id, "sari@contoh.id", true);
    const stranger = await signedInCustomer(app);
    const dashboard = (await stranger.call("GET", "/customer/dashboard")).json().data;
    expect(dashboard).toMatchObject({ total_pemesanan: 0, pemesanan_aktif: 0, total_pengeluaran: 0 });
    expect(JSON.stringify(dashboard)).not.toContain(counter.booking_code);
    const history = await stranger.call("GET", "/customer/bookings");
    expect(history.json().data).toEqual([]);
    const detail = await stranger.call("GET", `/customer/bookings/${counter.booking_code}`);
    expect(detail.statusCode).toBe(404);
  });

  it("forgets the proof when the e-mail changes, so a verified account cannot take over another address", async () => {
    await sale(world.schedule.id, "korban@contoh.id", true);
    const sari = await verifiedCustomer();
    await changeEmail(sari, "korban@contoh.id");
    const data = (await sari.call("GET", "/customer/dashboard")).json().data;
    expect(data.total_pemesanan).toBe(0);
    const [row] = await app.database.db.select().from(customers).where(eq(customers.user_id, sari.user.id));
    expect(row?.email_verified_at).toBeNull();
  });

  it("keeps the proof when only the e-mail's letter case changes", async () => {
    await sale(world.schedule.id, "sari@contoh.id", true);
    const sari = await verifiedCustomer();
    await changeEmail(sari, "Sari@Contoh.id");
    expect((await sari.call("GET", "/customer/dashboard")).json().data.total_pemesanan).toBe(1);
  });

  it("lists in the history, and opens there, every booking the dashboard counts", async () => {
    const sari = await verifiedCustomer();
    const counter = [
      await sale(world.schedule.id, "Sari@Contoh.id", true),
      await sale(world.schedule.id, "sari@contoh.id", false),
    ];
    await sale(world.schedule.id, "orang.lain@contoh.id", true);
    const dashboard = (await sari.call("GET", "/customer/dashboard")).json().data;
    const history = (await sari.call("GET", "/customer/bookings?per_page=100")).json();
    expect(history.meta.total).toBe(dashboard.total_pemesanan);
    const listed = history.data.map((row: { booking_code: string }) => row.booking_code);
    expect(listed.sort()).toEqual(counter.map((row) => row.booking_code).sort());
    for (const code of listed) {
      const detail = await sari.call("GET", `/customer/bookings/${code}`);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().data.booking_code).toBe(code);
    }
    // Open also means the customer may act on it as on an online booking: the unpaid one is cancelled.
    const cancelled = await sari.call("POST", `/customer/bookings/${counter[1]?.booking_code}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it("is for customers only", async () => {
    const response = await cashier.call("GET", "/customer/dashboard");
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("ACCESS_DENIED");
  });
});
