import { GENDER_LABELS, TICKET_TYPE_LABELS } from "@ferry/shared/bookings";
import { formatRupiah } from "../../../../lib/format";
import type { Booking, BookingPassenger } from "../api/booking-types";
import { AGE_GROUP_LABELS, ageGroupOf } from "../sale-form/sale-values";
import { DetailSection } from "./detail-section";

function PersonLine({ person }: { person: BookingPassenger }) {
  const identity = [
    person.jenis_identitas && person.nomor_identitas
      ? `${person.jenis_identitas} ${person.nomor_identitas}`
      : null,
    person.jenis_kelamin ? GENDER_LABELS[person.jenis_kelamin as "L" | "P"] : null,
    person.usia !== null ? `${person.usia} th` : null,
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap justify-between gap-x-3 py-1 text-sm">
      <span>
        <span className="font-medium">{person.nama_lengkap}</span>{" "}
        <span className="text-slate-500">
          · {person.cargo_type?.nama ?? "-"} · {AGE_GROUP_LABELS[ageGroupOf(person)]}
          {identity.length ? ` · ${identity.join(" · ")}` : ""}
        </span>
        {person.free_rider ? <span className="ml-1 text-xs text-green-700">(gratis)</span> : null}
        {!person.seat_taken ? <span className="ml-1 text-xs text-slate-500">(tanpa kursi)</span> : null}
      </span>
      <span className="whitespace-nowrap">
        {formatRupiah(person.harga)}
        {person.potongan > 0 ? (
          <span className="ml-1 text-xs text-green-700">−{formatRupiah(person.potongan)}</span>
        ) : null}
      </span>
    </li>
  );
}

/** The booking's passengers, then its vehicles with their riders grouped under each. */
export function BookingPeople({ booking }: { booking: Booking }) {
  const walking = booking.passengers.filter((person) => person.vehicle_id === null);
  return (
    <>
      {walking.length > 0 ? (
        <DetailSection title={`Penumpang (${walking.length})`}>
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {walking.map((person) => (
              <PersonLine key={person.id} person={person} />
            ))}
          </ul>
        </DetailSection>
      ) : null}
      {booking.vehicles.length > 0 ? (
        <DetailSection title={`Kendaraan (${booking.vehicles.length})`}>
          <ul className="space-y-3">
            {booking.vehicles.map((vehicle) => {
              const riders = booking.passengers.filter((person) => person.vehicle_id === vehicle.id);
              return (
                <li key={vehicle.id} className="rounded-lg border border-slate-200 p-2 dark:border-slate-700">
                  <div className="flex flex-wrap justify-between gap-x-3 text-sm">
                    <span>
                      <span className="font-mono font-semibold">{vehicle.nomor_kendaraan}</span>{" "}
                      <span className="text-slate-500">
                        · {vehicle.cargo_type?.golongan ? `Gol ${vehicle.cargo_type.golongan} · ` : ""}
                        {vehicle.cargo_type?.nama ?? "-"} ·{" "}
                        {TICKET_TYPE_LABELS[vehicle.tipe_tiket as "kosong" | "muat"] ?? vehicle.tipe_tiket} ·
                        pemilik {vehicle.nama_pemilik}
                      </span>
                    </span>
                    <span className="whitespace-nowrap">
                      {formatRupiah(vehicle.harga)}
                      {vehicle.potongan > 0 ? (
                        <span className="ml-1 text-xs text-green-700">−{formatRupiah(vehicle.potongan)}</span>
                      ) : null}
                    </span>
                  </div>
                  {vehicle.muatan_keterangan || vehicle.berat_kg !== null ? (
                    <p className="text-xs text-slate-500">
                      Muatan: {vehicle.muatan_keterangan ?? "-"}
                      {vehicle.berat_kg !== null ? ` · ${vehicle.berat_kg.toLocaleString("id-ID")} kg` : ""}
                    </p>
                  ) : null}
                  <ul
                    aria-label={`Penumpang kendaraan ${vehicle.nomor_kendaraan}`}
                    className="mt-1 ml-2 border-l border-slate-200 pl-3 dark:border-slate-700"
                  >
                    {riders.length === 0 ? <li className="text-xs text-slate-500">Tanpa penumpang</li> : null}
                    {riders.map((person) => (
                      <PersonLine key={person.id} person={person} />
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </DetailSection>
      ) : null}
    </>
  );
}
