import fs from "node:fs/promises";
import path from "node:path";
import { customerBookingSchema } from "@ferry/shared/online-booking";
import { and, asc, eq, gte } from "drizzle-orm";
import { permissionsOf } from "../../modules/auth/index";
import { lockBooking } from "../../modules/bookings/index";
import { cargoTypesByIds } from "../../modules/cargo-types/index";
import { bankTransferProvider, createOnlineBooking } from "../../modules/online-booking/index";
import { quotasOfSchedule } from "../../modules/schedules/index";
import { ONLINE_SECTION } from "../../modules/settings/index";
import { uploadRoot } from "../../modules/uploads/index";
import type { AuthContext } from "../../plugins/access";
import type { Database } from "../client";
import { systemSettings } from "../schema/sales";
import { schedules } from "../schema/schedules";
import { users } from "../schema/users";
import { DEMO_CUSTOMER } from "./customers";

/** The demo bank account customers transfer to (README). */
export const DEMO_ONLINE_SETTINGS = ONLINE_SECTION.schema.parse({
  aktif: true,
  hari_buka_penjualan: 60,
  tutup_menit_sebelum_berangkat: 60,
  batas_waktu_pembayaran_menit: 60,
  nama_bank: "Bank Mandiri",
  nomor_rekening: "1370012345678",
  atas_nama: "PT Ferry Nusantara Demo",
});

/** A 1x1 PNG: the demo proof of transfer. */
const DEMO_PROOF = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const DEMO_PROOF_NAME = "0d3e0000000000000000000000000001.png";

/** The first passenger entry of the first sailing a day or more ahead (inside every online window). */
async function laterSailing(db: Database, now: Date) {
  const [schedule] = await db
    .select()
    .from(schedules)
    .where(
      and(
        eq(schedules.status, "terjadwal"),
        gte(schedules.waktu_berangkat, new Date(now.getTime() + 86_400_000)),
      ),
    )
    .orderBy(asc(schedules.waktu_berangkat))
    .limit(1);
  if (!schedule) return null;
  const quotas = await quotasOfSchedule(db, schedule.id);
  const types = await cargoTypesByIds(
    db,
    quotas.map((quota) => quota.cargo_type_id),
  );
  const adult = quotas.find((quota) => types.get(quota.cargo_type_id)?.nama === "Penumpang Ekonomi Dewasa");
  return adult ? { id: schedule.id, adult: adult.ticket_price_id } : null;
}

/**
 * 'Booking Online' turned on with a demo bank account, and — when the demo customer exists — one online
 * booking of theirs waiting for payment with its transfer proof waiting for finance's verification.
 */
export async function seedOnlineBooking(db: Database, options: { dataDir?: string } = {}, now = new Date()) {
  await db.insert(systemSettings).values({ key: ONLINE_SECTION.key, value: DEMO_ONLINE_SETTINGS });
  const [user] = await db.select().from(users).where(eq(users.username, DEMO_CUSTOMER.email));
  const sailing = await laterSailing(db, now);
  if (user?.tipe_pengguna !== "pelanggan" || !sailing) return;
  const auth = { user, permissions: (await permissionsOf(db, user.id)).all } as unknown as AuthContext;
  const actor = { id: user.id, username: user.username, ip: null, user_agent: "demo-seed" };
  const person = (nama_lengkap: string, jenis_kelamin: "L" | "P", usia: number, nomor_identitas: string) => ({
    ticket_price_id: sailing.adult,
    nama_lengkap,
    jenis_identitas: "KTP",
    nomor_identitas,
    jenis_kelamin,
    usia,
  });
  const { id } = await createOnlineBooking(
    db,
    { auth, actor, idempotencyKey: "demo-online-booking", now },
    customerBookingSchema.parse({
      schedule_id: sailing.id,
      passengers: [
        person(DEMO_CUSTOMER.nama_lengkap, "L", 41, "3604011403850001"),
        person("Rina Hartono", "P", 38, "3604015507870002"),
      ],
    }),
  );
  let buktiUrl: string | null = null;
  if (options.dataDir) {
    await fs.mkdir(uploadRoot(options.dataDir), { recursive: true });
    await fs.writeFile(path.join(uploadRoot(options.dataDir), DEMO_PROOF_NAME), DEMO_PROOF);
    buktiUrl = `/uploads/${DEMO_PROOF_NAME}`;
  }
  const booking = await lockBooking(db, id);
  await bankTransferProvider.submitProof(db, booking, actor, {
    bukti_url: buktiUrl,
    content_type: "image/png",
  });
}
