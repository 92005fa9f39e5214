import { FACILITIES, type FacilityKey } from "@ferry/shared/ships";
import { useState } from "react";
import { formatDateLong, formatDuration, formatTime } from "../../../lib/format";
import type { PublicSchedule } from "./api/schedules";

const IMPORTANT = [
  "Tiba di pelabuhan paling lambat 1 jam sebelum keberangkatan.",
  "Bawa kartu identitas yang masih berlaku saat check-in.",
  "Patuhi peraturan keselamatan selama pelayaran.",
  "Hubungi customer service bila membutuhkan bantuan.",
];

const NOTES = [
  "Fasilitas dapat berubah sewaktu-waktu tanpa pemberitahuan.",
  "Ikuti aturan penggunaan fasilitas di atas kapal.",
  "Laporkan fasilitas yang rusak kepada awak kapal.",
  "Beberapa fasilitas mungkin dikenakan biaya tambahan.",
];

/** The 'Info Jadwal' tab: route, ship, duration, opened date, remarks, timeline, important information. */
export function ScheduleInfoTab({ schedule }: { schedule: PublicSchedule }) {
  const origin = schedule.route?.port_origin;
  const destination = schedule.route?.port_destination;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="text-slate-500">Rute</dt>
          <dd className="font-semibold">{schedule.route?.nama_rute}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Kapal</dt>
          <dd className="font-semibold">{schedule.ship?.nama}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Durasi</dt>
          <dd className="font-semibold">{formatDuration(schedule.duration_minutes)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Dibuka</dt>
          <dd className="font-semibold">{formatDateLong(schedule.created_at, origin?.zona_waktu)}</dd>
        </div>
        {schedule.keterangan ? (
          <div>
            <dt className="text-slate-500">Keterangan</dt>
            <dd>{schedule.keterangan}</dd>
          </div>
        ) : null}
      </dl>
      <div>
        <ol className="mb-6 space-y-3 border-l-2 border-navy-500 pl-4 text-sm">
          <li>
            <p className="font-semibold">Keberangkatan · {origin?.nama}</p>
            <p>
              {formatDateLong(schedule.waktu_berangkat, origin?.zona_waktu)},{" "}
              {formatTime(schedule.waktu_berangkat, origin?.zona_waktu)}
            </p>
          </li>
          <li>
            <p className="font-semibold">Kedatangan · {destination?.nama}</p>
            <p>
              {formatDateLong(schedule.waktu_tiba, destination?.zona_waktu)},{" "}
              {formatTime(schedule.waktu_tiba, destination?.zona_waktu)}
            </p>
          </li>
        </ol>
        <h3 className="mb-2 font-semibold">Informasi Penting</h3>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {IMPORTANT.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The 'Fasilitas Kapal' tab: ship image (with placeholder), status, facilities and notes. */
export function ShipFacilitiesTab({ schedule }: { schedule: PublicSchedule }) {
  const ship = schedule.ship;
  const [broken, setBroken] = useState(false);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div>
        {ship?.gambar && !broken ? (
          <img
            src={ship.gambar}
            alt={ship.nama}
            onError={() => setBroken(true)}
            className="h-56 w-full rounded-lg object-cover"
          />
        ) : (
          <div className="flex h-56 items-center justify-center rounded-lg bg-slate-100 text-slate-500 dark:bg-slate-800">
            Gambar kapal belum tersedia
          </div>
        )}
        <p className="mt-3 text-lg font-semibold">
          {ship?.nama} <span className="text-sm text-slate-500">({ship?.kode_kapal})</span>
        </p>
        <p
          className={
            ship?.status_operasional === "Aktif" ? "text-green-700 dark:text-green-400" : "text-red-600"
          }
        >
          {ship?.status_operasional}
        </p>
      </div>
      <div>
        <h3 className="mb-2 font-semibold">Fasilitas</h3>
        <ul className="mb-4 grid grid-cols-2 gap-2 text-sm">
          {(ship?.fasilitas ?? []).map((key) => (
            <li key={key} className="rounded bg-slate-100 px-2 py-1 dark:bg-slate-800">
              {FACILITIES[key as FacilityKey] ?? "Fasilitas lainnya"}
            </li>
          ))}
        </ul>
        <h3 className="mb-2 font-semibold">Catatan</h3>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {NOTES.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
