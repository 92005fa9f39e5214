import { formatRupiah } from "../../../../lib/format";
import type { ColumnDef } from "../../resource-kit/resource-types";
import type { BookingSummary } from "../api/booking-types";
import { stamp } from "../booking-detail/detail-section";
import { scheduleTimes } from "../sale-form/schedule-card";
import { Badge, BookingStatusBadge, SpaceStatusBadge } from "../ui/status-badges";

/** The columns of every booking list; the code opens the booking's detail. */
export function bookingColumns(open: (id: number) => void): ColumnDef<BookingSummary>[] {
  return [
    {
      key: "booking_code",
      label: "Kode",
      sortKey: "booking_code",
      render: (row) => (
        <button
          type="button"
          className="font-mono font-semibold text-navy-700 underline-offset-2 hover:underline dark:text-navy-100"
          onClick={() => open(row.id)}
        >
          {row.booking_code}
        </button>
      ),
    },
    {
      key: "schedule",
      label: "Jadwal",
      render: (row) => {
        const schedule = row.schedule;
        if (!schedule) return "-";
        const times = scheduleTimes(schedule);
        return (
          <span className="block min-w-40">
            {schedule.route?.kode_rute ?? "-"}
            <span className="block text-xs text-slate-500">
              {times.date}, {times.departure}
            </span>
          </span>
        );
      },
    },
    {
      key: "pemesan_nama",
      label: "Pemesan",
      render: (booking) => {
        const by = booking.expedition_company?.nama ?? booking.agent?.nama_lengkap;
        return (
          <span className="block min-w-32">
            {booking.pemesan_nama}
            {by ? <span className="block text-xs text-slate-500">{by}</span> : null}
          </span>
        );
      },
    },
    {
      key: "isi",
      label: "Isi",
      render: (booking) => {
        return (
          <span className="whitespace-nowrap">
            {booking.jumlah_penumpang} org
            {booking.jumlah_kendaraan > 0 ? ` · ${booking.jumlah_kendaraan} kend` : ""}
          </span>
        );
      },
    },
    {
      key: "total_harga",
      label: "Total",
      sortKey: "total_harga",
      render: (booking) => {
        return (
          <span className="whitespace-nowrap">
            {formatRupiah(booking.total_harga)}
            <span className="block text-xs text-slate-500">
              dibayar {formatRupiah(booking.total_dibayar)}
            </span>
          </span>
        );
      },
    },
    {
      key: "status",
      label: "Status",
      sortKey: "status",
      render: (booking) => {
        return (
          <span className="flex flex-col items-start gap-1">
            <BookingStatusBadge status={booking.status} label={booking.status_label} />
            <SpaceStatusBadge status={booking.space_status} />
            {booking.pembayaran_menunggu > 0 ? (
              <Badge tone="bg-amber-50 text-amber-800 ring-1 ring-amber-300">
                {booking.pembayaran_menunggu} transfer menunggu
              </Badge>
            ) : null}
          </span>
        );
      },
    },
    {
      key: "created_at",
      label: "Dibuat",
      sortKey: "created_at",
      render: (row) => <span className="text-xs whitespace-nowrap">{stamp(row.created_at)}</span>,
    },
  ];
}
