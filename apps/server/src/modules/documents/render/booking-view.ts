import { BOOKING_CHANNEL_LABELS, bookingStatusLabel } from "@ferry/shared/bookings";
import { ticketsPrintable } from "@ferry/shared/documents";
import { TRANSPORT_FARE_LABEL } from "@ferry/shared/fare-components";
import type { PresentedBooking } from "../../bookings/index";
import { componentRows, type Recipients } from "./fare-lines";
import { formatDateTime, formatRupiah } from "./format";
import { ARRIVAL_NOTICE, passengerCategory, vehicleClass, vehicleTicketType } from "./ticket-view";
import type { CompanyView, Row, TableColumn } from "./view";

export type TableView = {
  title: string;
  columns: TableColumn[];
  rows: string[][];
};

/** The booking document (A4): what was booked, for which sailing, what it costs and its status. */
export type BookingDocumentView = {
  kind: "booking";
  company: CompanyView;
  title: string;
  booking_code: string;
  status: string;
  status_label: string;
  summary: Row[];
  voyage: Row[];
  tables: TableView[];
  totals: (Row & { strong?: boolean })[];
  notes: string[];
};

function statusNote(status: string): string {
  if (status === "cancel") return "Booking ini telah dibatalkan dan tidak berlaku untuk perjalanan.";
  if (ticketsPrintable(status)) return "Pembayaran selesai. Tiket dapat dicetak dengan kode booking ini.";
  return "Tiket dapat dicetak setelah pembayaran selesai.";
}

export function bookingDocumentView(
  booking: PresentedBooking,
  company: CompanyView,
  recipients: Recipients,
): BookingDocumentView {
  const schedule = booking.schedule;
  const origin = schedule?.route?.port_origin;
  const destination = schedule?.route?.port_destination;
  const originZone = origin?.zona_waktu ?? "Asia/Jakarta";
  const at = (iso: string | undefined, zone: string) => (iso ? formatDateTime(new Date(iso), zone) : "-");
  const channel = BOOKING_CHANNEL_LABELS[booking.channel as keyof typeof BOOKING_CHANNEL_LABELS];

  const passengers: TableView = {
    title: "Penumpang",
    columns: [
      { header: "No", width: 0.06 },
      { header: "Nama", width: 0.38 },
      { header: "Kategori", width: 0.14 },
      { header: "Kelas", width: 0.24 },
      { header: "Harga", width: 0.18, align: "right" },
    ],
    rows: booking.passengers.map((person, index) => [
      String(index + 1),
      person.nama_lengkap,
      passengerCategory(person),
      person.cargo_type?.kelas ?? person.cargo_type?.nama ?? "-",
      formatRupiah(person.harga - person.potongan),
    ]),
  };
  const vehicles: TableView = {
    title: "Kendaraan",
    columns: [
      { header: "No", width: 0.06 },
      { header: "Golongan", width: 0.26 },
      { header: "Nomor", width: 0.16 },
      { header: "Pemilik", width: 0.24 },
      { header: "Tipe", width: 0.1 },
      { header: "Harga", width: 0.18, align: "right" },
    ],
    rows: booking.vehicles.map((vehicle, index) => [
      String(index + 1),
      vehicleClass(vehicle),
      vehicle.nomor_kendaraan,
      vehicle.nama_pemilik,
      vehicleTicketType(vehicle),
      formatRupiah(vehicle.harga - vehicle.potongan),
    ]),
  };

  const totals: BookingDocumentView["totals"] = [
    { label: "Subtotal Penumpang", value: formatRupiah(booking.subtotal_penumpang) },
    { label: "Subtotal Kendaraan", value: formatRupiah(booking.subtotal_kendaraan) },
  ];
  if (booking.total_potongan > 0)
    totals.push({ label: "Potongan", value: `- ${formatRupiah(booking.total_potongan)}` });
  const transport = booking.total_harga - booking.biaya_komponen;
  totals.push(
    { label: TRANSPORT_FARE_LABEL, value: formatRupiah(transport) },
    ...componentRows(booking.komponen, recipients),
    { label: "Total", value: formatRupiah(booking.total_harga), strong: true },
  );
  totals.push({ label: "Dibayar", value: formatRupiah(booking.total_dibayar) });
  if (booking.sisa_tagihan > 0)
    totals.push({ label: "Sisa Tagihan", value: formatRupiah(booking.sisa_tagihan), strong: true });

  return {
    kind: "booking",
    company,
    title: "BUKTI PEMESANAN",
    booking_code: booking.booking_code,
    status: booking.status,
    status_label: bookingStatusLabel(booking.status),
    summary: [
      { label: "Kode Booking", value: booking.booking_code },
      { label: "Status", value: bookingStatusLabel(booking.status) },
      { label: "Tanggal Pemesanan", value: at(booking.created_at, originZone) },
      { label: "Pemesan", value: booking.pemesan_nama },
      ...(booking.pemesan_telepon ? [{ label: "Telepon", value: booking.pemesan_telepon }] : []),
      { label: "Kanal", value: channel ?? booking.channel },
    ],
    voyage: [
      { label: "Rute", value: schedule?.route?.nama_rute ?? "-" },
      { label: "Asal", value: origin?.nama ?? "-" },
      { label: "Tujuan", value: destination?.nama ?? "-" },
      { label: "Kapal", value: schedule?.ship?.nama ?? "-" },
      { label: "Berangkat", value: at(schedule?.waktu_berangkat, originZone) },
      { label: "Tiba", value: at(schedule?.waktu_tiba, destination?.zona_waktu ?? originZone) },
    ],
    tables: [passengers, vehicles].filter((table) => table.rows.length > 0),
    totals,
    notes: [statusNote(booking.status), ARRIVAL_NOTICE],
  };
}
