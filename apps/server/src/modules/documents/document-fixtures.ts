import type { FastifyInstance } from "fastify";
import { adult, type SaleWorld, type StaffCaller } from "../../test/sales-fixtures";

/** Test support: a counter sale of adults (and optionally a car), paid in cash unless `unpaid`. */
export async function sell(
  state: { world: SaleWorld; cashier: StaffCaller },
  names: string[],
  options: { car?: boolean; unpaid?: boolean } = {},
) {
  const { world, cashier } = state;
  const vehicles = options.car
    ? [
        {
          ticket_price_id: world.carPrice,
          nomor_kendaraan: "P 1234 AB",
          nama_pemilik: "Budi Santoso",
          tipe_tiket: "muat",
        },
      ]
    : [];
  const total = names.length * 11_400 + vehicles.length * 230_000;
  const response = await cashier.call("POST", "/bookings", {
    schedule_id: world.schedule.id,
    pemesan_nama: "Budi Santoso",
    passengers: names.map((name) => adult(world.adultPrice, name)),
    vehicles,
    payment: options.unpaid ? null : { method: "tunai", amount: total },
  });
  if (response.statusCode !== 201) throw new Error(`sale: ${response.statusCode} ${response.body}`);
  return response.json().data as { id: number; booking_code: string; status: string };
}

/** A GET without a token. */
export function getPublic(app: FastifyInstance, url: string) {
  return app.inject({ method: "GET", url: `/api${url}` });
}
