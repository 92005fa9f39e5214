import type { MoveBookingsResult } from "@ferry/shared/disruptions";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { PlacesLeft } from "../../../components/ui/places-left";
import { useSession } from "../../session/session-context";
import { type Sailing, useMoveBookings, useMoveTargets } from "./api/disruptions";
import { sailingName } from "./sailing-name";

/** Each class of a sailing with what is left of it: `Dewasa 12 · Gol IVA 3`. */
function ClassesLeft({ sailing }: { sailing: Sailing }) {
  return (
    <ul className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600 dark:text-slate-400">
      {sailing.available_seats.map((seat) => (
        <li key={`${seat.cargo_type?.kategori}-${seat.cargo_type?.nama}-${seat.cargo_type?.golongan}`}>
          {seat.cargo_type?.golongan ? `Gol ${seat.cargo_type.golongan} ` : ""}
          {seat.cargo_type?.nama}:{" "}
          <span className={seat.sisa_kuota === 0 ? "font-semibold text-red-600" : ""}>{seat.sisa_kuota}</span>
        </li>
      ))}
    </ul>
  );
}

function MoveResult({ result, target }: { result: MoveBookingsResult; target: string }) {
  return (
    <section
      aria-label="Hasil pemindahan"
      className="mt-4 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <p className="font-semibold">
        {result.moved.length} booking dipindahkan ke {target}
        {result.not_moved.length ? `, ${result.not_moved.length} tidak muat` : ""}
      </p>
      {result.not_moved.length ? (
        <ul className="mt-2 list-disc pl-5 text-sm text-red-700 dark:text-red-400">
          {result.not_moved.map((refusal) => (
            <li key={refusal.booking_id}>
              {refusal.booking_code}: {refusal.alasan}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * The target picker of a cancelled sailing: the route's coming sailings with what is left per class,
 * 'Pindahkan semua' with a confirmation, and the result (moved, and who did not fit and why).
 */
export function MovePanel({ scheduleId, waiting }: { scheduleId: number; waiting: number }) {
  const session = useSession();
  const targets = useMoveTargets(scheduleId);
  const move = useMoveBookings(scheduleId);
  const [targetId, setTargetId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<{ data: MoveBookingsResult; target: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const target = targets.data?.find((row) => row.id === targetId) ?? null;
  const submit = async () => {
    if (!target) return;
    setError(null);
    try {
      const answer = await move.mutateAsync(target.id);
      setResult({ data: answer.data, target: sailingName(target) });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "Gagal memindahkan booking");
    } finally {
      setConfirming(false);
    }
  };
  if (!session.can("edit booking")) return null;
  return (
    <section
      aria-labelledby="move-title"
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <h2 id="move-title" className="mb-2 text-lg font-semibold">
        Pindahkan ke pelayaran lain (tanpa biaya)
      </h2>
      {targets.isLoading ? <p>Memuat jadwal tujuan…</p> : null}
      {targets.data?.length === 0 ? <p>Belum ada pelayaran lain pada rute ini yang masih dijual.</p> : null}
      <fieldset className="space-y-2">
        <legend className="sr-only">Jadwal tujuan</legend>
        {targets.data?.map((row) => (
          <label
            key={row.id}
            className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-2 dark:border-slate-700"
          >
            <input
              type="radio"
              name="target"
              checked={targetId === row.id}
              onChange={() => setTargetId(row.id)}
            />
            <span>
              <span className="font-medium">{sailingName(row)}</span>
              <PlacesLeft seats={row.available_seats} className="block text-sm" />
              <ClassesLeft sailing={row} />
            </span>
          </label>
        ))}
      </fieldset>
      <Button
        className="mt-3"
        disabled={!target || waiting === 0 || move.isPending}
        onClick={() => setConfirming(true)}
      >
        Pindahkan semua
      </Button>
      {error ? (
        <p role="alert" className="mt-2 text-red-600">
          {error}
        </p>
      ) : null}
      {result ? <MoveResult result={result.data} target={result.target} /> : null}
      <Modal
        open={confirming && target !== null}
        title="Pindahkan semua booking terdampak?"
        tone="warning"
        onClose={move.isPending ? undefined : () => setConfirming(false)}
        footer={
          <>
            <Button variant="secondary" disabled={move.isPending} onClick={() => setConfirming(false)}>
              Batal
            </Button>
            <Button disabled={move.isPending} onClick={submit}>
              Ya, pindahkan
            </Button>
          </>
        }
      >
        <p>
          {waiting} booking akan dipindahkan ke {target ? sailingName(target) : ""} tanpa biaya. Tiketnya
          diterbitkan ulang (QR lama tidak berlaku) dan setiap pemesan diberi tahu. Booking yang tidak muat
          tetap di jadwal ini.
        </p>
      </Modal>
    </section>
  );
}
