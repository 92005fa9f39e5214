import type { Reclassification } from "@ferry/shared/vehicle-reclassification";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, bookingVehicles, vehicleTickets } from "../../db/schema/bookings";
import { vehicleReclassifications } from "../../db/schema/reclassifications";
import { users } from "../../db/schema/users";
import { AppError } from "../../lib/app-error";

/** One reclassification as the gate, its receipt and the API show it (read inside the change's transaction). */
export async function getReclassification(db: Database, id: number): Promise<Reclassification> {
  const r = vehicleReclassifications;
  const [row] = await db
    .select({
      row: r,
      booking_code: bookings.booking_code,
      kode_tiket: vehicleTickets.kode_tiket,
      nomor_kendaraan: bookingVehicles.nomor_kendaraan,
      nama_pemilik: bookingVehicles.nama_pemilik,
      petugas: users.nama_lengkap,
    })
    .from(r)
    .innerJoin(bookings, eq(bookings.id, r.booking_id))
    .innerJoin(vehicleTickets, eq(vehicleTickets.id, r.vehicle_ticket_id))
    .innerJoin(bookingVehicles, eq(bookingVehicles.id, r.booking_vehicle_id))
    .innerJoin(users, eq(users.id, r.created_by))
    .where(eq(r.id, id));
  if (!row) throw new AppError("NOT_FOUND", "Reklasifikasi tidak ditemukan");
  const { row: found, ...names } = row;
  return {
    ...names,
    id: found.id,
    schedule_id: found.schedule_id,
    golongan_lama: found.golongan_lama,
    golongan_baru: found.golongan_baru,
    tipe_lama: found.tipe_lama,
    tipe_baru: found.tipe_baru,
    harga_lama: found.harga_lama,
    harga_baru: found.harga_baru,
    selisih: found.selisih,
    berubah: true,
    sisa_kuota_baru: null,
    panjang_m: found.panjang_cm / 100,
    berat_kg: found.berat_kg,
    method: found.method,
    refund_id: found.refund_id,
    created_at: found.created_at.toISOString(),
  };
}
