import { ticketStatusLabel } from "@ferry/shared/gate";
import type { Booking } from "../sales/api/booking-types";
import { stamp } from "../sales/booking-detail/detail-section";

/** The last minute a ticket is valid: its expiry is the (exclusive) end of the sailing day. */
const lastValid = (expiry: string | undefined) =>
  expiry ? stamp(new Date(Date.parse(expiry) - 1).toISOString()) : "-";

type TicketRow = { kode_tiket: string; holder: string; status_tiket: string; tanggal_kadaluarsa?: string };

/** A booking's tickets: code, who or which vehicle, status and validity. */
export function TicketTable({ booking }: { booking: Booking }) {
  const people = new Map(booking.passengers.map((person) => [person.id, person.nama_lengkap]));
  const vehicles = new Map(booking.vehicles.map((vehicle) => [vehicle.id, vehicle.nomor_kendaraan]));
  const rows: TicketRow[] = [
    ...booking.tickets.passenger_tickets.map((ticket) => ({
      ...ticket,
      holder: people.get(ticket.booking_passenger_id) ?? "-",
    })),
    ...booking.tickets.vehicle_tickets.map((ticket) => ({
      ...ticket,
      holder: vehicles.get(ticket.booking_vehicle_id) ?? "-",
    })),
  ];
  if (rows.length === 0) {
    return <p className="text-sm text-slate-500">Tiket belum diterbitkan untuk booking ini.</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Tiket booking {booking.booking_code}</caption>
        <thead className="bg-slate-50 text-left dark:bg-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2">
              Kode Tiket
            </th>
            <th scope="col" className="px-3 py-2">
              Penumpang / Kendaraan
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="px-3 py-2">
              Berlaku s.d.
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row.kode_tiket}>
              <td className="px-3 py-2 font-mono">{row.kode_tiket}</td>
              <td className="px-3 py-2">{row.holder}</td>
              <td className="px-3 py-2">{ticketStatusLabel(row.status_tiket)}</td>
              <td className="px-3 py-2">{lastValid(row.tanggal_kadaluarsa)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
