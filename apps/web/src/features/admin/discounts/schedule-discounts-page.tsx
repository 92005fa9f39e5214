import type { Schedule } from "@ferry/shared/schedules";
import { ArrowLeft } from "lucide-react";
import { useMemo } from "react";
import { Link, Navigate, useParams, useSearchParams } from "react-router";
import { formatDateLong, formatTime, isoDateIn } from "../../../lib/format";
import { useSchedule } from "../voyage/api/schedules";
import { departureLabel } from "./discount-format";
import { DiscountsPage, type FixedSchedule } from "./discounts-page";

/** The page's heading and the form's fixed schedule, from the schedule (a neutral name until it is read). */
function fixedSchedule(id: number, detail: Schedule | undefined): FixedSchedule {
  if (!detail) {
    const label = "Jadwal terpilih";
    return {
      id,
      title: `Potongan Kendaraan · ${label}`,
      description: "Potongan kendaraan untuk satu jadwal.",
      day: isoDateIn(new Date()),
      option: { value: String(id), label },
    };
  }
  const zone = detail.route?.port_origin.zona_waktu ?? "Asia/Jakarta";
  const kode = detail.route?.kode_rute ?? "Jadwal terpilih";
  const departure = `${formatDateLong(detail.waktu_berangkat, zone)}, ${formatTime(detail.waktu_berangkat, zone)}`;
  return {
    id,
    title: `Potongan Kendaraan · ${kode}`,
    description: `${detail.route?.nama_rute ?? ""}${detail.ship ? ` (${detail.ship.nama})` : ""}, berangkat ${departure}`,
    day: isoDateIn(new Date(detail.waktu_berangkat), zone),
    option: {
      value: String(id),
      label: `${kode} · ${departureLabel({ id, waktu_berangkat: detail.waktu_berangkat, zona_waktu: zone })}`,
    },
  };
}

/** `/potongan-kendaraan/:scheduleId`: the vehicle discounts of one schedule. */
export default function ScheduleDiscountsPage() {
  const id = Number(useParams().scheduleId);
  const valid = Number.isInteger(id) && id > 0;
  const [params] = useSearchParams();
  const detail = useSchedule(id, valid);
  const schedule = useMemo(() => fixedSchedule(id, detail.data), [id, detail.data]);

  if (!valid) return <p role="alert">Jadwal tidak valid.</p>;
  // The list is filtered through the URL like every other filter of the kit.
  if (params.get("schedule_id") !== String(id)) {
    return <Navigate to={{ search: `?schedule_id=${id}` }} replace />;
  }
  return (
    <div className="space-y-3">
      <Link to="/potongan-kendaraan" className="inline-flex items-center gap-1 text-sm text-navy-600">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Semua potongan kendaraan
      </Link>
      {detail.isError ? (
        <p className="text-sm text-amber-700">Detail jadwal tidak dapat dimuat: {detail.error.message}</p>
      ) : null}
      {detail.isLoading ? null : <DiscountsPage jenis="kendaraan" schedule={schedule} />}
    </div>
  );
}
