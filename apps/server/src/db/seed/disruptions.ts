import { addDays, dayRange, todayIn } from "@ferry/shared/zoned-time";
import { cancelSchedule, moveBookings } from "../../modules/schedules/index";
import type { Database } from "../client";
import { pay, person, sailingFrom, sell, seller } from "./sales";

/** The reason the demo's cancelled sailing shows to passengers. */
export const DEMO_CANCEL_REASON = "Cuaca buruk: gelombang tinggi";

/**
 * A bad-weather day in the demo (decision on disruptions): the first Ketapang–Gilimanuk sailing three days
 * ahead had paid counter and agent sales and an unpaid booking when the operator cancelled it; two of its
 * bookings were already moved, free, to the next sailing, the others wait on 'Penumpang terdampak'. Made
 * through the real services; call after `seedSales` (the cashier's shift is open).
 */
export async function seedDisruptions(db: Database, now = new Date()): Promise<void> {
  const day = dayRange(addDays(todayIn("Asia/Jakarta", now), 3), "Asia/Jakarta").start;
  const sailing = await sailingFrom(db, "KTP-GLM", day);
  const kasir = await seller(db, "kasir");
  const agen = await seller(db, "agen");
  const operasional = await seller(db, "operasional");
  const buyers = [
    ["Wayan Sudarma", "081338112233", "wayan@example.com"],
    ["Rudi Hermawan", "081234500011", "rudi@example.com"],
    ["Lestari Ningsih", "085733221100", null],
    ["Joko Susilo", null, "joko@example.com"],
  ] as const;
  const sold: number[] = [];
  for (const [index, [nama, telepon, email]] of buyers.entries()) {
    const id = await sell(db, kasir, {
      schedule_id: sailing.id,
      pemesan_nama: nama,
      pemesan_telepon: telepon,
      pemesan_email: email,
      passengers: [person(sailing.adult, nama, index % 2 ? "P" : "L", 30 + index)],
      ...(index === 0
        ? {
            vehicles: [
              {
                ticket_price_id: sailing.golongan("IVA"),
                nomor_kendaraan: "DK 1234 AB",
                nama_pemilik: nama,
                tipe_tiket: "kosong",
              },
            ],
          }
        : {}),
    });
    await pay(db, kasir, id, "tunai");
    sold.push(id);
  }
  await sell(db, agen, {
    schedule_id: sailing.id,
    pemesan_nama: "Rombongan Bali Tour",
    passengers: [
      person(sailing.adult, "Ketut Arsana", "L", 40),
      person(sailing.adult, "Nyoman Sari", "P", 37),
    ],
  });
  await sell(db, kasir, {
    schedule_id: sailing.id,
    pemesan_nama: "Belum Bayar",
    pemesan_telepon: "081200000001",
    passengers: [person(sailing.adult, "Belum Bayar", "L", 28)],
  });
  await cancelSchedule(db, operasional.actor, sailing.id, DEMO_CANCEL_REASON, now);
  const next = await sailingFrom(db, "KTP-GLM", new Date(day.getTime() + 60_000 * 60 * 24));
  await moveBookings(
    db,
    operasional.actor,
    sailing.id,
    { target_schedule_id: next.id, booking_ids: sold.slice(0, 2) },
    now,
  );
}
