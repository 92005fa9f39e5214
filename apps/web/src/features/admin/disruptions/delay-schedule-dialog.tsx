import { scheduleDelaySchema } from "@ferry/shared/schedule-changes";
import { formatZonedDateTime, instantToLocal, localToInstant } from "@ferry/shared/zoned-time";
import { Clock } from "lucide-react";
import { useState } from "react";
import { Field } from "../../../components/form/field";
import { useDelaySchedule } from "./api/schedule-changes";
import { ReasonField, TwoStepDialog } from "./two-step-dialog";

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
  const delay = useDelaySchedule(sailing.id);
  const departure = () => localToInstant(tanggal, jam, sailing.zone);
  const arrival = () =>
    new Date(Date.parse(sailing.waktu_tiba) + departure().getTime() - Date.parse(sailing.waktu_berangkat));
  const body = () => ({ waktu_berangkat_baru: departure().toISOString(), alasan });
  const review = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(tanggal) || !/^\d{2}:\d{2}$/.test(jam))
      return "Waktu berangkat baru wajib diisi";
    const parsed = scheduleDelaySchema.safeParse(body());
    if (!parsed.success) return parsed.error.issues[0]?.message ?? "Periksa isian";
    if (departure().getTime() <= Date.parse(sailing.waktu_berangkat))
      return "Waktu berangkat baru harus setelah waktu berangkat saat ini";
    return null;
  };
  return (
    <TwoStepDialog
      action="Tunda jadwal"
      icon={<Clock className="h-4 w-4 text-amber-600" />}
      label={label}
      confirmTitle="Yakin menunda jadwal ini?"
      confirmLabel="Ya, tunda jadwal"
      pending={delay.isPending}
      review={review}
      send={() => delay.mutateAsync(body())}
      form={
        <div className="space-y-3">
          <p className="font-medium">{label}</p>
          <div className="grid grid-cols-2 gap-3">
            <Field
              label="Tanggal berangkat baru"
              type="date"
              value={tanggal}
              onChange={(e) => setTanggal(e.target.value)}
            />
            <Field
              label="Jam berangkat baru (waktu pelabuhan asal)"
              type="time"
              value={jam}
              onChange={(e) => setJam(e.target.value)}
            />
          </div>
          <ReasonField
            label="Alasan (dibaca penumpang)"
            value={alasan}
            placeholder="Contoh: Menunggu cuaca membaik"
            onChange={setAlasan}
          />
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
