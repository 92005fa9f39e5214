import { todayIn } from "@ferry/shared/zoned-time";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { controlClass } from "../../../components/form/control-class";
import { DateFilter } from "../../../components/form/date-filter";
import { DEFAULT_ZONE } from "../../../lib/format";
import { useBoardings, usePorts } from "./api/boardings";
import { BoardingCard } from "./boarding-card";
import { PORT_KEY, readDeviceSetting, saveDeviceSetting } from "./gate-device";

/**
 * /embarkasi: the day's sailings (today by default) with the master check, boarded against sold live,
 * and opening / closing boarding. Closing marks the sailing departed. The port filter (sailings leaving
 * from one port) is remembered on this device, so an officer's own port is the default.
 */
export default function EmbarkationPage() {
  const [params, setParams] = useSearchParams();
  const date = params.get("date") ?? todayIn(DEFAULT_ZONE);
  const [portId, setPortId] = useState(() => Number(readDeviceSetting(PORT_KEY)) || null);
  const ports = usePorts();
  const boardings = useBoardings(date, portId);
  const choosePort = (value: string) => {
    saveDeviceSetting(PORT_KEY, value);
    setPortId(Number(value) || null);
  };
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Mulai / Selesai Embarkasi</h1>
        <p className="text-sm text-slate-500">
          Boarding dibuka hanya bila kapal memiliki nakhoda aktif dengan sertifikat berlaku. Jumlah naik
          diperbarui otomatis.
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <label className="inline-block text-sm">
          <span className="mb-1 block font-medium">Pelabuhan</span>
          <select
            className={controlClass}
            value={portId ?? ""}
            disabled={ports.isLoading}
            onChange={(event) => choosePort(event.target.value)}
          >
            <option value="">Semua pelabuhan</option>
            {ports.data?.map((port) => (
              <option key={port.id} value={port.id}>
                {port.nama}
              </option>
            ))}
          </select>
        </label>
        <DateFilter
          value={date}
          onChange={(chosen) => setParams(chosen ? { date: chosen } : {}, { replace: true })}
        />
      </div>
      {boardings.isLoading ? (
        <p className="text-slate-500">Memuat jadwal...</p>
      ) : boardings.error ? (
        <p role="alert" className="text-red-600">
          {boardings.error.message || "Gagal memuat jadwal"}
        </p>
      ) : boardings.data?.length === 0 ? (
        <p className="text-slate-500">Tidak ada pelayaran pada tanggal ini.</p>
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          {boardings.data?.map((boarding) => (
            <BoardingCard key={boarding.schedule.id} boarding={boarding} />
          ))}
        </div>
      )}
    </div>
  );
}
