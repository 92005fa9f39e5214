import { useState } from "react";
import { getDeviceName } from "../../session/device-name";
import { useOpenBoardings } from "./api/boardings";
import { DEVICE_NAME_KEY, readDeviceSetting, readGateName } from "./gate-device";
import { GateSetup } from "./gate-setup";
import { OfflineScanStation } from "./offline/offline-scan-station";
import { zoneOf } from "./schedule-label";

/**
 * /scan-tiket: the gate screen for a phone or a tablet. The officer picks a sailing whose boarding is
 * open and names the gate once; then every scan (scanner, camera or typed code) answers green, amber or
 * red with the passenger or vehicle, and a sound. When the network drops, the gate decides on the device
 * from its stored gate list and uploads the scans later (decision 031).
 */
export default function ScanTicketPage() {
  const boardings = useOpenBoardings();
  const [scheduleId, setScheduleId] = useState<number | null>(null);
  const [gate, setGate] = useState(readGateName);
  // A browser signed in as a gate device (decision 032) already has its name.
  const [device, setDevice] = useState(() => readDeviceSetting(DEVICE_NAME_KEY) || (getDeviceName() ?? ""));
  const selected = boardings.data?.find((boarding) => boarding.schedule.id === scheduleId);
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Scan Penumpang &amp; Kendaraan</h1>
        <p className="text-sm text-slate-500">
          Tiket hanya diterima untuk jadwal yang boarding-nya sedang dibuka.
        </p>
      </div>
      <GateSetup
        boardings={boardings.data}
        loading={boardings.isLoading}
        scheduleId={scheduleId}
        onSchedule={setScheduleId}
        gate={gate}
        onGate={setGate}
        device={{ name: device, onChange: setDevice }}
        emptyText="Belum ada jadwal yang boarding-nya dibuka"
      />
      {boardings.error ? (
        <p role="alert" className="text-red-600">
          {boardings.error.message || "Gagal memuat jadwal"}
        </p>
      ) : null}
      {selected ? (
        <p className="text-sm" aria-live="polite">
          Naik: <strong>{selected.penumpang.naik}</strong> / {selected.penumpang.terjual} penumpang ·{" "}
          <strong>{selected.kendaraan.naik}</strong> / {selected.kendaraan.terjual} kendaraan
        </p>
      ) : null}
      {selected && gate ? (
        <OfflineScanStation
          key={`${scheduleId}:${gate}:${device}`}
          scheduleId={selected.schedule.id}
          gate={gate}
          device={device}
          zone={zoneOf(selected)}
        />
      ) : (
        <p className="rounded-xl border-2 border-dashed border-slate-300 p-6 text-center text-slate-500">
          Pilih jadwal dan isi nama gerbang untuk mulai memindai.
        </p>
      )}
    </div>
  );
}
