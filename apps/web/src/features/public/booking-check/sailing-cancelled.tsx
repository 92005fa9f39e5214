import type { PublicBooking } from "@ferry/shared/booking-check";
import { CANCELLED_CHOICES, cancelledLabel } from "@ferry/shared/sailing-notices";

/**
 * The booking check of a booking whose sailing the operator cancelled: the reason, and what the passenger
 * may do (a booking still held), or that nothing is owed (an unpaid booking cancelled with the sailing).
 */
export function SailingCancelled({ booking }: { booking: PublicBooking }) {
  const schedule = booking.schedule;
  if (schedule?.status !== "batal") return null;
  return (
    <section
      aria-labelledby="sailing-cancelled-title"
      className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <h2 id="sailing-cancelled-title" className="text-lg font-bold">
        Pelayaran Anda dibatalkan oleh operator
      </h2>
      <p className="font-semibold">{cancelledLabel(schedule.alasan_batal)}</p>
      {booking.status === "cancel" ? (
        <p className="mt-2">Booking ini belum lunas dan ikut dibatalkan; tidak ada yang perlu dibayar.</p>
      ) : (
        <>
          <p className="mt-2">
            Booking dan pembayaran Anda tetap tercatat, tetapi tiketnya tidak dapat dipakai naik kapal pada
            pelayaran ini. Yang dapat Anda lakukan:
          </p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {CANCELLED_CHOICES.map((choice) => (
              <li key={choice}>{choice}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
