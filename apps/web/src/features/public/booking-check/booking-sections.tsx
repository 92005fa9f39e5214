import type { PublicBooking } from "@ferry/shared/booking-check";
import { componentLabel } from "@ferry/shared/booking-components";
import { TICKET_TYPE_LABELS } from "@ferry/shared/bookings";
import type { ReactNode } from "react";
import { formatDateLong, formatRupiah, formatTime } from "../../../lib/format";

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-1.5">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

/** Route, ship, departure (origin port's zone) and arrival (destination's zone). */
export function TripInfo({ schedule }: { schedule: PublicBooking["schedule"] }) {
  if (!schedule) return null;
  const origin = schedule.route?.port_origin.zona_waktu;
  const destination = schedule.route?.port_destination.zona_waktu;
  return (
    <Section title="Informasi Perjalanan">
      <dl className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
        <Row label="Rute">{schedule.route?.nama_rute ?? "-"}</Row>
        <Row label="Kapal">{schedule.ship?.nama ?? "-"}</Row>
        <Row label="Keberangkatan">
          {formatDateLong(schedule.waktu_berangkat, origin)}, {formatTime(schedule.waktu_berangkat, origin)}
        </Row>
        <Row label="Tiba">
          {formatDateLong(schedule.waktu_tiba, destination)}, {formatTime(schedule.waktu_tiba, destination)}
        </Row>
      </dl>
    </Section>
  );
}

/** Passengers, vehicles (only above 0), discount (only when any), one row per fare component, total. */
export function CostSummary({ booking }: { booking: PublicBooking }) {
  return (
    <Section title="Ringkasan Biaya">
      <dl className="text-sm">
        <Row label="Penumpang">{formatRupiah(booking.subtotal_penumpang)}</Row>
        {booking.subtotal_kendaraan > 0 ? (
          <Row label="Kendaraan">{formatRupiah(booking.subtotal_kendaraan)}</Row>
        ) : null}
        {booking.total_potongan > 0 ? (
          <Row label="Potongan">- {formatRupiah(booking.total_potongan)}</Row>
        ) : null}
        {booking.komponen.map((component) => (
          <Row key={component.nama} label={componentLabel(component)}>
            {formatRupiah(component.jumlah)}
          </Row>
        ))}
        <div className="mt-2 flex justify-between border-t border-slate-200 pt-2 text-base font-bold dark:border-slate-700">
          <dt>Total</dt>
          <dd>{formatRupiah(booking.total_harga)}</dd>
        </div>
      </dl>
    </Section>
  );
}

const categoryOf = (person: PublicBooking["passengers"][number]) =>
  person.is_infant ? "Bayi" : person.is_child ? "Anak" : "Dewasa";

const TH = "px-3 py-2 text-left font-semibold";
const TD = "px-3 py-2";

export function PassengerTable({ passengers }: { passengers: PublicBooking["passengers"] }) {
  return (
    <Section title="Data Penumpang">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 dark:bg-slate-800">
            <tr>
              <th scope="col" className={TH}>
                No
              </th>
              <th scope="col" className={TH}>
                Nama
              </th>
              <th scope="col" className={TH}>
                Kategori
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {passengers.map((person, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: people have no public id; the order is fixed
              <tr key={index}>
                <td className={TD}>{index + 1}</td>
                <td className={TD}>{person.nama_lengkap}</td>
                <td className={TD}>{categoryOf(person)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

function vehicleClass(type: PublicBooking["vehicles"][number]["cargo_type"]): string {
  if (!type) return "-";
  return type.golongan ? `Gol ${type.golongan} · ${type.nama}` : type.nama;
}

export function VehicleList({ vehicles }: { vehicles: PublicBooking["vehicles"] }) {
  if (vehicles.length === 0) return null;
  return (
    <Section title="Data Kendaraan">
      <ul className="space-y-3">
        {vehicles.map((vehicle, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: vehicles have no public id; the order is fixed
            key={index}
            className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
          >
            <dl className="grid grid-cols-1 gap-x-8 gap-y-1 sm:grid-cols-2">
              <Row label="Golongan">{vehicleClass(vehicle.cargo_type)}</Row>
              <Row label="Nomor Kendaraan">{vehicle.nomor_kendaraan}</Row>
              <Row label="Pemilik">{vehicle.nama_pemilik}</Row>
              <Row label="Tipe Tiket">
                {TICKET_TYPE_LABELS[vehicle.tipe_tiket as keyof typeof TICKET_TYPE_LABELS] ??
                  vehicle.tipe_tiket}
              </Row>
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const IMPORTANT = [
  "Tiba di pelabuhan paling lambat 1 jam sebelum keberangkatan.",
  "Bawa kartu identitas yang masih berlaku saat check-in.",
  "Tunjukkan tiket (cetak atau di layar) kepada petugas saat naik kapal.",
  "Hubungi customer service bila membutuhkan bantuan.",
];

export function ImportantInfo() {
  return (
    <Section title="Informasi Penting">
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
        {IMPORTANT.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Section>
  );
}
