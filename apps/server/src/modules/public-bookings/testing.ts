import { expect } from "vitest";
import { adult, type SaleWorld, type StaffCaller } from "../../test/sales-fixtures";

export type SoldBooking = { id: number; booking_code: string; status: string; total_harga: number };

/** Sells 2 passengers (one child) and a car with its driver; paid in cash (confirmed) or left unpaid. */
export async function sell(world: SaleWorld, cashier: StaffCaller, paid: boolean): Promise<SoldBooking> {
  const response = await cashier.call("POST", "/bookings", {
    schedule_id: world.schedule.id,
    pemesan_nama: "Budi Santoso",
    pemesan_telepon: "081234567890",
    pemesan_email: "budi@contoh.id",
    passengers: [
      adult(world.adultPrice),
      { ...adult(world.adultPrice, "Adi Santoso"), is_child: true, usia: 8 },
    ],
    vehicles: [
      {
        ticket_price_id: world.carPrice,
        nomor_kendaraan: "P 1234 AB",
        nama_pemilik: "Budi Santoso",
        tipe_tiket: "kosong",
        riders: [{ nama_lengkap: "Joko Supir" }],
      },
    ],
    ...(paid ? { payment: { method: "tunai", amount: 222_800 } } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}
