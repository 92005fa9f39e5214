import { DEFAULT_RECLASSIFICATION_SETTINGS } from "@ferry/shared/vehicle-reclassification";
import { eq } from "drizzle-orm";
import { ticketsOfBooking } from "../../modules/bookings/index";
import { openShift } from "../../modules/cashier-shifts/index";
import {
  reclassifyVehicle,
  saveReclassificationSettings,
} from "../../modules/vehicle-reclassification/index";
import type { Database } from "../client";
import { ports } from "../schema/voyage";
import { pay, person, sailingFrom, sell, seller } from "./sales";

/** The demo's vehicle gate at Ketapang, where the gate officer's own shift takes the money (decision 033). */
export const DEMO_VEHICLE_GATE = "Gerbang Kendaraan Ketapang";

/**
 * 'Ukur Ulang' in the demo (decision 033): Ketapang weighs vehicles (limit 40.000 kg); on the next
 * Ketapang–Gilimanuk sailing a car sold as golongan IVA measured 6,3 m at the gate is a VA vehicle, charged
 * the difference in cash in the gate officer's open shift, so 'Reklasifikasi Kendaraan' on /pelayaran-laporan
 * shows one after the first start. Made through the real services; call after `seedSales`.
 */
export async function seedReclassification(db: Database, now = new Date()): Promise<void> {
  const superadmin = await seller(db, "superadmin");
  const [ketapang] = await db.select({ id: ports.id }).from(ports).where(eq(ports.kode, "KTP"));
  if (!ketapang) throw new Error("demo port KTP missing");
  await saveReclassificationSettings(db, superadmin.actor, {
    ...DEFAULT_RECLASSIFICATION_SETTINGS,
    timbangan: [{ port_id: ketapang.id, batas_berat_kg: 40_000 }],
  });
  const sailing = await sailingFrom(db, "KTP-GLM", now);
  const kasir = await seller(db, "kasir");
  const booking = await sell(db, kasir, {
    schedule_id: sailing.id,
    pemesan_nama: "Komang Arsana",
    pemesan_telepon: "081339445566",
    passengers: [person(sailing.adult, "Ni Luh Sari", "P", 36)],
    vehicles: [
      {
        ticket_price_id: sailing.golongan("IVA"),
        nomor_kendaraan: "DK 1771 AB",
        nama_pemilik: "Komang Arsana",
        tipe_tiket: "kosong",
        riders: [{ nama_lengkap: "Komang Arsana" }],
      },
    ],
  });
  await pay(db, kasir, booking, "tunai");
  const officer = await seller(db, "embarkasi");
  await openShift(db, officer.actor, { loket: DEMO_VEHICLE_GATE, modal_awal: 0 });
  const car = (await ticketsOfBooking(db, booking)).find((ticket) => ticket.jenis === "kendaraan");
  if (!car) throw new Error("demo car ticket missing");
  await reclassifyVehicle(db, officer.actor, car.id, {
    panjang_m: 6.3,
    berat_kg: 3_200,
    tipe_tiket: "kosong",
    method: "tunai",
    reference: null,
  });
}
