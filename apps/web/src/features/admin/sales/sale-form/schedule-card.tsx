import { ArrowRight, Ship } from "lucide-react";
import { DEFAULT_ZONE, formatDateLong, formatTime } from "../../../../lib/format";
import type { SaleSchedule, SaleSeat, ScheduleInfo } from "../api/booking-types";

/** Departure in the origin port's zone, arrival in the destination's (`08.00 WIB → 09.15 WITA`). */
export function scheduleTimes(schedule: ScheduleInfo) {
  const origin = schedule.route?.port_origin.zona_waktu ?? DEFAULT_ZONE;
  const destination = schedule.route?.port_destination.zona_waktu ?? DEFAULT_ZONE;
  return {
    date: formatDateLong(schedule.waktu_berangkat, origin),
    departure: formatTime(schedule.waktu_berangkat, origin),
    arrival: formatTime(schedule.waktu_tiba, destination),
  };
}

function SeatChip({ seat }: { seat: SaleSeat }) {
  const type = seat.cargo_type;
  const name = type?.golongan ? `Gol ${type.golongan}` : (type?.kelas ?? type?.nama ?? "-");
  const age = type?.kelompok_umur && type.kelompok_umur !== "Dewasa" ? ` ${type.kelompok_umur}` : "";
  return (
    <li
      className={`rounded px-1.5 py-0.5 ${seat.sisa_kuota > 0 ? "bg-slate-100 dark:bg-slate-800" : "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300"}`}
    >
      {name}
      {age}: <strong>{seat.sisa_kuota}</strong>
    </li>
  );
}

/** One sailing to choose: times, route, ship and the seats left per class. */
export function ScheduleCard({
  schedule,
  selected,
  onSelect,
}: {
  schedule: SaleSchedule;
  selected: boolean;
  onSelect?: () => void;
}) {
  const times = scheduleTimes(schedule);
  const seats = schedule.available_seats.filter((seat) => seat.cargo_type && seat.ticket_price_id !== null);
  const passengers = seats.filter((seat) => seat.cargo_type?.kategori === "penumpang");
  const vehicles = seats.filter((seat) => seat.cargo_type?.kategori !== "penumpang");
  const body = (
    <>
      <div className="flex flex-wrap items-center gap-2 text-lg font-bold">
        {times.departure}
        <ArrowRight className="h-4 w-4 text-slate-400" aria-hidden="true" />
        <span className="font-medium text-slate-600 dark:text-slate-300">{times.arrival}</span>
      </div>
      <p className="text-sm">
        {schedule.route?.kode_rute} · {schedule.route?.nama_rute}
      </p>
      <p className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-300">
        <Ship className="h-3.5 w-3.5" aria-hidden="true" /> {schedule.ship?.nama ?? "-"} · {times.date}
      </p>
      <p className="mt-2 text-xs font-medium text-slate-600 dark:text-slate-300">Sisa kuota</p>
      <ul className="mt-1 flex flex-wrap gap-1 text-xs" aria-label="Sisa kuota penumpang">
        {passengers.map((seat) => (
          <SeatChip key={seat.id} seat={seat} />
        ))}
      </ul>
      {vehicles.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-1 text-xs" aria-label="Sisa kuota kendaraan">
          {vehicles.map((seat) => (
            <SeatChip key={seat.id} seat={seat} />
          ))}
        </ul>
      ) : null}
    </>
  );
  const frame = `block w-full rounded-lg border p-3 text-left ${selected ? "border-navy-600 bg-navy-50 ring-2 ring-navy-100 dark:bg-slate-800" : "border-slate-200 bg-white hover:border-navy-500 dark:border-slate-700 dark:bg-slate-900"}`;
  if (!onSelect) return <div className={frame}>{body}</div>;
  return (
    <button type="button" aria-pressed={selected} onClick={onSelect} className={frame}>
      {body}
    </button>
  );
}
