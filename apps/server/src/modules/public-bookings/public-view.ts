import type { PublicBooking, PublicBookingTickets } from "@ferry/shared/booking-check";
import { summarizeComponents } from "@ferry/shared/booking-components";
import { ticketsPrintable } from "@ferry/shared/documents";
import type { PresentedBooking } from "../bookings/index";

type Port = { nama: string; kode: string; zona_waktu: string };
type PublicTicketFields = {
  kode_tiket: string;
  status_tiket: string;
  tanggal_berlaku: string;
  tanggal_kadaluarsa: string;
};
const port = (value: Port): Port => ({ nama: value.nama, kode: value.kode, zona_waktu: value.zona_waktu });

/**
 * The booking as anyone holding its code may see it: built field by field from the staff view, so
 * nothing private (identity numbers, contacts, per-person prices, staff, payments, QR secrets) can leak.
 */
export function publicBooking(booking: PresentedBooking): PublicBooking {
  const schedule = booking.schedule;
  return {
    booking_code: booking.booking_code,
    status: booking.status,
    status_label: booking.status_label,
    created_at: booking.created_at,
    subtotal_penumpang: booking.subtotal_penumpang,
    subtotal_kendaraan: booking.subtotal_kendaraan,
    total_potongan: booking.total_potongan,
    biaya_komponen: booking.biaya_komponen,
    total_harga: booking.total_harga,
    komponen: booking.komponen,
    schedule: schedule
      ? {
          waktu_berangkat: schedule.waktu_berangkat,
          waktu_tiba: schedule.waktu_tiba,
          waktu_berangkat_awal: schedule.waktu_berangkat_awal,
          alasan_tunda: schedule.alasan_tunda,
          status: schedule.status,
          alasan_batal: schedule.alasan_batal,
          route: schedule.route
            ? {
                nama_rute: schedule.route.nama_rute,
                port_origin: port(schedule.route.port_origin),
                port_destination: port(schedule.route.port_destination),
              }
            : null,
          ship: schedule.ship ? { nama: schedule.ship.nama } : null,
        }
      : null,
    passengers: booking.passengers.map((person) => ({
      nama_lengkap: person.nama_lengkap,
      is_child: person.is_child,
      is_infant: person.is_infant,
      komponen: summarizeComponents(person.komponen),
    })),
    vehicles: booking.vehicles.map((vehicle) => ({
      cargo_type: vehicle.cargo_type
        ? { nama: vehicle.cargo_type.nama, golongan: vehicle.cargo_type.golongan }
        : null,
      nomor_kendaraan: vehicle.nomor_kendaraan,
      nama_pemilik: vehicle.nama_pemilik,
      tipe_tiket: vehicle.tipe_tiket,
      komponen: summarizeComponents(vehicle.komponen),
    })),
  };
}

/** The booking's tickets without ids or QR secrets; printable when paid or confirmed and issued. */
export function publicTickets(booking: PresentedBooking): PublicBookingTickets {
  const people = new Map(booking.passengers.map((person) => [person.id, person]));
  const vehicles = new Map(booking.vehicles.map((vehicle) => [vehicle.id, vehicle]));
  const validity = (ticket: PublicTicketFields) => ({
    kode_tiket: ticket.kode_tiket,
    status_tiket: ticket.status_tiket,
    tanggal_berlaku: ticket.tanggal_berlaku,
    tanggal_kadaluarsa: ticket.tanggal_kadaluarsa,
  });
  const byCode = (a: { kode_tiket: string }, b: { kode_tiket: string }) =>
    a.kode_tiket.localeCompare(b.kode_tiket);
  const passenger_tickets = booking.tickets.passenger_tickets
    .map((ticket) => ({
      ...validity(ticket),
      nama_lengkap: people.get(ticket.booking_passenger_id)?.nama_lengkap ?? "-",
    }))
    .sort(byCode);
  const vehicle_tickets = booking.tickets.vehicle_tickets
    .map((ticket) => {
      const vehicle = vehicles.get(ticket.booking_vehicle_id);
      return {
        ...validity(ticket),
        nomor_kendaraan: vehicle?.nomor_kendaraan ?? "-",
        golongan: vehicle?.cargo_type?.golongan ?? null,
      };
    })
    .sort(byCode);
  const issued = passenger_tickets.length + vehicle_tickets.length > 0;
  return { passenger_tickets, vehicle_tickets, print_available: ticketsPrintable(booking.status) && issued };
}
