import { type PlacesPart, placesLeftParts } from "@ferry/shared/places-left";
import { useSearchParams } from "react-router";
import { blockControlClass } from "../../../components/form/control-class";
import { Button } from "../../../components/ui/button";
import { formatDateLong, formatTime } from "../../../lib/format";
import { useAvailableSchedules, usePublicPorts } from "./api/schedules";
import { CancelledNotice } from "./cancelled-notice";
import { DelayedNotice } from "./delayed-notice";
import { QUOTA_CLASSES, quotaTone } from "./quota";

/** A count on the board, coloured like the quota (green, yellow, red), `Habis` at zero, `-` if not carried. */
function BoardCount({ part }: { part: PlacesPart | undefined }) {
  if (!part) return <td className="px-3 py-2 text-right text-slate-400">-</td>;
  const tone = QUOTA_CLASSES[quotaTone(part.count)].text.replace(/dark:\S+/, "");
  return (
    <td className={`px-3 py-2 text-right font-bold ${tone}`}>{part.count === 0 ? "Habis" : part.count}</td>
  );
}

/** /jadwal-publik: a departures board of today's and upcoming sailings, by port, with seats left. */
export function DeparturesBoardPage() {
  const [params, setParams] = useSearchParams();
  const port = params.get("port") ?? "";
  const ports = usePublicPorts();
  const board = useAvailableSchedules({
    origin_port_id: port || undefined,
    per_page: 40,
    sort_by: "waktu_berangkat",
  });
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-1 text-3xl font-bold">Papan Keberangkatan</h1>
      <p className="mb-6 text-slate-500">
        Keberangkatan hari ini dan berikutnya beserta sisa kursi penumpang dan tempat kendaraan, diperbarui
        setiap menit.
      </p>
      <label className="mb-4 block max-w-xs text-sm">
        <span className="mb-1 block font-medium">Pelabuhan keberangkatan</span>
        <select
          value={port}
          onChange={(event) =>
            setParams(event.target.value ? { port: event.target.value } : {}, { replace: true })
          }
          className={blockControlClass}
        >
          <option value="">Semua pelabuhan</option>
          {(ports.data ?? []).map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.nama}
            </option>
          ))}
        </select>
      </label>
      {board.isLoading ? (
        <p className="text-slate-500">Memuat jadwal...</p>
      ) : board.error ? (
        <div role="alert" className="text-red-600">
          <p className="mb-2">Gagal memuat jadwal pelayaran</p>
          <Button variant="secondary" onClick={() => void board.refetch()}>
            Coba Lagi
          </Button>
        </div>
      ) : board.data?.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-500">
          Tidak ada jadwal ditemukan
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl bg-navy-900 p-2 text-white">
          <table className="min-w-full font-mono text-sm">
            <thead className="text-left text-xs text-sky-300 uppercase">
              <tr>
                <th className="px-3 py-2">Tanggal</th>
                <th className="px-3 py-2">Jam</th>
                <th className="px-3 py-2">Tujuan</th>
                <th className="px-3 py-2">Kapal</th>
                <th className="px-3 py-2 text-right">Kursi penumpang</th>
                <th className="px-3 py-2 text-right">Tempat kendaraan</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-navy-700">
              {board.data?.data.map((schedule) => {
                const zone = schedule.route?.port_origin.zona_waktu;
                const left = placesLeftParts(schedule.available_seats);
                const of = (kind: PlacesPart["kind"]) => left.find((part) => part.kind === kind);
                return (
                  <tr key={schedule.id}>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {formatDateLong(schedule.waktu_berangkat, zone)}
                    </td>
                    <td className="px-3 py-2 font-bold whitespace-nowrap text-amber-300">
                      {formatTime(schedule.waktu_berangkat, zone)}
                    </td>
                    <td className="px-3 py-2">
                      {schedule.route?.port_origin.nama} → {schedule.route?.port_destination.nama}
                      <CancelledNotice schedule={schedule} className="text-red-300 dark:text-red-300" />
                      <DelayedNotice schedule={schedule} className="text-amber-300 dark:text-amber-300" />
                    </td>
                    <td className="px-3 py-2">{schedule.ship?.nama}</td>
                    <BoardCount part={of("penumpang")} />
                    <BoardCount part={of("kendaraan")} />
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
