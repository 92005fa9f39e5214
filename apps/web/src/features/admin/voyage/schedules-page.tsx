import { SCHEDULE_STATUS_LABELS, SCHEDULE_STATUSES, type Schedule } from "@ferry/shared/schedules";
import { isoDate, optionalText, requiredId } from "@ferry/shared/text-fields";
import { formatZonedDateTime, instantToLocal, localToInstant } from "@ferry/shared/zoned-time";
import { useMemo } from "react";
import { z } from "zod";
import { PlacesLeft } from "../../../components/ui/places-left";
import { formatTime } from "../../../lib/format";
import { ScheduleDisruptionActions } from "../disruptions/schedule-disruption-actions";
import { useOptions } from "../resource-kit/api/resource";
import { ResourcePage } from "../resource-kit/resource-page";
import type { ResourceConfig } from "../resource-kit/resource-types";
import { SCHEDULES } from "./api/schedules";
import { BulkScheduleDialog } from "./bulk-schedule-dialog";
import { ScheduleSeats } from "./schedule-seats";
import { labelledOptions, StatusBadge } from "./status-badge";

/** The form works in the origin port's wall-clock time; the API takes instants. */
const scheduleFormSchema = z.object({
  route_id: requiredId("Rute"),
  ship_id: requiredId("Kapal"),
  tanggal: isoDate,
  jam: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Jam harus berformat HH:MM" }),
  keterangan: optionalText(500),
  status: z.enum(SCHEDULE_STATUSES),
});
type ScheduleForm = z.output<typeof scheduleFormSchema>;

/** `KTP-GLM 01/12/2026 08.00 WIB`: a sailing as staff name it. */
const sailingName = (row: Schedule) =>
  `${row.route?.kode_rute ?? "Jadwal"} ${formatZonedDateTime(
    row.waktu_berangkat,
    row.route?.port_origin.zona_waktu ?? "Asia/Jakarta",
  )}`;

export default function SchedulesPage() {
  const routes = useOptions("/routes/options");
  const ports = useOptions("/ports/options");

  const config = useMemo((): ResourceConfig<Schedule, ScheduleForm> => {
    const routeInfo = (id: number) => {
      const route = routes.data?.find((option) => option.value === String(id))?.extra ?? {};
      const origin = ports.data?.find((option) => option.value === String(route.port_origin_id))?.extra ?? {};
      return {
        zone: String(origin.zona_waktu ?? "Asia/Jakarta"),
        duration: Number(route.duration_minutes ?? 60),
      };
    };
    return {
      title: "Jadwal",
      description:
        "Jadwal pelayaran, sisa kuota per jenis muatan dan pembuatan jadwal massal. Klik baris untuk melihat kuota.",
      endpoint: SCHEDULES,
      module: "jadwal",
      noun: "jadwal",
      searchPlaceholder: "Cari kode atau nama rute",
      toolbar: <BulkScheduleDialog />,
      columns: [
        {
          key: "route",
          label: "Rute",
          render: (row) => row.route?.kode_rute ?? "-",
        },
        { key: "ship", label: "Kapal", render: (row) => row.ship?.nama ?? "-" },
        {
          key: "waktu_berangkat",
          label: "Berangkat",
          sortKey: "waktu_berangkat",
          render: (row) => {
            const zone = row.route?.port_origin.zona_waktu ?? "Asia/Jakarta";
            return formatZonedDateTime(row.waktu_berangkat, zone);
          },
        },
        {
          key: "waktu_tiba",
          label: "Tiba",
          render: (row) =>
            formatTime(row.waktu_tiba, row.route?.port_destination.zona_waktu ?? "Asia/Jakarta"),
        },
        {
          key: "status",
          label: "Status",
          sortKey: "status",
          render: (row) => (
            <>
              <StatusBadge value={row.status} />
              {row.alasan_tunda && row.status !== "batal" ? (
                <span className="ml-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">
                  Ditunda
                </span>
              ) : null}
            </>
          ),
        },
        {
          key: "total_sisa_kuota",
          label: "Sisa kursi dan tempat",
          render: (row) => <PlacesLeft seats={row.available_seats} />,
        },
      ],
      fields: [
        { name: "route_id", label: "Rute", type: "select", optionsFrom: "/routes/options" },
        { name: "ship_id", label: "Kapal", type: "select", optionsFrom: "/ships/options" },
        { name: "tanggal", label: "Tanggal berangkat", type: "date" },
        { name: "jam", label: "Jam berangkat (waktu pelabuhan asal)", type: "time" },
        { name: "status", label: "Status", type: "select", options: labelledOptions(SCHEDULE_STATUS_LABELS) },
        { name: "keterangan", label: "Keterangan", type: "textarea" },
      ],
      filters: [
        { name: "date", label: "Tanggal", type: "date" },
        { name: "route_id", label: "Rute", optionsFrom: "/routes/options" },
        { name: "ship_id", label: "Kapal", optionsFrom: "/ships/options" },
        { name: "status", label: "Status", options: labelledOptions(SCHEDULE_STATUS_LABELS) },
      ],
      formSchema: scheduleFormSchema,
      emptyForm: { route_id: "", ship_id: "", tanggal: "", jam: "", keterangan: "", status: "terjadwal" },
      toForm: (row) => {
        const zone = row.route?.port_origin.zona_waktu ?? "Asia/Jakarta";
        const local = instantToLocal(new Date(row.waktu_berangkat), zone);
        return {
          route_id: String(row.route_id),
          ship_id: String(row.ship_id),
          tanggal: local.date,
          jam: local.time,
          keterangan: row.keterangan ?? "",
          status: row.status,
        };
      },
      toPayload: (values) => {
        const { zone, duration } = routeInfo(values.route_id);
        const departure = localToInstant(values.tanggal, values.jam, zone);
        return {
          route_id: values.route_id,
          ship_id: values.ship_id,
          waktu_berangkat: departure.toISOString(),
          waktu_tiba: new Date(departure.getTime() + duration * 60_000).toISOString(),
          keterangan: values.keterangan,
          status: values.status,
        };
      },
      expand: (row) => <ScheduleSeats seats={row.available_seats} />,
      rowActions: (row) => <ScheduleDisruptionActions row={row} label={sailingName(row)} />,
    };
  }, [routes.data, ports.data]);

  return <ResourcePage config={config} />;
}
