import { todayIn } from "@ferry/shared/zoned-time";
import { useSearchParams } from "react-router";
import { controlClass } from "../../../components/form/control-class";
import { DEFAULT_ZONE } from "../../../lib/format";
import { useBoardings } from "./api";
import { BoardingCard } from "./boarding-card";

/**
 * /embarkasi: the day's sailings (today by default) with the master check, boarded against sold live,
 * and opening / closing boarding. Closing marks the sailing departed.
 */
export default function EmbarkationPage() {
  const [params, setParams] = useSearchParams();
  const date = params.get("date") ?? todayIn(DEFAULT_ZONE);
  const boardings = useBoardings(date);
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Mulai / Selesai Embarkasi</h1>
        <p className="text-sm text-slate-500">
          Boarding dibuka hanya bila kapal memiliki nakhoda aktif dengan sertifikat berlaku. Jumlah naik
          diperbarui otomatis.
        </p>
      </div>
      <label className="inline-block text-sm">
        <span className="mb-1 block font-medium">Tanggal</span>
        <input
          type="date"
          className={controlClass}
          value={date}
          onChange={(event) =>
            setParams(event.target.value ? { date: event.target.value } : {}, { replace: true })
          }
        />
      </label>
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
