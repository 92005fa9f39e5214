import { todayIn } from "@ferry/shared/zoned-time";
import { useState } from "react";
import { DateFilter } from "../../../components/form/date-filter";
import { DEFAULT_ZONE } from "../../../lib/format";
import { useBoardings } from "./api/boardings";
import { useCancelledTickets } from "./api/scans";
import { readGateName } from "./gate-device";
import { GateSetup } from "./gate-setup";
import { ScanStation } from "./scan-station";
import { zoneOf } from "./schedule-label";

/**
 * /scan-batal: the cancelled tickets of a sailing, and a gate that scans them: a cancelled ticket is
 * refused and recorded; any other ticket is sent to the Scan Tiket gate. Nothing is ever admitted here.
 */
export default function ScanCancelledPage() {
  const [date, setDate] = useState(() => todayIn(DEFAULT_ZONE));
  const boardings = useBoardings(date);
  const [scheduleId, setScheduleId] = useState<number | null>(null);
  const [gate, setGate] = useState(readGateName);
  const cancelled = useCancelledTickets(scheduleId);
  const selected = boardings.data?.find((boarding) => boarding.schedule.id === scheduleId);
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Scan Batal</h1>
        <p className="text-sm text-slate-500">
          Tiket yang dibatalkan ditolak di gerbang dan setiap pindaian dicatat.
        </p>
      </div>
      <DateFilter
        value={date}
        onChange={(chosen) => {
          setDate(chosen);
          setScheduleId(null);
        }}
      />
      <GateSetup
        boardings={boardings.data}
        loading={boardings.isLoading}
        scheduleId={scheduleId}
        onSchedule={setScheduleId}
        gate={gate}
        onGate={setGate}
        emptyText="Tidak ada pelayaran pada tanggal ini"
      />
      {selected ? (
        <section aria-labelledby="cancelled-title" className="space-y-2">
          <h2 id="cancelled-title" className="text-lg font-semibold">
            Tiket Dibatalkan ({cancelled.data?.length ?? 0})
          </h2>
          {cancelled.isLoading ? (
            <p className="text-slate-500">Memuat tiket...</p>
          ) : cancelled.data?.length ? (
            <table aria-label="Tiket dibatalkan" className="min-w-full text-sm">
              <thead className="text-left text-xs text-slate-500 uppercase">
                <tr>
                  <th className="py-1 pr-3">Kode tiket</th>
                  <th className="py-1 pr-3">Nama / Kendaraan</th>
                  <th className="py-1 pr-3">Booking</th>
                  <th className="py-1">Catatan</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {cancelled.data.map((ticket) => (
                  <tr key={`${ticket.jenis}-${ticket.id}`}>
                    <td className="py-1 pr-3 font-mono">{ticket.kode_tiket}</td>
                    <td className="py-1 pr-3">{ticket.nama}</td>
                    <td className="py-1 pr-3 font-mono">{ticket.booking_code}</td>
                    <td className="py-1">{ticket.catatan ?? "-"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-slate-500">Tidak ada tiket yang dibatalkan pada jadwal ini.</p>
          )}
        </section>
      ) : null}
      {selected && gate ? (
        <ScanStation
          key={`${scheduleId}:${gate}`}
          pos="batal"
          scheduleId={selected.schedule.id}
          gate={gate}
          zone={zoneOf(selected)}
        />
      ) : null}
    </div>
  );
}
