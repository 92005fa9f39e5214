import { ScanStation } from "../scan-station";
import { GateLinkStatus } from "./gate-link-status";
import { useOfflineGate } from "./use-offline-gate";

/**
 * The Scan Tiket station with the offline gate: the link status (Online/Offline, last sync, scans still to
 * upload) above the usual station, whose scans fall back to the device's own decision when the network is
 * down. Without a device name the gate works online only, and says so.
 */
export function OfflineScanStation({
  scheduleId,
  gate,
  device,
  zone,
}: {
  scheduleId: number;
  gate: string;
  device: string;
  zone: string;
}) {
  const { link, scan, sync } = useOfflineGate({ scheduleId, gate, device });
  return (
    <div className="space-y-3">
      {device ? (
        <GateLinkStatus link={link} zone={zone} onSync={() => void sync()} />
      ) : (
        <p className="rounded-xl border-2 border-amber-500 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          Isi nama perangkat agar gerbang tetap bekerja saat jaringan putus.
        </p>
      )}
      <ScanStation
        pos="masuk"
        scheduleId={scheduleId}
        gate={gate}
        zone={zone}
        decide={device ? scan : undefined}
      />
    </div>
  );
}
