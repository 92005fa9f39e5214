import { BookingList } from "./booking-list/booking-list";

/** `/IIbooking-ekspedisi` 'Ekspedisi': expedition bookings; record or verify their payments, cancel. */
export default function ExpeditionBookingsPage() {
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Ekspedisi</h1>
        <p className="text-sm text-slate-500">
          Booking ekspedisi: catat pembayaran yang disetujui space-nya, verifikasi transfer, atau batalkan.
        </p>
      </div>
      <BookingList
        fixed={{ channel: "ekspedisi" }}
        filters={["status", "date", "code"]}
        actions={{ recordPayment: true, reviewPayments: true, cancel: true }}
        emptyText="Belum ada booking ekspedisi."
      />
    </div>
  );
}
