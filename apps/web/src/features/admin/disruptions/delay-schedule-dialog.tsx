import { scheduleDelaySchema } from "@ferry/shared/schedule-changes";
import { formatZonedDateTime, instantToLocal, localToInstant } from "@ferry/shared/zoned-time";
import { Clock } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { controlClass } from "../../../components/form/control-class";
import { useDelaySchedule } from "./delay-ship-api";
import { TwoStepDialog } from "./two-step-dialog";

export type SailingTimes = {
  id: number;
  waktu_berangkat: string;
  waktu_tiba: string;
  zone: string;
  arrivalZone: string;
};

/**
 * 'Tunda jadwal': the new departure in the origin port's time and the reason passengers read; the
 * confirmation shows both times (arrival moves by the same amount) and what happens to the bookings.
 */
export function DelayScheduleDialog({ sailing, label }: { sailing: SailingTimes; label: string }) {
  const current = instantToLocal(new Date(sailing.waktu_berangkat), sailing.zone);
  const [tanggal, setTanggal] = useState(current.date);
  const [jam, setJam] = useState(current.time);
  const [alasan, setAlasan] = useState("");
  const [error, setError] = useState<string | null>(null);
  const delay = useDelaySchedule(sailing.id);
  const departure = () => localToInstant(tanggal, jam, sailing.zone);
  const arrival = () =>
    new Date(Date.parse(sailing.waktu_tiba) + departure().getTime() - Date.parse(sailing.waktu_berangkat));
  const body = () => ({ waktu_berangkat_baru: departure().toISOString(), alasan });
  const review = () => {
    const parsed =
      /^\d{4}-\d{2}-\d{2}$/.test(tanggal) && /^\d{2}:\d{2}$/.test(jam)
        ? scheduleDelaySchema.safeParse(body())
        : null;
    if (!parsed?.success) {
      setError(parsed?.error.issues[0]?.message ?? "Waktu berangkat baru wajib diisi");
      return false;
    }
    if (departure().getTime() <= Date.parse(sailing.waktu_berangkat)) {
      setError("Waktu berangkat baru harus setelah waktu berangkat saat ini");
      return false;
    }
    setError(null);
    return true;
  };
  const submit = async () => {
    try {
      const answer = await delay.mutateAsync(body());
      toast.success(answer.message ?? "Jadwal berhasil ditunda");
      return true;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "Gagal menunda jadwal");
      return false;
    }
  };
  return (
    <TwoStepDialog
      trigger={{
        icon: <Clock className="h-4 w-4 text-amber-600" />,
        label: `Tunda jadwal ${label}`,
        title: "Tunda jadwal",
      }}
      title="Tunda jadwal"
      confirmTitle="Yakin menunda jadwal ini?"
      confirmLabel="Ya, tunda jadwal"
      pending={delay.isPending}
      error={error}
      review={review}
      submit={submit}
      onClose={() => setError(null)}
      form={
        <div className="space-y-3">
          <p className="font-medium">{label}</p>
          <div className="grid grid-cols-2 gap-3">
            <label className="block">
              <span className="mb-1 block font-medium">Tanggal berangkat baru</span>
              <input
                type="date"
                className={controlClass}
                value={tanggal}
                onChange={(e) => setTanggal(e.target.value)}
              />
            </label>
            <label className="block">
              <span className="mb-1 block font-medium">Jam berangkat baru (waktu pelabuhan asal)</span>
              <input
                type="time"
                className={controlClass}
                value={jam}
                onChange={(e) => setJam(e.target.value)}
              />
            </label>
          </div>
          <label className="block">
            <span className="mb-1 block font-medium">Alasan (dibaca penumpang)</span>
            <textarea
              className={controlClass}
              rows={3}
              maxLength={500}
              value={alasan}
              placeholder="Contoh: Menunggu cuaca membaik"
              onChange={(e) => setAlasan(e.target.value)}
            />
          </label>
        </div>
      }
      confirmation={
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Berangkat {formatZonedDateTime(sailing.waktu_berangkat, sailing.zone)} menjadi{" "}
            <strong>{formatZonedDateTime(departure(), sailing.zone)}</strong>; tiba{" "}
            {formatZonedDateTime(arrival(), sailing.arrivalZone)}.
          </li>
          <li>Semua booking dan tiket tetap berlaku untuk waktu yang baru.</li>
          <li>Jadwal tampil 'Ditunda' di situs publik dengan waktu baru dan alasannya.</li>
          <li>Setiap pemesan dengan e-mail atau WhatsApp diberi tahu: “{alasan.trim()}”.</li>
        </ul>
      }
    />
  );
}
