import { bookingStatusLabel, TICKET_TYPE_LABELS } from "@ferry/shared/bookings";
import type { PaperSize, TicketTemplate } from "@ferry/shared/documents";
import { ticketStatusLabel } from "@ferry/shared/gate";
import type { TicketedBooking } from "../../bookings/index";
import { fareRows, type Recipients } from "./fare-lines";
import { formatDateTime, formatValidUntil } from "./format";
import type { CompanyView, Row } from "./view";

/** One ticket as printed: a passenger's or a vehicle's, with the secret its QR code carries. */
export type TicketView = {
  title: string;
  kode_tiket: string;
  /** The QR content. Never an id: the scanner looks the ticket up by this secret. */
  qr_secret: string;
  /** The big line: the passenger's name or the vehicle's number. */
  holder: string;
  rows: Row[];
  status: string;
  status_label: string;
};

export type TicketDocumentView = {
  kind: "tickets";
  template: TicketTemplate;
  paper: PaperSize | "thermal";
  company: CompanyView;
  booking_code: string;
  booking_status_label: string;
  tickets: TicketView[];
  /** The terms (`/terms-condition`), one item per line; empty for the `thermal` template. */
  terms: string[];
  notice: string;
};

export type TicketViewInput = {
  booking: TicketedBooking;
  /** `kode_tiket` -> `qr_secret` of the booking's tickets. */
  secrets: ReadonlyMap<string, string>;
  company: CompanyView;
  terms: string;
  template: TicketTemplate;
  paper: PaperSize;
  /** Who the third parties' components are collected for. */
  recipients: Recipients;
};

type Passenger = TicketedBooking["passengers"][number];
type Vehicle = TicketedBooking["vehicles"][number];

export const ARRIVAL_NOTICE = "Harap tiba di pelabuhan paling lambat 1 jam sebelum keberangkatan.";

export function passengerCategory(person: Pick<Passenger, "is_child" | "is_infant">): string {
  if (person.is_infant) return "Bayi";
  return person.is_child ? "Anak" : "Dewasa";
}

export function termLines(terms: string): string[] {
  return terms
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** The tickets of a booking as documents print them, in ticket-code order (passengers, then vehicles). */
export function ticketDocumentView(input: TicketViewInput): TicketDocumentView {
  const { booking } = input;
  const schedule = booking.schedule;
  const zone = schedule?.route?.port_origin.zona_waktu ?? "Asia/Jakarta";
  const voyage: Row[] = [
    { label: "Rute", value: schedule?.route?.nama_rute ?? "-" },
    { label: "Kapal", value: schedule?.ship?.nama ?? "-" },
    {
      label: "Berangkat",
      value: schedule ? formatDateTime(new Date(schedule.waktu_berangkat), zone) : "-",
    },
  ];
  const people = new Map(booking.passengers.map((person) => [person.id, person]));
  const vehicles = new Map(booking.vehicles.map((vehicle) => [vehicle.id, vehicle]));
  const common = (ticket: { kode_tiket: string; status_tiket: string; tanggal_kadaluarsa: string }) => ({
    kode_tiket: ticket.kode_tiket,
    qr_secret: input.secrets.get(ticket.kode_tiket) ?? "",
    status: ticket.status_tiket,
    status_label: ticketStatusLabel(ticket.status_tiket),
    validity: formatValidUntil(new Date(ticket.tanggal_kadaluarsa), zone),
  });
  const head = (kode: string): Row[] => [
    { label: "Kode Booking", value: booking.booking_code },
    { label: "Kode Tiket", value: kode },
  ];
  type Priced = Pick<Passenger, "harga" | "potongan" | "komponen">;
  const tail = (kelas: string | null, line: Priced | undefined, validity: string, status: string): Row[] => [
    ...voyage,
    ...(kelas === null ? [] : [{ label: "Kelas", value: kelas }]),
    ...fareRows(line ? line.harga - line.potongan : 0, line?.komponen ?? [], input.recipients),
    { label: "Berlaku s.d.", value: validity },
    { label: "Status", value: status },
  ];

  const passengerTickets = booking.tickets.passenger_tickets.map((ticket): TicketView => {
    const person = people.get(ticket.booking_passenger_id);
    const base = common(ticket);
    const vehicle = person?.vehicle_id ? vehicles.get(person.vehicle_id) : undefined;
    return {
      title: "TIKET PENUMPANG",
      kode_tiket: base.kode_tiket,
      qr_secret: base.qr_secret,
      holder: person?.nama_lengkap ?? "-",
      rows: [
        ...head(base.kode_tiket),
        { label: "Nama", value: person?.nama_lengkap ?? "-" },
        { label: "Kategori", value: person ? passengerCategory(person) : "-" },
        ...(vehicle ? [{ label: "Kendaraan", value: vehicle.nomor_kendaraan }] : []),
        ...tail(passengerClass(person), person, base.validity, base.status_label),
      ],
      status: base.status,
      status_label: base.status_label,
    };
  });

  const vehicleTickets = booking.tickets.vehicle_tickets.map((ticket): TicketView => {
    const vehicle = vehicles.get(ticket.booking_vehicle_id);
    const base = common(ticket);
    return {
      title: "TIKET KENDARAAN",
      kode_tiket: base.kode_tiket,
      qr_secret: base.qr_secret,
      holder: vehicle?.nomor_kendaraan ?? "-",
      rows: [
        ...head(base.kode_tiket),
        { label: "Golongan", value: vehicleClass(vehicle) },
        { label: "Nomor Kendaraan", value: vehicle?.nomor_kendaraan ?? "-" },
        { label: "Pemilik", value: vehicle?.nama_pemilik ?? "-" },
        { label: "Tipe Tiket", value: vehicleTicketType(vehicle) },
        // A vehicle's class is its golongan, already shown above.
        ...tail(null, vehicle, base.validity, base.status_label),
      ],
      status: base.status,
      status_label: base.status_label,
    };
  });

  const byCode = (a: TicketView, b: TicketView) => a.kode_tiket.localeCompare(b.kode_tiket);
  return {
    kind: "tickets",
    template: input.template,
    paper: input.template === "normal" ? input.paper : "thermal",
    company: input.company,
    booking_code: booking.booking_code,
    booking_status_label: bookingStatusLabel(booking.status),
    tickets: [...passengerTickets.sort(byCode), ...vehicleTickets.sort(byCode)],
    terms: input.template === "thermal" ? [] : termLines(input.terms),
    notice: ARRIVAL_NOTICE,
  };
}

function passengerClass(person: Passenger | undefined): string {
  return person?.cargo_type?.kelas ?? person?.cargo_type?.nama ?? "-";
}

export function vehicleClass(vehicle: Vehicle | undefined): string {
  const type = vehicle?.cargo_type;
  if (!type) return "-";
  return type.golongan ? `Golongan ${type.golongan} (${type.nama})` : type.nama;
}

export function vehicleTicketType(vehicle: Pick<Vehicle, "tipe_tiket"> | undefined): string {
  if (!vehicle) return "-";
  return TICKET_TYPE_LABELS[vehicle.tipe_tiket as keyof typeof TICKET_TYPE_LABELS] ?? vehicle.tipe_tiket;
}
