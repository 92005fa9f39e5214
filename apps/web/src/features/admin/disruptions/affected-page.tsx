import { cancelledLabel } from "@ferry/shared/sailing-notices";
import { useParams } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state";
import { formatDateTime, formatRupiah } from "../../../lib/format";
import { type AffectedBooking, type MovedBooking, useAffectedBookings } from "./api/disruptions";
import { MovePanel } from "./move-panel";
import { sailingName } from "./sailing-name";

function People({ booking }: { booking: AffectedBooking | MovedBooking }) {
  return (
    <ul className="text-sm">
      {booking.passengers.map((person) => (
        <li key={`p${person.id}`}>
          {person.nama_lengkap} <span className="text-slate-500">({person.kelas})</span>
        </li>
      ))}
      {booking.vehicles.map((vehicle) => (
        <li key={`v${vehicle.id}`}>
          {vehicle.nomor_kendaraan} <span className="text-slate-500">({vehicle.golongan})</span>
        </li>
      ))}
    </ul>
  );
}

function Contact({ booking }: { booking: AffectedBooking | MovedBooking }) {
  return (
    <>
      <p className="font-medium">{booking.pemesan_nama}</p>
      <p className="text-xs text-slate-500">
        {[booking.pemesan_telepon, booking.pemesan_email].filter(Boolean).join(" · ") || "-"}
      </p>
    </>
  );
}

const cell = "border-b border-slate-200 px-2 py-2 align-top dark:border-slate-700";

/** 'Penumpang terdampak' of a cancelled sailing (`/jadwal/:id/terdampak`): who waits, the move, who moved. */
export default function AffectedPage() {
  const id = Number(useParams().id);
  const view = useAffectedBookings(id);
  if (view.isLoading) return <p>Memuat…</p>;
  if (view.isError || !view.data)
    return <p role="alert">{view.error?.message ?? "Gagal memuat penumpang terdampak"}</p>;
  const { schedule, waiting, moved } = view.data;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">Penumpang terdampak</h1>
        <p className="font-medium">{sailingName(schedule)}</p>
        {schedule.status === "batal" ? (
          <p className="font-semibold text-red-700 dark:text-red-400">
            {cancelledLabel(schedule.alasan_batal)}
          </p>
        ) : null}
      </header>
      <section aria-labelledby="waiting-title">
        <h2 id="waiting-title" className="mb-2 text-lg font-semibold">
          Menunggu dipindah atau direfund ({waiting.length})
        </h2>
        {waiting.length === 0 ? (
          <EmptyState
            title="Tidak ada booking yang menunggu"
            description="Semua penumpang sudah dipindah atau direfund."
          />
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-slate-500 uppercase">
              <tr>
                <th className={cell}>Kode booking</th>
                <th className={cell}>Pemesan</th>
                <th className={cell}>Penumpang dan kendaraan</th>
                <th className={cell}>Dibayar</th>
              </tr>
            </thead>
            <tbody>
              {waiting.map((booking) => (
                <tr key={booking.id}>
                  <td className={cell}>{booking.booking_code}</td>
                  <td className={cell}>
                    <Contact booking={booking} />
                  </td>
                  <td className={cell}>
                    <People booking={booking} />
                  </td>
                  <td className={cell}>{formatRupiah(booking.total_dibayar)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {schedule.status === "batal" ? <MovePanel scheduleId={id} waiting={waiting.length} /> : null}
      {moved.length ? (
        <section aria-labelledby="moved-title">
          <h2 id="moved-title" className="mb-2 text-lg font-semibold">
            Sudah dipindahkan ({moved.length})
          </h2>
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-slate-500 uppercase">
              <tr>
                <th className={cell}>Kode booking</th>
                <th className={cell}>Pemesan</th>
                <th className={cell}>Ke jadwal</th>
                <th className={cell}>Oleh</th>
              </tr>
            </thead>
            <tbody>
              {moved.map((booking) => (
                <tr key={`${booking.id}-${booking.moved_at}`}>
                  <td className={cell}>{booking.booking_code}</td>
                  <td className={cell}>
                    <Contact booking={booking} />
                  </td>
                  <td className={cell}>{booking.to_schedule ? sailingName(booking.to_schedule) : "-"}</td>
                  <td className={cell}>
                    {booking.moved_by ?? "-"}
                    <p className="text-xs text-slate-500">{formatDateTime(booking.moved_at)}</p>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </div>
  );
}
