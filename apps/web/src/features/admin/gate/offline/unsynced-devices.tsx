import type { UnsyncedDevice } from "@ferry/shared/gate-offline";
import { gateTime } from "@ferry/shared/gate-rules";

/** The gate devices that may still hold offline scans: how many they said, and when they were last heard. */
export function UnsyncedDevices({ devices, zone }: { devices: UnsyncedDevice[]; zone: string }) {
  if (devices.length === 0) return null;
  return (
    <section aria-label="Perangkat belum sinkron" className="text-sm text-amber-800 dark:text-amber-300">
      <p className="font-semibold">Perangkat gerbang belum sinkron:</p>
      <ul className="list-inside list-disc">
        {devices.map((device) => (
          <li key={device.device}>
            {device.device} ({device.gate}) · {device.pending} scan tertunda · terakhir terhubung{" "}
            {gateTime(new Date(device.last_seen_at), zone)}
          </li>
        ))}
      </ul>
    </section>
  );
}
