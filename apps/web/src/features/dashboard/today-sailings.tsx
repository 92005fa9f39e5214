import { scheduleStatusLabel } from "@ferry/shared/schedules";
import { PlacesLeft } from "../../components/ui/places-left";
import { formatDateLong, formatTime } from "../../lib/format";
import { useTodaySailings } from "./api/dashboard";

/** Today's sailings (the operator's day) with their remaining quota. */
export function TodaySailings() {
  const today = useTodaySailings();
  return (
    <section
      aria-labelledby="sailings-title"
      className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="sailings-title" className="mb-3 text-lg font-semibold">
        Pelayaran Hari Ini{today.data ? ` · ${formatDateLong(`${today.data.date}T12:00:00Z`, "UTC")}` : ""}
      </h2>
      {today.isLoading ? (
        <p className="text-slate-500">Memuat jadwal hari ini...</p>
      ) : today.error ? (
        <p role="alert" className="text-red-600">
          Gagal memuat jadwal hari ini.{" "}
          <button type="button" className="underline" onClick={() => void today.refetch()}>
            Coba Lagi
          </button>
        </p>
      ) : today.data?.schedules.length === 0 ? (
        <p className="text-slate-500">Tidak ada pelayaran hari ini.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full text-sm">
            <thead className="text-left text-xs text-slate-500 uppercase">
              <tr>
                <th className="py-1 pr-3">Berangkat</th>
                <th className="py-1 pr-3">Rute</th>
                <th className="py-1 pr-3">Kapal</th>
                <th className="py-1 pr-3">Status</th>
                <th className="py-1 text-right">Sisa kursi dan tempat</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {today.data?.schedules.map((sailing) => (
                <tr key={sailing.id}>
                  <td className="py-1 pr-3 whitespace-nowrap">
                    {formatTime(
                      sailing.waktu_berangkat,
                      sailing.route?.port_origin.zona_waktu ?? "Asia/Jakarta",
                    )}
                  </td>
                  <td className="py-1 pr-3">{sailing.route?.nama_rute ?? "-"}</td>
                  <td className="py-1 pr-3">{sailing.ship?.nama ?? "-"}</td>
                  <td className="py-1 pr-3">{scheduleStatusLabel(sailing.status)}</td>
                  <td className="py-1 text-right">
                    <PlacesLeft seats={sailing.available_seats} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
