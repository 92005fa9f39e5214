import type { PublicBookingTickets } from "@ferry/shared/booking-check";
import { ticketStatusLabel } from "@ferry/shared/gate";
import { CheckCircle2, Clock } from "lucide-react";

/** For a confirmed booking: 'Tiket Sudah Tersedia' with the count and the list, or 'Tiket Belum Tersedia'. */
export function TicketsBanner({
  tickets,
  loading,
  failed,
}: {
  tickets: PublicBookingTickets | undefined;
  loading: boolean;
  failed: boolean;
}) {
  if (loading) {
    return (
      <p role="status" className="rounded-xl bg-slate-100 p-4 text-sm dark:bg-slate-800">
        Memuat data tiket...
      </p>
    );
  }
  if (failed) {
    return (
      <p
        role="alert"
        className="rounded-xl bg-red-50 p-4 text-sm text-red-700 dark:bg-red-950 dark:text-red-300"
      >
        Gagal memuat data tiket
      </p>
    );
  }
  const people = tickets?.passenger_tickets ?? [];
  const vehicles = tickets?.vehicle_tickets ?? [];
  const total = people.length + vehicles.length;
  if (total === 0) {
    return (
      <section
        aria-label="Status tiket"
        className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      >
        <Clock className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <div>
          <h2 className="font-semibold">Tiket Belum Tersedia</h2>
          <p className="text-sm">Tiket untuk booking ini belum dibuat. Silakan hubungi admin.</p>
        </div>
      </section>
    );
  }
  return (
    <section
      aria-label="Status tiket"
      className="flex gap-3 rounded-xl border border-green-300 bg-green-50 p-4 text-green-900 dark:border-green-700 dark:bg-green-950 dark:text-green-100"
    >
      <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold">Tiket Sudah Tersedia</h2>
        <p className="text-sm">
          Total {total} tiket ({people.length} penumpang, {vehicles.length} kendaraan). Gunakan menu Cetak
          untuk melihat, mencetak atau mengunduh tiket.
        </p>
        <ul className="mt-2 space-y-1 text-sm" aria-label="Daftar tiket">
          {[
            ...people.map((ticket) => ({ ...ticket, name: ticket.nama_lengkap })),
            ...vehicles.map((ticket) => ({ ...ticket, name: ticket.nomor_kendaraan })),
          ].map((ticket) => (
            <li key={ticket.kode_tiket} className="flex flex-wrap gap-x-3">
              <span className="font-mono">{ticket.kode_tiket}</span>
              <span className="min-w-0 flex-1 truncate">{ticket.name}</span>
              <span>{ticketStatusLabel(ticket.status_tiket)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
