import { createBookingSchema } from "@ferry/shared/bookings";
import { addDays, dayRange, todayIn } from "@ferry/shared/zoned-time";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { permissionsOf } from "../../modules/auth/index";
import {
  approveSpace,
  createBooking,
  loadBooking,
  recordPayment,
  saleId,
} from "../../modules/bookings/index";
import { cargoTypesByIds } from "../../modules/cargo-types/index";
import { quotasOfSchedule } from "../../modules/schedules/index";
import type { AuthContext } from "../../plugins/access";
import type { Database } from "../client";
import { expeditionCompanies } from "../schema/bookings";
import { schedules } from "../schema/schedules";
import { users } from "../schema/users";
import { seaRoutes } from "../schema/voyage";
import { closeAndApproveDemoShift, openDemoShift } from "./cashier-shifts";
import { DEMO_CUSTOMER } from "./customers";

export type Seller = {
  auth: AuthContext;
  actor: { id: number; username: string; ip: null; user_agent: string };
};

export async function seller(db: Database, username: string): Promise<Seller> {
  const [user] = await db.select().from(users).where(eq(users.username, username));
  if (!user) throw new Error(`demo user ${username} missing`);
  const held = await permissionsOf(db, user.id);
  const auth = {
    user,
    permissions: held.all,
    session: null,
    viaPreviousToken: false,
  } as unknown as AuthContext;
  return { auth, actor: { id: user.id, username: user.username, ip: null, user_agent: "demo-seed" } };
}

/** The first departure of a route from `from` on, with the ticket_price_id of its entries by cargo name or class. */
export async function sailingFrom(db: Database, kodeRute: string, from: Date) {
  const [route] = await db.select().from(seaRoutes).where(eq(seaRoutes.kode_rute, kodeRute));
  if (!route) throw new Error(`demo route ${kodeRute} missing`);
  const [schedule] = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.route_id, route.id), gte(schedules.waktu_berangkat, from)))
    .orderBy(asc(schedules.waktu_berangkat))
    .limit(1);
  if (!schedule) throw new Error(`no demo sailing on ${kodeRute} from ${from.toISOString()}`);
  const quotas = await quotasOfSchedule(db, schedule.id);
  const types = await cargoTypesByIds(
    db,
    quotas.map((quota) => quota.cargo_type_id),
  );
  const price = (match: (type: { nama: string; golongan: string | null }) => boolean) => {
    const quota = quotas.find((row) => {
      const type = types.get(row.cargo_type_id);
      return type ? match(type) : false;
    });
    return quota?.ticket_price_id ?? 0;
  };
  return {
    id: schedule.id,
    adult: price((type) => type.nama === "Penumpang Ekonomi Dewasa"),
    child: price((type) => type.nama === "Penumpang Ekonomi Anak"),
    golongan: (golongan: string) => price((type) => type.golongan === golongan),
  };
}

export const person = (
  ticket_price_id: number,
  nama_lengkap: string,
  jenis_kelamin: "L" | "P",
  usia: number,
) => ({
  ticket_price_id,
  nama_lengkap,
  jenis_identitas: "KTP" as const,
  nomor_identitas: `3171${String(usia).padStart(2, "0")}${nama_lengkap.length}0190000${usia}`.slice(0, 16),
  jenis_kelamin,
  usia,
});

export async function sell(db: Database, who: Seller, input: Record<string, unknown>) {
  const sale = createBookingSchema.parse(input);
  return (await createBooking(db, { ...who, idempotencyKey: null }, sale, saleId)).id;
}

/** Records the whole amount due: cash confirms at once, a transfer waits for finance's approval. */
export async function pay(
  db: Database,
  who: Seller,
  id: number,
  method: "tunai" | "transfer",
  reference?: string,
) {
  const booking = await loadBooking(db, id);
  const amount = booking.total_harga - booking.total_dibayar;
  await recordPayment(db, who, id, { method, amount, reference: reference ?? null, bukti_url: null });
}

/**
 * Demo sales on tomorrow's first sailings, through the real sale service: counter sales paid in cash, a
 * transfer waiting for approval, an unpaid booking, expedition requests (one waiting for space, one
 * approved on credit) and agent sales; and a paid counter sale on the next Merak sailing, whose boarding
 * may be opened at once (see `seedVoyage`). The counter sales fall in the cashier's first shift, closed
 * and approved afterwards; a second shift stays open, so `kasir` sells at once (decision 026). Call after
 * the staff, voyage, agent and expedition seeds.
 */
export async function seedSales(db: Database, now = new Date()): Promise<void> {
  const tomorrow = dayRange(addDays(todayIn("Asia/Jakarta", now), 1), "Asia/Jakarta").start;
  const merak = await sailingFrom(db, "MRK-BKH", tomorrow);
  const ketapang = await sailingFrom(db, "KTP-GLM", tomorrow);
  const soon = await sailingFrom(db, "MRK-BKH", now);
  const kasir = await seller(db, "kasir");
  const agen = await seller(db, "agen");
  const keuangan = await seller(db, "keuangan");
  const firstShift = await openDemoShift(db, kasir.actor);

  await sell(db, kasir, {
    schedule_id: merak.id,
    pemesan_nama: "Budi Hartono",
    pemesan_telepon: "081234567890",
    // The demo customer's e-mail: this booking shows on pelanggan@example.com's dashboard.
    pemesan_email: DEMO_CUSTOMER.email,
    passengers: [person(merak.adult, "Budi Hartono", "L", 41), person(merak.adult, "Rina Hartono", "P", 38)],
    vehicles: [
      {
        ticket_price_id: merak.golongan("IVA"),
        nomor_kendaraan: "B 1234 KJA",
        nama_pemilik: "Budi Hartono",
        tipe_tiket: "kosong",
        riders: [{ nama_lengkap: "Budi Hartono Jr", usia: 9, is_child: true }],
      },
    ],
  }).then((id) => pay(db, kasir, id, "tunai"));
  await sell(db, kasir, {
    schedule_id: soon.id,
    pemesan_nama: "Ahmad Fauzi",
    pemesan_telepon: "081311223344",
    passengers: [person(soon.adult, "Ahmad Fauzi", "L", 52), person(soon.adult, "Laila Fauzi", "P", 49)],
  }).then((id) => pay(db, kasir, id, "tunai"));
  const family = await sell(db, kasir, {
    schedule_id: ketapang.id,
    pemesan_nama: "Made Wirawan",
    pemesan_telepon: "081337001122",
    passengers: [
      person(ketapang.adult, "Made Wirawan", "L", 35),
      person(ketapang.adult, "Kadek Ayu", "P", 32),
      { ...person(ketapang.child, "Putu Wirawan", "L", 6), is_child: true },
    ],
  });
  await pay(db, kasir, family, "tunai");
  const transfer = await sell(db, kasir, {
    schedule_id: merak.id,
    pemesan_nama: "Siti Rahma",
    pemesan_telepon: "085712345678",
    passengers: [person(merak.adult, "Siti Rahma", "P", 27)],
  });
  await pay(db, kasir, transfer, "transfer", "BCA 0099123");
  await sell(db, kasir, {
    schedule_id: ketapang.id,
    pemesan_nama: "Andi Pratama",
    pemesan_telepon: "081998877665",
    passengers: [person(ketapang.adult, "Andi Pratama", "L", 30)],
  });
  await closeAndApproveDemoShift(db, firstShift.id, kasir.actor, keuangan.actor);
  await openDemoShift(db, kasir.actor);

  const companies = await db
    .select()
    .from(expeditionCompanies)
    .where(inArray(expeditionCompanies.status, ["Aktif"]))
    .orderBy(asc(expeditionCompanies.id));
  const credited = companies.find((row) => row.plafon > 0);
  for (const [index, company] of companies.slice(0, 2).entries()) {
    const id = await sell(db, kasir, {
      schedule_id: merak.id,
      pemesan_nama: company.nama,
      pemesan_telepon: company.telepon,
      expedition_company_id: company.id,
      vehicles: [
        {
          ticket_price_id: merak.golongan("VB"),
          nomor_kendaraan: index === 0 ? "BE 8123 TU" : "B 9045 UIO",
          nama_pemilik: company.nama,
          tipe_tiket: "muat",
          muatan_keterangan: index === 0 ? "Semen 10 ton" : "Sayur dan buah",
          berat_kg: index === 0 ? 10_000 : 6_500,
          riders: [{ nama_lengkap: index === 0 ? "Slamet Sopir" : "Darto Sopir" }],
        },
      ],
    });
    if (company.id === credited?.id) await approveSpace(db, keuangan, id, { on_credit: true, catatan: null });
  }

  await sell(db, agen, {
    schedule_id: ketapang.id,
    pemesan_nama: "Rombongan Wisata Samudra",
    passengers: [
      person(ketapang.adult, "Yusuf Maulana", "L", 45),
      person(ketapang.adult, "Nur Aini", "P", 43),
      person(ketapang.adult, "Dimas Saputra", "L", 22),
    ],
  });
}
