import type { ScheduleSeat } from "@ferry/shared/schedules";
import { formatRupiah } from "../../../lib/format";

/** A schedule's price entries with their remaining quota (capacity minus seats held). */
export function ScheduleSeats({ seats }: { seats: readonly ScheduleSeat[] }) {
  if (seats.length === 0)
    return <p className="text-sm text-slate-500">Belum ada harga dan kuota untuk jadwal ini.</p>;
  return (
    <table className="w-full text-sm">
      <thead className="text-xs text-slate-500 uppercase">
        <tr>
          <th className="py-1 text-left">Jenis muatan</th>
          <th className="py-1 text-right">Harga</th>
          <th className="py-1 text-right">Harga muat</th>
          <th className="py-1 text-right">Kapasitas</th>
          <th className="py-1 text-right">Terjual</th>
          <th className="py-1 text-right">Sisa kuota</th>
        </tr>
      </thead>
      <tbody>
        {seats.map((seat) => (
          <tr key={seat.id}>
            <td className="py-1">
              {seat.cargo_type?.golongan
                ? `Gol ${seat.cargo_type.golongan} · ${seat.cargo_type.nama}`
                : seat.cargo_type?.nama}
            </td>
            <td className="py-1 text-right">{formatRupiah(seat.harga)}</td>
            <td className="py-1 text-right">
              {seat.harga_muatan === null ? "-" : formatRupiah(seat.harga_muatan)}
            </td>
            <td className="py-1 text-right">{seat.kapasitas}</td>
            <td className="py-1 text-right">{seat.terjual}</td>
            <td className={`py-1 text-right font-semibold ${seat.sisa_kuota === 0 ? "text-red-600" : ""}`}>
              {seat.sisa_kuota}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
